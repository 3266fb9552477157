import A11yScanCore
import A11yScanReport
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

            Settings come from .a11yscan.yml, found from the first scanned path upward
            (or --config FILE); command-line options win. `a11yscan init` writes a
            commented starter file.

            Inline suppressions, with `all` for every rule:
              // a11yscan:disable-next-line RULE[,RULE] [-- reason]
              // a11yscan:disable-line RULE
              // a11yscan:disable RULE  …  // a11yscan:enable RULE
              // a11yscan:disable-file RULE
            In Kotlin also @Suppress("a11yscan:RULE") on a declaration.
            """
    )

    @Argument(help: "Files or folders to scan.")
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

    @Option(name: .long, help: ArgumentHelp("Read settings from this file instead of the nearest .a11yscan.yml.", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore .a11yscan.yml files.")
    var noConfig = false

    @Flag(name: .long, help: "Report only findings on lines added or changed since the diff base (--diff=BASE to choose it; default: the merge-base with the upstream branch, else origin/HEAD, else HEAD), plus untracked files.")
    var diff = false

    @Option(name: .long, help: .hidden)
    var diffBase: String?

    @Option(name: .long, help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
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

    @Flag(name: .long, help: "Follow symbolic links inside folders (loops are detected).")
    var follow = false

    @Flag(name: .long, help: "Do not read .gitignore files.")
    var noIgnore = false

    @Option(name: .long, help: "Only scan files matching this glob (repeatable).")
    var include: [String] = []

    @Option(name: .long, help: "Skip files matching this glob (repeatable).")
    var exclude: [String] = []

    @Flag(name: .long, help: "Report absolute paths (for IDE output filters), not paths relative to the scanned folder.")
    var absolutePaths = false

    @Flag(name: .long, help: "Scan standard input instead of files (for editors and hooks); see --stdin-path.")
    var stdin = false

    @Option(name: .long, help: ArgumentHelp(
        "With --stdin: the path the text belongs to; it sets the language (.swift, .kt, .kts), the path in findings and where .a11yscan.yml is looked for.",
        valueName: "path"))
    var stdinPath: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if stdin, !paths.isEmpty { throw ValidationError("--stdin scans standard input; give no paths (use --stdin-path)") }
        if stdinPath != nil, !stdin { throw ValidationError("--stdin-path goes with --stdin") }
        if diffBase != nil, !diff { throw ValidationError("--diff-base goes with --diff") }
        if config != nil, noConfig { throw ValidationError("--config and --no-config exclude each other") }
    }

    func run() throws {
        let settings = try ScanSettings(self)
        let plan = try OutputPlan.make(arguments: Array(CommandLine.arguments.dropFirst()))
        let session = try makeSession(settings.request, walking: settings.walking)
        if let path = writeBaseline {
            var entries: [BaselineEntry] = []
            _ = session.run { file in entries += file.findings.map(BaselineEntry.init) }
            try AtomicFile.write(Array(Baseline(entries: entries).encoded()), to: path)
            if !quiet { Console.error("a11yscan: wrote \(entries.count) findings to the baseline \(path)") }
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
        try outputs.finish(summary)
        if !quiet, !plan.textOnStandardOutput { Console.error(SummaryLine.text(counts, summary)) }
        if counts.reach(settings.failOn) { throw ExitCode(1) }
    }

    /// The scan of standard input, or of the walked paths (a usage error when none exists);
    /// `walking` is the walk of the paths when it was started early.
    private func makeSession(_ request: ScanRequest, walking: WalkInProgress?) throws -> ScanSession {
        if stdin {
            return ScanSession(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()), as: try stdinTarget(),
                               request: request)
        }
        let session = walking.map { ScanSession(request: request, walking: $0) } ?? ScanSession(request: request)
        if !session.missingRoots.isEmpty, session.missingRoots.count == request.roots.count {
            throw CommandLineError.noSuchInput(session.missingRoots)
        }
        return session
    }

    /// The file standard input stands for: its language comes from the extension.
    func stdinTarget() throws -> ScanTarget {
        let path = stdinPath ?? "stdin.swift"
        guard let language = Language(pathExtension: URL(fileURLWithPath: path).pathExtension) else {
            throw CommandLineError.usage("--stdin-path \(path): unknown language; use a .swift, .kt or .kts path")
        }
        return ScanTarget(path: path, displayPath: path, explicitlyNamed: true, language: language)
    }
}

/// Standard error, for the summary line, warnings and explanations.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
