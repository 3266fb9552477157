import A11yScanCore
import A11yScanReport
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
    static func configurator(_ knownEntries: Set<String>) -> any RepositoryConfigurator {
        ConfigurationFileConfigurator(knownEntries: knownEntries)
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

    @Option(name: .long, help: "Threads in total, shared by repositories and their files (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .long, help: "Follow symbolic links inside repositories (loops are detected).")
    var follow = false

    @Flag(name: .long, help: "Do not read .gitignore files.")
    var noIgnore = false

    @Option(name: .long, help: "Only scan files matching this glob, relative to each repository (repeatable).")
    var include: [String] = []

    @Option(name: .long, help: "Skip files matching this glob, relative to each repository (repeatable).")
    var exclude: [String] = []

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more") }
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
        let guidance = guidelines.load()
        let ruleSet = try rules.load(knownEntries: guidance.knownEntries).active
        try outputs.checkDestinations()
        let previous = try outputs.loadPrevious()
        var walk = WalkOptions()
        walk.followSymlinks = follow
        walk.respectGitignore = !noIgnore
        walk.include = try include.map(Self.glob)
        walk.exclude = try exclude.map(Self.glob)
        let cacheStore: RepositoryResultStore?
        do {
            cacheStore = try cache.map { folder throws(BatchStoreError) in try RepositoryResultStore(directory: folder) }
        } catch {
            throw CommandLineError.usage("--cache \(error.description)")
        }
        let workspace = try BatchOutputOptions.workspace()
        defer { workspace.remove() }
        let runner = BatchRunner(
            settings: RepositoryScanSettings(walk: walk, rules: ruleSet, guidelines: guidance),
            configurator: Self.configurator(guidance.knownEntries), jobs: jobs, toolVersion: A11yScanCommand.version,
            guidelinesURL: guidelines.siteURL, cache: cacheStore, shard: shard, previous: previous)
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

/// The outputs `batch` and `merge` share: report files, the previous report, `--fail-on` and
/// the summary line. Reports are written in one pass over the stored results, each to a
/// temporary file beside its target that is renamed into place once complete.
struct BatchOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write the aggregate JSON report here (`-`: standard output).", valueName: "file"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write one CSV row per finding here (`-`: standard output).", valueName: "file"))
    var csv: String?

    @Option(name: .long, help: ArgumentHelp("Write the self-contained HTML report here (`-`: standard output).", valueName: "file"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("A previous --json report: show new and fixed findings per repository.", valueName: "file"))
    var previous: String?

    @Option(name: .long, help: "Exit 1 when a finding is at or above this severity: note, warning, error or never.")
    var failOn: FailThreshold = .never

    @Flag(name: .long, help: "No progress line and no summary on standard error.")
    var quiet = false

    func validate() throws {
        if [json, csv, html].filter({ $0 == "-" }).count > 1 {
            throw ValidationError("only one of --json, --csv and --html can be `-` (standard output)")
        }
    }

    /// Fails early, before any scanning, when an output's folder does not exist.
    func checkDestinations() throws {
        for path in [json, csv, html].compactMap({ $0 }) where path != "-" {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandLineError.output(path: path, reason: "no such folder: \(folder)")
            }
        }
    }

    func loadPrevious() throws -> PreviousFindings? {
        guard let path = previous else { return nil }
        let document = try Self.readBatchDocument(path)
        var findings = PreviousFindings()
        for repository in document.repositories { findings.add(repository: repository.name, findings: repository.findings) }
        return findings
    }

    static func readBatchDocument(_ path: String) throws -> BatchJSONReader.Document {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError.usage("cannot read \(path) (hint: give the --json output of `a11yscan batch`)")
        }
        do {
            return try BatchJSONReader.decode(Array(data), source: path)
        } catch {
            throw CommandLineError.usage("\(path): \(error.description)")
        }
    }

    /// A scratch folder for results not kept in a cache.
    static func workspace() throws -> RepositoryResultStore {
        do {
            return try RepositoryResultStore.temporary()
        } catch {
            throw CommandLineError.usage(error.description)
        }
    }

    /// Writes the reports (or the text table when none is asked for), the summary line, and
    /// applies `--fail-on`.
    func finish(_ outcome: BatchOutcome, previous: PreviousFindings?) throws {
        var targets: [(path: String, writer: any BatchReportWriter)] = []
        if let json { targets.append((json, BatchJSONWriter())) }
        if let csv { targets.append((csv, BatchCSVWriter())) }
        if let html { targets.append((html, BatchHTMLWriter(previous: previous))) }
        if targets.isEmpty {
            FileHandle.standardOutput.write(Data(BatchTextSummary.text(outcome.overview).utf8))
        } else {
            try BatchReportFiles.write(outcome, to: targets)
        }
        if !quiet { FileHandle.standardError.write(Data((Self.summaryLine(outcome.overview) + "\n").utf8)) }
        if let threshold = Severity(rawValue: failOn.rawValue), outcome.overview.totals.counts.count(atLeast: threshold) > 0 {
            throw ExitCode(1)
        }
    }

    static func summaryLine(_ overview: BatchOverview) -> String {
        let totals = overview.totals
        let counts = totals.counts
        var line = "a11yscan: \(totals.repositories) repositor\(totals.repositories == 1 ? "y" : "ies")"
        if totals.notScanned > 0 { line += " (\(totals.notScanned) not scanned)" }
        line += ", \(totals.filesScanned) file\(totals.filesScanned == 1 ? "" : "s")"
        line += ", \(counts.total) finding\(counts.total == 1 ? "" : "s")"
        line += " (\(counts.errors) error\(counts.errors == 1 ? "" : "s"), \(counts.warnings) warning\(counts.warnings == 1 ? "" : "s"), \(counts.notes) note\(counts.notes == 1 ? "" : "s"))"
        line += "; \(overview.run.scanned) scanned, \(overview.run.fromCache) from cache"
        return line
    }
}

