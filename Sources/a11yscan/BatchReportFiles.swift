import A11yScanBatch
import A11yScanCore
import A11yScanReport
import A11yScanSystem
import ArgumentParser
import Foundation
import Synchronization

/// Streams batch reports to their files in one pass over the stored results, each through an
/// `AtomicFile` (renamed into place only when every report is complete).
enum BatchReportFiles {
    static func write(_ outcome: BatchOutcome, to targets: [(path: String, writer: any BatchReportWriter)]) throws {
        var files: [AtomicFile] = []
        var writers: [any BatchReportWriter] = []
        var committed = false
        defer { if !committed { files.forEach { $0.discard() } } }
        for target in targets {
            files.append(try AtomicFile.open(target.path))
            writers.append(target.writer)
        }
        for index in files.indices { try files[index].append(writers[index].begin(outcome.overview)) }
        for position in outcome.resultPaths.indices {
            let result: RepositoryResult
            do {
                result = try outcome.result(at: position)
            } catch {
                throw CommandLineError.usage(error.description)
            }
            for index in files.indices { try files[index].append(writers[index].repository(result)) }
        }
        for index in files.indices { try files[index].append(writers[index].end()) }
        for file in files { try file.commit() }
        committed = true
    }
}
