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
            Formats (--format, repeatable; each may be followed by its own --output FILE):
            \(ReporterFormat.helpListing)

            Several --format/--output pairs share one scan; an --output binds to the --format before it.
            Folders are walked respecting .gitignore and skipping .build, Pods, DerivedData, build,
            .gradle and node_modules. Findings are ordered by path, line, column and rule, whatever --jobs is.
            """
    )

    @Argument(help: "Files or folders to scan.")
    var paths: [String] = []

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @Option(name: .long, help: "Output format (repeatable): \(ReporterFormat.allNames.joined(separator: ", ")).")
    var format: [String] = []

    @Option(name: .long, help: "Write the preceding --format to this file (atomically) instead of standard output.")
    var output: [String] = []

    @Option(name: .long, help: "Exit 1 when a finding is at or above this severity: note, warning, error or never.")
    var failOn: FailOn = .warning

    @Option(name: .long, help: "Files scanned in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Colour in text output: auto (a terminal and no NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Print no summary line on standard error.")
    var quiet = false

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
        "With --stdin: the path the text belongs to; it sets the language (.swift, .kt, .kts) and the path in findings.",
        valueName: "path"))
    var stdinPath: String?

    /// The file standard input stands for: its language comes from the extension.
    private func stdinTarget() throws -> ScanTarget {
        let path = stdinPath ?? "stdin.swift"
        guard let language = Language(pathExtension: URL(fileURLWithPath: path).pathExtension) else {
            throw CommandLineError.usage("--stdin-path \(path): unknown language; use a .swift, .kt or .kts path")
        }
        return ScanTarget(path: path, displayPath: path, explicitlyNamed: true, language: language)
    }

    private static func glob(_ pattern: String) throws -> Glob {
        do {
            return try Glob(pattern)
        } catch {
            throw CommandLineError.usage("bad glob: \(error.description)")
        }
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more") }
        if stdin, !paths.isEmpty { throw ValidationError("--stdin scans standard input; give no paths (use --stdin-path)") }
        if stdinPath != nil, !stdin { throw ValidationError("--stdin-path goes with --stdin") }
    }

    func run() throws {
        let guidance = guidelines.load()
        let ruleSet = try rules.load(knownEntries: guidance.knownEntries)
        let plan = try OutputPlan.make(arguments: Array(CommandLine.arguments.dropFirst()))
        var walk = WalkOptions()
        walk.followSymlinks = follow
        walk.respectGitignore = !noIgnore
        walk.include = try include.map(Self.glob)
        walk.exclude = try exclude.map(Self.glob)
        var request = ScanRequest(roots: paths.isEmpty ? ["."] : paths, walk: walk, rules: ruleSet, jobs: jobs,
                                  toolVersion: A11yScanCommand.version, guidelines: guidance)
        request.absolutePaths = absolutePaths
        let report: ScanReport
        if stdin {
            report = ScanPipeline.run(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()),
                                      as: try stdinTarget(), request: request)
        } else {
            let (scanned, missing) = ScanPipeline.run(request)
            if !missing.isEmpty, missing.count == request.roots.count { throw CommandLineError.noSuchInput(missing) }
            report = scanned
        }
        try plan.write(report, options: ReporterOptions(color: color.enabled, toolVersion: A11yScanCommand.version,
                                                        guidelinesURL: guidelines.siteURL))
        if !quiet, !plan.textOnStandardOutput {
            FileHandle.standardError.write(Data((SummaryLine.text(report) + "\n").utf8))
        }
        if failOn.fails(report.findings) { throw ExitCode(1) }
    }
}
