import A11yScanBatch
import A11yScanCore
import A11yScanReport
import Foundation

/// The earlier batch reports a run is compared with: every `*.json` of a history folder in name
/// order, then each `--previous` file in the order given. The last one is the report new and
/// fixed findings are counted against; all of them are points of the trend charts, labelled by
/// file name (so reports named by date, `2025-06-02.json`, read as dates).
struct PreviousReports {
    /// The newest report's findings; nil without earlier reports.
    var findings: PreviousFindings?
    /// Oldest first.
    var trend: [TrendPoint] = []

    /// Reads the reports one at a time; `skipping` is a path not to read (the report this run
    /// writes into the history folder).
    static func load(history folder: String?, previous: [String], skipping output: String?) throws -> PreviousReports {
        var paths: [String] = []
        if let folder {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw CommandLineError.usage("--history \(folder): cannot list the folder (hint: give a folder of earlier --json reports)")
            }
            let skipped = output.map(Self.canonical)
            paths = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted(by: BatchOrder.precedes)
                .map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
                .filter { Self.canonical($0) != skipped }
        }
        paths += previous
        var reports = PreviousReports()
        for (index, path) in paths.enumerated() {
            let document = try BatchOutputOptions.readBatchDocument(path)
            let label = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            reports.trend.append(TrendPoint(label: label, results: document.repositories))
            if index == paths.count - 1 {
                var findings = PreviousFindings()
                for repository in document.repositories { findings.add(repository: repository.name, findings: repository.findings) }
                reports.findings = findings
            }
        }
        return reports
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
