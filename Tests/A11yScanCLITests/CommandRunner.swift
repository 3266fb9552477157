import Foundation
import XCTest

/// Runs the built `a11yscan` binary as a user would, capturing status and output.
enum CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (SwiftPM builds every product before testing).
    static var binary: URL {
        var directory = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("a11yscan").path) {
            directory = repositoryRoot.appendingPathComponent(".build/debug")
        }
        return directory.appendingPathComponent("a11yscan")
    }

    private final class Marker {}

    static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder, removed after the test.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes `text` to `name` inside `folder`, creating the folders on the way.
    static func write(_ text: String, _ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Small Swift/Kotlin sources with and without a known finding.
enum Samples {
    static let swiftWithFinding = """
        struct SaveButton: View {
            var body: some View {
                Button(action: save) {
                    HStack {
                        Image(systemName: "tray.and.arrow.down")
                        Text("Save")
                    }
                }
            }
        }
        """
    static let swiftClean = """
        struct SaveButton: View {
            var body: some View {
                Button(action: save) {
                    Label("Save", systemImage: "tray.and.arrow.down")
                }
            }
        }
        """
}
