import A11yScanFindings
import Foundation
import XCTest

/// The binary against awkward file systems: link loops, links leaving the scan root, FIFOs and
/// devices (run with a time limit: opening one could block forever), unreadable files and
/// folders. Each scan also holds a normal file whose finding must still be reported.
final class RobustnessFileSystemTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
        try write(Samples.swiftWithFinding, "repo/Normal.swift")
    }

    private func write(_ text: String, _ name: String) throws {
        try CommandRunner.write(text, name, in: folder)
    }

    private func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    func testLinkLoopsAndLinksOutsideTheRootAreFollowedOnlyWhenAsked() throws {
        try write(Samples.swiftWithFinding, "outside/Elsewhere.swift")
        try link("repo/loop", to: "..")
        try link("repo/Self.swift", to: "Self.swift")
        try link("repo/out", to: folder.appendingPathComponent("outside").path)
        let plain = try TimedCommand.run(["repo", "--format", "json"], in: folder)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        XCTAssertEqual(plain.findingPaths, ["Normal.swift"], "no link is entered by default")
        XCTAssertTrue(plain.problems.contains { $0.path == "out" && $0.message.contains("outside the scan root") }, "\(plain.problems)")

        let followed = try TimedCommand.run(["repo", "--format", "json", "--follow"], in: folder)
        XCTAssertEqual(followed.status, 1, followed.stderr)
        XCTAssertEqual(followed.findingPaths, ["Normal.swift", "out/Elsewhere.swift"], "with --follow the outside folder is scanned once")
        XCTAssertTrue(followed.problems.contains { $0.path == "loop" && $0.message.contains("loop") }, "\(followed.problems)")
        XCTAssertTrue(followed.problems.contains { $0.path == "Self.swift" && $0.kind == "unreadable" },
                      "a source link to itself is reported: \(followed.problems)")
    }

    func testFifosAndDevicesAreNeverOpened() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("repo/Pipe.swift").path, 0o644), 0)
        try link("repo/Zero.swift", to: "/dev/zero")
        try link("Console.swift", to: "/dev/tty")
        for follow in [[], ["--follow"]] {
            let walked = try TimedCommand.run(["repo", "--format", "json"] + follow, in: folder)
            XCTAssertEqual(walked.status, 1, walked.stderr)
            XCTAssertEqual(walked.findingPaths, ["Normal.swift"], "\(follow)")
        }
        let named = try TimedCommand.run(["repo/Pipe.swift", "repo/Zero.swift", "Console.swift", "repo/Normal.swift", "--format", "json"],
                                         in: folder)
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertEqual(named.findingPaths, ["repo/Normal.swift"])
        XCTAssertEqual(Set(named.problems.map(\.path)), ["repo/Pipe.swift", "repo/Zero.swift", "Console.swift"])
        XCTAssertEqual(Set(named.problems.map(\.kind)), ["skipped-special"])
    }

    /// The superuser reads every file whatever its mode, so the scan runs as `nobody` when the
    /// tests run as root (and `setpriv` is there); otherwise as the current user.
    func testUnreadableFilesAndFoldersAreReportedAndTheScanGoesOn() throws {
        try write("let hidden = 1\n", "repo/Secret.swift")
        try write(Samples.swiftWithFinding, "repo/locked/Inner.swift")
        let secret = folder.appendingPathComponent("repo/Secret.swift").path
        let locked = folder.appendingPathComponent("repo/locked").path
        XCTAssertEqual(chmod(secret, 0), 0)
        XCTAssertEqual(chmod(locked, 0), 0)
        addTeardownBlock { _ = chmod(locked, 0o755); _ = chmod(secret, 0o644) }
        var user: TimedCommand.User = .current
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: TimedCommand.setpriv) else {
                throw XCTSkip("running as root without \(TimedCommand.setpriv): every file is readable")
            }
            XCTAssertEqual(chmod(folder.path, 0o755), 0, "nobody must be able to enter the test folder")
            user = .nobody
        }
        let result = try TimedCommand.run(["repo", "--format", "json"], in: folder, as: user)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.findingPaths, ["Normal.swift"])
        XCTAssertEqual(Set(result.problems.map { "\($0.path) \($0.kind)" }), ["Secret.swift unreadable", "locked unreadable"])
        XCTAssertTrue(result.problems.allSatisfy { $0.message.contains("Permission denied") }, "\(result.problems)")
        XCTAssertTrue(result.stderr.contains("2 file problems"), result.stderr)
    }
}

/// Runs the built binary with a time limit, optionally as the unprivileged `nobody`, and
/// reads the JSON report it prints. A run that does not end in time is killed and fails.
enum TimedCommand {
    enum User { case current, nobody }

    static let setpriv = "/usr/bin/setpriv"

    struct Problem: Decodable {
        var path: String
        var kind: String
        var message: String
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var report: Report?

        var findingPaths: [String] { (report?.findings ?? []).map(\.path) }
        var problems: [Problem] { report?.problems ?? [] }
    }

    struct Report: Decodable {
        struct Finding: Decodable {
            var path: String
            var ruleId: String
            var line: Int
        }
        var findings: [Finding]
        var problems: [Problem]
    }

    static func run(_ arguments: [String], in directory: URL, as user: User = .current, seconds: Double = 60) throws -> Result {
        let process = Process()
        switch user {
        case .current:
            process.executableURL = CommandRunner.binary
            process.arguments = arguments
        case .nobody:
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.binary.path] + arguments
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Read while the process runs, so a full pipe cannot stall it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            _ = group.wait(timeout: .now() + 5)
            XCTFail("a11yscan \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s")
            return Result(status: -1, stdout: "", stderr: "timed out", report: nil)
        }
        group.wait()
        let report = try? JSONDecoder().decode(Report.self, from: outData)
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), report: report)
    }
}
