import A11yScanCore
import A11yScanFindings
import A11yScanReport
import A11yScanSyntax
import A11yScanSystem
import A11yScanWalk
import ArgumentParser
import Foundation

/// `a11yscan scan`: wires options to the engine and the chosen reporters; no scanning logic.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Scan files and folders (default: the current folder).",
        discussion: """
            Formats (--format, repeatable; each may have its own --output FILE):
            \(ReporterFormat.helpListing)

            Several --format/--output pairs share one scan; an --output binds to the
            --format before it. Folders are walked respecting .gitignore and skipping
            .build, Pods, DerivedData, build, .gradle and node_modules. Findings are
            ordered by path, line, column and rule, whatever --jobs is.

            In a git work tree, every format names a file by its path from the work
            tree's top, whichever folder is scanned (found without running git);
            outside git, paths are relative to the scanned folder.

            Settings come from .a11yscan.yml files (or --config FILE alone); command-line
            options win. Every .a11yscan.yml from the top down to a file's folder applies
            to it, a nearer one refining the ones above: rules run only where every file
            lets them, the nearest severity wins, globs are relative to each file's folder.
            The files above the folder holding all scanned paths also give the scan-wide
            settings (patterns, guidelines, fail-on, baseline, jobs); files further down
            refine only rules and severity for their own folders. So neither the order of
            the paths nor the folder scanned changes which settings a file gets.
            `a11yscan init` writes a commented starter file.

            Inline suppressions, with `all` for every rule:
              // a11yscan:disable-next-line RULE[,RULE] [-- reason]
              // a11yscan:disable-line RULE
              // a11yscan:disable RULE  …  // a11yscan:enable RULE
              // a11yscan:disable-file RULE
            In Kotlin also @Suppress("a11yscan:RULE") on a declaration.
            """
    )

    @Argument(help: "Files or folders to scan: Swift and Kotlin files, Android layout files (res/layout*/NAME.xml; in a folder, those beside Kotlin or Java code), and Interface Builder files (.xib, .storyboard). Java files (.java) are read for the views they name, which decides the layout rules' findings; no rule runs on Java code.")
    var paths: [String] = []

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @OptionGroup var ruleDocs: RuleDocsOptions

    @Option(name: .long, help: "Output format (repeatable): \(ReporterFormat.allNames.joined(separator: ", ")).")
    var format: [String] = []

    @Option(name: .long, help: "Write the preceding --format to this file (atomically) instead of standard output.")
    var output: [String] = []

    @Option(name: .long, help: "Exit 1 when a finding is at or above this severity: note, warning (default), error or never.")
    var failOn: FailThreshold?

    @Option(name: .long, help: "Files scanned in parallel (default: the configuration's jobs, else the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Read settings from this file alone, instead of the .a11yscan.yml files (its globs are relative to the current folder).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore .a11yscan.yml files.")
    var noConfig = false

    @Flag(name: .long, help: "Report only findings a change introduced since the diff base (--diff=BASE to choose it; default: the merge-base with the upstream branch, else origin/HEAD, else HEAD): on added or changed lines, in untracked files, and findings on unchanged lines of a changed file that its base version, scanned the same way, did not have (a deleted line can cause them).")
    var diff = false

    @Option(name: .long, help: .hidden)
    var diffBase: String?

    @Option(name: .long, help: ArgumentHelp("Hide the findings recorded in this baseline file (it names files from the git work tree's top, so it fits any scanned folder and path style).", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Record the current findings in this baseline file and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .long, help: "Warn about inline suppressions that suppressed nothing.")
    var reportUnusedSuppressions = false

    @Option(name: .long, help: "Colour in text output: auto (a terminal and no NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Print no summary line on standard error.")
    var quiet = false

    @Flag(name: .long, help: "Explain choices on standard error (configuration file, diff base).")
    var verbose = false

    @Flag(name: .long, help: "Succeed when there is nothing to scan (no Swift or Kotlin file, or every one ignored, excluded or unreadable); without it that is an error (exit 2).")
    var allowEmpty = false

    @Flag(name: .long, help: "Follow symbolic links inside folders (loops are detected).")
    var follow = false

    @Flag(name: .long, help: "Do not read .gitignore files.")
    var noIgnore = false

    @Option(name: .long, help: "Only scan files matching this glob (repeatable).")
    var include: [String] = []

    @Option(name: .long, help: "Skip files matching this glob (repeatable).")
    var exclude: [String] = []

    @Flag(name: .long, help: "Report absolute paths (for IDE output filters), not paths from the git work tree's top (outside git: relative to the scanned folder).")
    var absolutePaths = false

    @Flag(name: .long, help: "Scan standard input instead of files (for editors and hooks); see --stdin-path.")
    var stdin = false

    @Option(name: .long, help: ArgumentHelp(
        "With --stdin: the path the text belongs to; it sets the language (.swift, .kt, .kts, res/layout*/NAME.xml for a layout, .xib or .storyboard for an Interface Builder file), the path in findings and where .a11yscan.yml is looked for.",
        valueName: "path"))
    var stdinPath: String?

    @Flag(name: .long, help: "Also scan code that never ships: test folders and files (Tests, *Tests, src/test, src/androidTest, src/debug, *Test.kt, *Tests.swift, *.playground, …), previews (@Preview, #Preview, PreviewProvider), debug-only code (#if DEBUG, if (BuildConfig.DEBUG)), private functions and properties nothing else in their file names and, in a folder scan of an app, views and composables that nothing else in the project names, which are skipped by default.")
    var allCode = false

    @Flag(name: .long, help: "Do not look for the project's own components (composables, SwiftUI views): calls of wrappers such as a back button whose label parameter defaults to null are then not checked.")
    var noComponents = false

    @Option(name: .long, help: ArgumentHelp("Keep the project's component summaries in this folder between runs (default: $A11YSCAN_CACHE_DIR, else $XDG_CACHE_HOME/a11yscan, else ~/.cache/a11yscan; '' keeps none).", valueName: "dir"))
    var componentCache: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if stdin, !paths.isEmpty { throw ValidationError("--stdin scans standard input; give no paths (use --stdin-path)") }
        if stdinPath != nil, !stdin { throw ValidationError("--stdin-path goes with --stdin") }
        if diffBase != nil, !diff { throw ValidationError("--diff-base goes with --diff") }
        if config != nil, noConfig { throw ValidationError("--config and --no-config exclude each other") }
    }

    func run() throws {
        ScanTrace.mark("settings")
        let settings = try ScanSettings(self)
        defer { settings.keepUntilExit() }
        let plan = try OutputPlan.make(arguments: Array(CommandLine.arguments.dropFirst()))
        ScanTrace.mark("walk waited for")
        let session = try makeSession(settings.request, walking: settings.walking)
        ScanTrace.mark("session made")
        try requireSomething(session.isEmpty ? 0 : nil)
        if let path = writeBaseline, let recording = settings.request.filters.baselineRecording {
            let summary = session.run { _ in }
            try requireSomething(summary.filesScanned)
            let baseline = recording.baseline
            try AtomicFile.write(Array(baseline.encoded()), to: path)
            if !quiet { Console.error("a11yscan: wrote \(baseline.entries.count) findings to the baseline \(path)") }
            return
        }
        let head = ReportHead(toolVersion: settings.request.toolVersion, rules: session.rules, problems: session.walkProblems)
        var outputs = try plan.open(head: head, options: ReporterOptions(
            color: color.enabled, toolVersion: A11yScanCommand.version, guidelinesURL: guidelines.siteURL,
            ruleDocs: ruleDocs.link))
        var counts = SeverityCounts()
        let summary: ScanSummary
        do {
            summary = try session.run { file in
                counts.add(file.findings)
                try outputs.add(file)
            }
        } catch {
            outputs.discard()
            throw error
        }
        ScanTrace.mark("report finishing")
        try outputs.finish(summary)
        ScanTrace.mark("report written")
        if !quiet { Console.error(SummaryLine.text(counts, summary)) }
        try requireSomething(summary.filesScanned)
        if counts.reach(settings.failOn) { throw ExitCode(1) }
    }

    /// An empty scan is an error unless `--allow-empty`: a mistyped path or an exclude that
    /// leaves nothing would otherwise pass silently. `files` is nil when not yet known.
    private func requireSomething(_ files: Int?) throws {
        guard files == 0, !allowEmpty, !stdin else { return }
        let inputs = paths.isEmpty ? "." : paths.joined(separator: ", ")
        throw CommandLineError.nothingScanned(
            "no Swift or Kotlin file could be scanned in \(inputs) (none there, or every one ignored, excluded, unreadable or binary)")
    }

    /// The scan of standard input, or of the walked paths (a usage error when one is missing);
    /// `walking` is the walk of the paths when it was started early.
    private func makeSession(_ request: ScanRequest, walking: WalkInProgress?) throws -> ScanSession {
        if stdin {
            return ScanSession(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()), as: try stdinTarget(),
                               request: request)
        }
        let session = walking.map { ScanSession(request: request, walking: $0) } ?? ScanSession(request: request)
        if let first = session.missingRoots.first {
            let typo = first == paths.first ? SubcommandSuggestion.closest(to: first) : nil
            throw CommandLineError.noSuchInput(session.missingRoots, subcommand: typo)
        }
        if let error = session.configurationError { throw CommandLineError.configuration(error) }
        let nested = session.request.filters.nestedConfigurations
        for note in nested?.unappliedSettings ?? [] { Console.error("a11yscan: warning: \(note)") }
        if verbose, let nested {
            Console.error("a11yscan: also applying, for their folders' files: \(nested.files.joined(separator: ", "))")
        }
        return session
    }

    /// The file standard input stands for: its language comes from the extension, and it is
    /// reported like a scanned file at that path (from its work tree's top, found without git).
    /// Without `--stdin-path` it is Swift, and the user is told so: Kotlin text would find nothing.
    func stdinTarget() throws -> ScanTarget {
        if stdinPath == nil {
            Console.error("a11yscan: warning: --stdin without --stdin-path: standard input is scanned as Swift, "
                + "as `stdin.swift` (hint: give --stdin-path with the file's real path, e.g. Screen.kt for Kotlin)")
        }
        let path = stdinPath ?? "stdin.swift"
        guard let language = Language(path: path) else {
            throw CommandLineError.usage("--stdin-path \(path): unknown language; use a .swift, .kt or .kts path, a layout's (res/layout/NAME.xml) or an Interface Builder file's (.xib, .storyboard)")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let repository = stdinPath == nil ? nil : RepositoryLocation.ofFile(absolute)
        let shown = absolutePaths ? absolute : repository?.path ?? path
        return ScanTarget(path: absolute, displayPath: shown, explicitlyNamed: true, language: language, repository: repository)
    }
}

/// Standard error, for the summary line, warnings and explanations.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