/// Streams batch reports to their files in one pass over the stored results. Like single-scan
/// reports, a regular file is written to a temporary sibling and renamed into place at the end;
/// a target that is not a regular file (`/dev/null`, a FIFO) is written in place, and a
/// symbolic link is followed rather than replaced.
enum BatchReportFiles {
    private struct Sink {
        var shownPath: String
        var handle: FileHandle
        var writer: any BatchReportWriter
        /// The temporary file and the path it is renamed to; nil when written in place.
        var rename: (temporary: String, target: String)?
    }

    static func write(_ outcome: BatchOutcome, to targets: [(path: String, writer: any BatchReportWriter)]) throws {
        var sinks: [Sink] = []
        defer {
            for sink in sinks {
                if let temporary = sink.rename?.temporary { try? FileManager.default.removeItem(atPath: temporary) }
            }
        }
        for target in targets { sinks.append(try open(target.path, writer: target.writer)) }
        func emit(_ index: Int, _ bytes: [UInt8]) throws {
            guard !bytes.isEmpty else { return }
            do {
                try sinks[index].handle.write(contentsOf: bytes)
            } catch {
                throw CommandLineError.output(path: sinks[index].shownPath, reason: (error as NSError).localizedDescription)
            }
        }
        for index in sinks.indices { try emit(index, sinks[index].writer.begin(outcome.overview)) }
        for position in outcome.resultPaths.indices {
            let result: RepositoryResult
            do {
                result = try outcome.result(at: position)
            } catch {
                throw CommandLineError.usage(error.description)
            }
            for index in sinks.indices { try emit(index, sinks[index].writer.repository(result)) }
        }
        for index in sinks.indices { try emit(index, sinks[index].writer.end()) }
        for sink in sinks {
            if sink.shownPath != "-" { try? sink.handle.close() }
            guard let (temporary, target) = sink.rename else { continue }
            if rename(temporary, target) != 0 {
                throw CommandLineError.output(path: sink.shownPath, reason: String(cString: strerror(errno)))
            }
        }
    }

    private static func open(_ path: String, writer: any BatchReportWriter) throws -> Sink {
        if path == "-" { return Sink(shownPath: path, handle: FileHandle.standardOutput, writer: writer) }
        let target = URL(fileURLWithPath: followingLinks(path))
        var info = stat()
        if stat(target.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard let handle = FileHandle(forWritingAtPath: target.path) else {
                throw CommandLineError.output(path: path, reason: "cannot open for writing")
            }
            return Sink(shownPath: path, handle: handle, writer: writer)
        }
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).a11yscan-\(ProcessInfo.processInfo.processIdentifier).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw CommandLineError.output(path: path, reason: "cannot create a file in its folder")
        }
        return Sink(shownPath: path, handle: handle, writer: writer, rename: (temporary, target.path))
    }

    /// The path a chain of symbolic links ends at; the end need not exist yet.
    private static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}

/// The updating progress line on a terminal's standard error, redrawn at most ten times a
/// second (and for the last repository). Shows nothing when disabled.
final class BatchProgressDisplay: Sendable {
    private let enabled: Bool
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    init(enabled: Bool) { self.enabled = enabled }

    var show: (@Sendable (BatchProgress) -> Void)? {
        guard enabled else { return nil }
        return { [self] progress in draw(progress) }
    }

    private func draw(_ progress: BatchProgress) {
        let now = ContinuousClock.now
        let due = lastDrawn.withLock { last -> Bool in
            guard progress.done == progress.total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return }
        let line = BatchProgressLine.text(progress, width: Self.terminalWidth())
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
    }

    /// Erases the progress line so what follows starts on a clean line.
    func clear() {
        guard enabled, lastDrawn.withLock({ $0 != nil }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
