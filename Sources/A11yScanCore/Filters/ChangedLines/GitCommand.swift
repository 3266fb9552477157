import Dispatch
import Foundation
import Synchronization

/// Runs the real `git` executable directly (no shell, so no quoting of user input) in a given
/// folder, with standard input closed and optional locks off so a scan never blocks on, or
/// takes, the repository's index lock.
struct GitCommand: Sendable {
    /// What one git command produced.
    struct Output: Sendable {
        var status: Int32
        var standardOutput: Data
        var standardError: String

        var succeeded: Bool { status == 0 }
        /// Standard output as text without the final line break.
        var text: String {
            var text = String(decoding: standardOutput, as: UTF8.self)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            return text
        }
    }

    let executable: URL

    /// Finds `git` on `PATH`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ChangedLinesError) -> GitCommand {
        let searchPath = environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return GitCommand(executable: candidate) }
        }
        throw ChangedLinesError(kind: .gitNotFound, message: "changed-lines mode needs git, and no `git` was found on PATH",
                                hint: "install git or add it to PATH")
    }

    /// Runs `git -C directory arguments…` and waits for it.
    func run(_ arguments: [String], in directory: String) throws(ChangedLinesError) -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Waiting on the termination handler returns as soon as git exits, where
        // `waitUntilExit` may poll a run loop and add tens of milliseconds per command.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw ChangedLinesError(kind: .gitFailed, message: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        // Drain standard error on another thread so neither pipe can fill up and stall git.
        let errorText = Mutex(Data())
        let errorReader = errors.fileHandleForReading
        let drained = DispatchGroup()
        DispatchQueue.global().async(group: drained) {
            let data = errorReader.readDataToEndOfFile()
            errorText.withLock { $0 = data }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        exited.wait()
        let standardError = errorText.withLock { String(decoding: $0, as: UTF8.self) }
        return Output(status: process.terminationStatus, standardOutput: data,
                      standardError: standardError.trimmingWhitespace)
    }
}
