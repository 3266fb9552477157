import Foundation
import XCTest

/// A batch stopped by a signal leaves no scratch folder and no partial report behind, and
/// still ends by that signal, so a shell or CI runner sees an interrupted run.
final class BatchInterruptTests: XCTestCase {
    func testInterruptedBatchRemovesItsScratchFolder() throws {
        try assertCleanStop(signal: SIGINT) { $0.interrupt() }
    }

    func testTerminatedBatchRemovesItsScratchFolder() throws {
        try assertCleanStop(signal: SIGTERM) { $0.terminate() }
    }

    private func assertCleanStop(signal: Int32, send: (Process) -> Void, line: UInt = #line) throws {
        let folder = try CommandRunner.temporaryFolder(self)
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // Enough repositories that the batch is still running when the signal comes.
        let screen = String(repeating: Samples.swiftWithFinding + "\n", count: 60)
        for index in 0..<300 {
            try CommandRunner.write(screen, "repos/r\(index)/Screen.swift", in: folder)
        }
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["batch", "repos", "--json", "out.json", "--jobs", "1", "--quiet"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        // Wait until the batch has stored a repository's results in its scratch folder.
        let deadline = Date().addingTimeInterval(30)
        var stored = false
        while !stored, process.isRunning, Date() < deadline {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
            stored = folders.contains { (try? FileManager.default.contentsOfDirectory(
                atPath: scratch.appendingPathComponent($0).path))?.isEmpty == false }
            if !stored { usleep(5_000) }
        }
        XCTAssertTrue(stored, "the batch stored no result before it ended", line: line)
        XCTAssertTrue(process.isRunning, "the batch ended before the signal", line: line)
        send(process)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .uncaughtSignal, line: line)
        XCTAssertEqual(process.terminationStatus, signal, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "scratch left behind", line: line)
        let reports = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("out.json") }
        XCTAssertEqual(reports, [], "a partial report or its temporary file was left", line: line)
    }
}
