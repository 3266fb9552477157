import A11yScanBatch
import A11yScanCore
import A11yScanGitProcess
import A11yScanGuidelines
import A11yScanReport
import A11yScanWalk
import ArgumentParser
import Foundation
import Synchronization

/// `a11yscan batch`: scans many repositories and writes one aggregated report. Wiring only:
/// the engine lists, shards, scans and caches; the reporters write the files.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Scan many repositories and write one aggregated report (JSON, CSV, HTML).",
        discussion: """
            Each INPUT is a list file (one repository folder per line; # starts a comment; relative \
            paths are relative to the list's folder) or a parent folder whose immediate sub-folders \
            are repositories. A repository is named by its line in the list, or by its folder name. \
            Each is scanned as `a11yscan scan` would: inline suppressions and its .a11yscan.yml apply. \
            Missing, unreadable and empty repositories are reported in the results; they never stop \
            the batch.

            Outputs: --json (versioned, see docs/batch-format.md), --csv (one row per finding) and \
            --html (one self-contained page); `-` writes one of them to standard output. Without \
            any, a table of the repositories is printed.

            --cache DIR keeps each repository's results, keyed by its HEAD commit (or a digest of \
            its files' paths, sizes and modification times outside git), the rules and the \
            options, so an interrupted or repeated batch skips repositories already done. \
            --shard K/N scans only shard K of N (1-based; by FNV-1a of the repository name); \
            `a11yscan merge` combines the shards' --json outputs into the single-run report.

            Exit status: 0 the batch ran (findings do not fail it unless --fail-on is given); \
            1 findings at or above --fail-on; 2 usage error (bad option, unreadable input or \
            list, unusable cache folder or previous report, unwritable output).
            """)

    /// How each repository's own configuration is applied: its `.a11yscan.yml`, when it has one.
    static func configurator(_ knownEntries: Set<String>, teamEntries: [GuidelineEntry]) -> any RepositoryConfigurator {
        ConfigurationFileConfigurator(knownEntries: knownEntries, teamEntries: teamEntries)
    }

    @Argument(help: ArgumentHelp("List files and/or parent folders of repositories.", valueName: "input"))
    var inputs: [String] = []

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @OptionGroup var outputs: BatchOutputOptions

    @Option(name: .long, help: ArgumentHelp("Keep per-repository results in this folder and reuse them.", valueName: "dir"))
    var cache: String?

    @Option(name: .long, help: ArgumentHelp("Scan only shard K of N (1-based), e.g. 2/8.", valueName: "K/N"))
    var shard: String?

    /// Optional, so help shows the documented default rather than this machine's core count.
    @Option(name: .long, help: "Threads in total, shared by repositories and their files (default: the number of cores).")
    var jobs: Int?

    private var threads: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @Flag(name: .long, help: "Follow symbolic links inside repositories (loops are detected).")
    var follow = false

    @Flag(name: .long, help: "Do not read .gitignore files.")
    var noIgnore = false

    @Flag(name: .long, help: "Also scan code that never ships: test folders and files, previews and views nothing in the repository names, which are skipped by default.")
    var allCode = false

    @Option(name: .long, help: "Only scan files matching this glob, relative to each repository (repeatable).")
    var include: [String] = []

    @Option(name: .long, help: "Skip files matching this glob, relative to each repository (repeatable).")
    var exclude: [String] = []

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        guard !inputs.isEmpty else { throw ValidationError("give at least one list file or parent folder") }
    }

    func run() throws {
        let shard: BatchShard?
        let repositories: [BatchRepository]
        do {
            shard = try self.shard.map { text throws(BatchInputError) in try BatchShard(parsing: text) }
            repositories = try RepositoryList.read(inputs)
        } catch {
            throw CommandLineError.usage(error.description)
        }
        let teamEntries = try rules.teamEntries()
        let guidance = guidelines.load(entries: teamEntries)
        let ruleSet = try rules.load(knownEntries: guidance.knownEntries, examples: false).active
        try outputs.checkDestinations()
        let previous = try outputs.loadPrevious()
        var walk = WalkOptions()
        walk.followSymlinks = follow
        walk.respectGitignore = !noIgnore
        walk.skipsNonShippingCode = !allCode
        walk.include = try include.map(Self.glob)
        walk.exclude = try exclude.map(Self.glob)
        let cacheStore: RepositoryResultStore?
        do {
            cacheStore = try cache.map { folder throws(BatchStoreError) in try RepositoryResultStore(directory: folder) }
        } catch {
            throw CommandLineError.usage("--cache \(error.description)")
        }
        let workspace = try BatchOutputOptions.workspace()
        defer { BatchOutputOptions.removeWorkspace(workspace) }
        let runner = BatchRunner(
            settings: RepositoryScanSettings(walk: walk, rules: ruleSet, guidelines: guidance),
            configurator: Self.configurator(guidance.knownEntries, teamEntries: teamEntries), jobs: threads,
            toolVersion: A11yScanCommand.version, guidelinesURL: guidelines.siteURL, cache: cacheStore, shard: shard, previous: previous.findings,
            git: try? GitProcess.locate())
        let display = BatchProgressDisplay(enabled: !outputs.quiet && isatty(STDERR_FILENO) == 1)
        let outcome: BatchOutcome
        do {
            outcome = try runner.run(repositories, workspace: workspace, progress: display.show)
        } catch {
            display.clear()
            throw CommandLineError.usage("\(error)")
        }
        display.clear()
        try outputs.finish(outcome, previous: previous)
    }

    private static func glob(_ pattern: String) throws -> Glob {
        do {
            return try Glob(pattern)
        } catch {
            throw CommandLineError.usage("bad glob: \(error.description)")
        }
    }
}
