import Foundation
import XCTest

/// The GitHub Action's steps (scripts/action/) run here as the runner runs them: the install
/// step downloads a release laid out as scripts/release lays it out (from a file URL instead
/// of GitHub), checks its SHA-256 and extends PATH; the scan step turns inputs into options.
final class ActionScriptsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try CommandRunner.temporaryFolder(self)
    }

    private func runScript(_ name: String, environment: [String: String]) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = CommandRunner.repositoryRoot.appendingPathComponent("scripts/action/\(name)")
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func shell(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, command)
    }

    /// A release of version 9.9.9 for this machine under `releases/v9.9.9/`, as scripts/release names it.
    private func publishRelease() throws -> String {
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let name = "a11yscan-9.9.9-linux-\(machine)"
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("stage/\(name)/bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.binary, to: folder.appendingPathComponent("stage/\(name)/bin/a11yscan"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("releases/v9.9.9"), withIntermediateDirectories: true)
        try shell("tar -czf releases/v9.9.9/\(name).tar.gz -C stage \(name) && cd releases/v9.9.9 && sha256sum \(name).tar.gz > \(name).tar.gz.sha256")
        return name
    }

    func testInstallChecksTheReleaseAndExtendsPath() throws {
        let name = try publishRelease()
        let environment = ["VERSION": "", "ACTION_REF": "v9.9.9", "RELEASES": folder.appendingPathComponent("releases").absoluteString,
                           "RUNNER_TEMP": folder.appendingPathComponent("runner").path,
                           "GITHUB_PATH": folder.appendingPathComponent("github-path").path]
        let installed = try runScript("install", environment: environment)
        XCTAssertEqual(installed.status, 0, installed.stdout + installed.stderr)
        let bin = folder.appendingPathComponent("runner/a11yscan-9.9.9/\(name)/bin").path
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("github-path"), encoding: .utf8), bin + "\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bin + "/a11yscan"))

        try shell("echo 'tampered' >> releases/v9.9.9/\(name).tar.gz")
        let tampered = try runScript("install", environment: environment)
        XCTAssertEqual(tampered.status, 2)
        XCTAssertTrue(tampered.stdout.contains("::error title=a11yscan::\(name).tar.gz does not match its SHA-256"), tampered.stdout)
    }

    func testInstallNeedsAReleaseTag() throws {
        let result = try runScript("install", environment: ["VERSION": "", "ACTION_REF": "main", "RELEASES": "file:///nowhere"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.contains("set the action's version input to a release tag"), result.stdout)
    }

    func testScanTurnsInputsIntoOptionsAndRecordsTheExitCode() throws {
        try CommandRunner.write(Samples.swiftWithFinding, "App/Bad.swift", in: folder)
        let path = CommandRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try runScript("scan", environment: [
            "PATH": path, "PATHS": "App\n", "FORMATS": "github", "FAIL_ON": "warning", "SARIF_FILE": "a11yscan.sarif",
            "DIFF": "", "ARGS": "--jobs 1", "IMAGE": "", "GITHUB_OUTPUT": folder.appendingPathComponent("outputs").path,
        ])
        XCTAssertEqual(result.status, 0, "the exit code is applied after the upload: \(result.stderr)")
        XCTAssertTrue(result.stdout.hasPrefix("::warning file=") && result.stdout.contains("Bad.swift,line=5,"), result.stdout)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("outputs"), encoding: .utf8),
                       "exit-code=1\nsarif-file=a11yscan.sarif\n")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("a11yscan.sarif"))) as? [String: Any]
        let results = (sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        XCTAssertEqual(results?.count, 1)
    }

    /// Every input the steps read is declared, every declared input is read, and every step
    /// script exists, so a renamed input cannot silently become empty.
    func testActionDeclaresWhatItUses() throws {
        let action = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let used = Set(action.matches(of: /inputs\.([a-z-]+)/).map { String($0.output.1) })
        let declaredBlock = try XCTUnwrap(action.components(separatedBy: "\ninputs:\n").dropFirst().first?
            .components(separatedBy: "\noutputs:\n").first)
        let declared = Set(("\n" + declaredBlock).matches(of: /\n  ([a-z-]+):\n/).map { String($0.output.1) })
        XCTAssertEqual(used, declared)
        for script in action.matches(of: /\$GITHUB_ACTION_PATH\/([a-z\/]+)/).map({ String($0.output.1) }) {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: CommandRunner.repositoryRoot.appendingPathComponent(script).path),
                          script)
        }
    }
}
