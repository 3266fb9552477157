import Foundation
import XCTest

/// Reports written while the scan runs: several formats of one run are the same bytes whatever
/// the job count and whether they go to a file or to standard output, and a report whose
/// write fails part-way leaves nothing behind, neither half a report nor a temporary file.
final class StreamingOutputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        let sources = folder.appendingPathComponent("src")
        for number in 0..<150 {
            let url = sources.appendingPathComponent("Feature\(number % 7)/Screen\(String(format: "%03d", (number * 31) % 150)).swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let padding = String(repeating: "\n", count: number % 4)
            let text = number % 5 == 4 ? Samples.swiftClean : padding + Samples.swiftWithFinding
            var bytes = Array(text.utf8)
            if number % 23 == 3 { bytes += [0x0A, 0xFF, 0xFE, 0x0A] }
            try Data(bytes).write(to: url)
        }
    }

    private static let formats = ["json", "sarif", "xcode", "checkstyle", "gitlab", "github", "text", "markdown", "junit"]

    private func contents(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    func testEveryFormatOfOneRunIsTheSameForAnyJobCountAndOnStandardOutput() throws {
        var byJobs: [Int: [Data]] = [:]
        for jobs in [1, 2, 8] {
            var arguments = ["src", "--jobs", "\(jobs)"]
            for format in Self.formats { arguments += ["--format", format, "--output", "out-\(jobs).\(format)"] }
            let result = try CommandRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            byJobs[jobs] = try Self.formats.map { try contents("out-\(jobs).\($0)") }
        }
        for (index, format) in Self.formats.enumerated() {
            XCTAssertEqual(byJobs[1]?[index], byJobs[2]?[index], "\(format): --jobs 1 and 2 differ")
            XCTAssertEqual(byJobs[1]?[index], byJobs[8]?[index], "\(format): --jobs 1 and 8 differ")
        }
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: try contents("out-1.json")) as? [String: Any])["findings"]
        XCTAssertEqual((findings as? [Any])?.count, 120, "one finding in each file with one")
        for format in ["json", "sarif", "checkstyle"] {
            let alone = try CommandRunner.run(["src", "--jobs", "2", "--format", format], in: folder)
            XCTAssertEqual(Data(alone.stdout.utf8), try contents("out-1.\(format)"), "\(format) on standard output")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "no temporary or spill file is left")
    }

    func testAReportAppendedToStandardOutputFollowsWhatWasThere() throws {
        // Standard output opened for appending cannot take the in-kernel copy of the held-aside
        // findings, so this run copies them through memory: the bytes must be the same.
        let expected = try CommandRunner.run(["src", "--format", "json"], in: folder)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf 'before\\n' > appended.json && \"$0\" src --format json --quiet >> appended.json",
                           CommandRunner.binary.path]
        shell.currentDirectoryURL = folder
        try shell.run()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 1, "findings were reported")
        XCTAssertEqual(try contents("appended.json"), Data(("before\n" + expected.stdout).utf8))
    }

    func testTwoFormatsToOnePathLeaveTheLastOneWhole() throws {
        let result = try CommandRunner.run(["src", "--format", "xcode", "--output", "out", "--format", "json", "--output", "out"],
                                           in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try JSONSerialization.jsonObject(with: try contents("out")) as? [String: Any]
        XCTAssertEqual((report?["findings"] as? [Any])?.count, 120)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["out", "src"])
    }

    /// Runs with a file size limit (`ulimit -f`), the size-limit signal ignored, so that
    /// writing past the limit fails with an error the way a full disk does.
    private func runWithFileSizeLimit(_ arguments: [String]) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", CommandRunner.binary.path] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        group.wait()
        return CommandRunner.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                                    stderr: String(decoding: errData, as: UTF8.self))
    }

    func testAWriteThatFailsPartWayLeavesTheOldReportAndNoTemporaryFile() throws {
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let unlimited = try CommandRunner.run(["src", "--format", "json"], in: folder)
        XCTAssertGreaterThan(unlimited.stdout.utf8.count, 16 * 1024, "the report is larger than the size limit")
        for format in ["json", "xcode"] {
            let target = reports.appendingPathComponent("scan.\(format)")
            try "old report\n".write(to: target, atomically: true, encoding: .utf8)
            let result = try runWithFileSizeLimit(["src", "--format", format, "--output", "reports/scan.\(format)"])
            XCTAssertEqual(result.status, 2, "\(format): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("cannot write reports/scan.\(format)"), result.stderr)
            XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "old report\n", "\(format): the old report is kept")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path), ["scan.\(format)"],
                           "\(format): no temporary or spill file is left")
            try FileManager.default.removeItem(at: target)
        }
    }

    func testAnInterruptedScanLeavesNoTemporaryFile() throws {
        let big = folder.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        let screen = String(repeating: Samples.swiftWithFinding + "\n", count: 30)
        for number in 0..<1_500 {
            try screen.write(to: big.appendingPathComponent("Screen\(number).swift"), atomically: false, encoding: .utf8)
        }
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["big", "--jobs", "1", "--format", "xcode", "--output", "reports/scan.txt", "--quiet"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var sawTemporaryFile = false
        for _ in 0..<3_000 where process.isRunning {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: reports.path), names.contains(where: { $0.hasSuffix(".tmp") }) {
                sawTemporaryFile = true
                break
            }
            usleep(10_000)
        }
        guard sawTemporaryFile, process.isRunning else {
            process.waitUntilExit()
            throw XCTSkip("the scan finished before it could be interrupted")
        }
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the process ends by the signal")
        XCTAssertEqual(process.terminationStatus, SIGTERM)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path), [], "the temporary file is removed")
    }
}
