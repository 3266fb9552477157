import A11yScanBatch
import A11yScanCore
import A11yScanFindings
import A11yScanReport
import A11yScanSystem
import ArgumentParser
import Foundation
import Synchronization

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

    @Option(name: .long, help: ArgumentHelp(
        "An earlier --json report (repeatable, oldest first): the last gives new and fixed findings, all of them the trend charts.",
        valueName: "file"))
    var previous: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "A folder of earlier --json reports, read in name order before any --previous (name them by date).", valueName: "dir"))
    var history: String?

    @OptionGroup var ruleDocs: RuleDocsOptions

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

    func loadPrevious() throws -> PreviousReports {
        try PreviousReports.load(history: history, previous: previous, skipping: json)
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

    /// A scratch folder for results not kept in a cache, removed if the run is interrupted;
    /// give it to `removeWorkspace` when the run ends.
    static func workspace() throws -> RepositoryResultStore {
        do {
            let workspace = try RepositoryResultStore.temporary()
            InterruptCleanup.removeFolder(onInterrupt: workspace.directory)
            return workspace
        } catch {
            throw CommandLineError.usage(error.description)
        }
    }

    static func removeWorkspace(_ workspace: RepositoryResultStore) {
        workspace.remove()
        InterruptCleanup.forgetFolder(workspace.directory)
    }

    /// Writes the reports (or the text table when none is asked for), the summary line, and
    /// applies `--fail-on`.
    func finish(_ outcome: BatchOutcome, previous: PreviousReports) throws {
        var targets: [(path: String, writer: any BatchReportWriter)] = []
        if let json { targets.append((json, BatchJSONWriter())) }
        if let csv { targets.append((csv, BatchCSVWriter())) }
        if let html {
            targets.append((html, BatchHTMLWriter(previous: previous.findings, history: previous.trend, date: try Self.reportDate(),
                                                  ruleDocs: ruleDocs.link)))
        }
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

    /// When the report is written: `SOURCE_DATE_EPOCH` (seconds since 1970) when set, so a page
    /// can be made again byte for byte, else now.
    static func reportDate() throws -> ReportDate {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else {
            return ReportDate(secondsSince1970: Int(Date().timeIntervalSince1970))
        }
        guard let seconds = Int(text) else {
            throw CommandLineError.usage("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not `\(text)`")
        }
        return ReportDate(secondsSince1970: seconds)
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
