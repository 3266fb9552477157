import Foundation
import XCTest

/// A real git repository in a fresh temporary folder for changed-lines tests. Commands run the
/// `git` executable directly, with an identity given on the command line and signing off, so
/// the machine's own git configuration cannot make a commit fail.
final class GitSandbox {
    let root: URL
    private let container: URL

    /// Creates an empty folder; `initialize` makes it a repository on branch `main`.
    init(_ test: XCTestCase, initialize: Bool = true) throws {
        container = FileManager.default.temporaryDirectory.appendingPathComponent("git-sandbox-\(UUID().uuidString)")
        root = container.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let container = self.container
        test.addTeardownBlock { try? FileManager.default.removeItem(at: container) }
        if initialize { try git("init", "-q", "-b", "main") }
    }

    /// A sibling folder of the work tree inside the same temporary container.
    func sibling(_ name: String) -> URL { container.appendingPathComponent(name) }

    var path: String { root.path }

    /// Runs git in the work tree (or `folder`) and returns its trimmed standard output.
    @discardableResult
    func git(_ arguments: String..., in folder: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Sandbox", "-c", "user.email=sandbox@example.invalid",
                             "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = folder ?? root
        var environment = ProcessInfo.processInfo.environment
        for key in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment.removeValue(forKey: key) }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        // The termination handler fires as soon as git exits; `waitUntilExit` can poll slowly.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "GitSandbox", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(text)"])
        }
        return text
    }

    /// Writes `text` to `relativePath` in the work tree, creating folders.
    func write(_ relativePath: String, _ text: String) throws {
        let file = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Stages everything and commits.
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// `count` numbered lines, `line 1` … `line N`, each ending in a line break.
    static func numberedLines(_ count: Int) -> String {
        (1...count).map { "line \($0)\n" }.joined()
    }
}
