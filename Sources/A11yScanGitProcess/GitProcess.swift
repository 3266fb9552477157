import A11yScanCore
import Dispatch
import Foundation
import Synchronization

/// Starts the real `git` executable for the engine, the one place a process is started: found
/// on `PATH`, run directly, standard input closed, both output streams read to the end.
public struct GitProcess: GitRunner {
    public let executable: URL

    /// Finds `git` on `PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ChangedLinesError) -> GitProcess {
        let searchPath = environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return GitProcess(executable: candidate) }
        }
        throw ChangedLinesError(kind: .gitNotFound, message: "changed-lines mode needs git, and no `git` was found on PATH",
                                hint: "install git or add it to PATH")
    }

    public func run(_ arguments: [String], environment changes: [String: String?]) throws(ChangedLinesError) -> GitCommand.Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
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
        return GitCommand.Output(status: process.terminationStatus, standardOutput: data, standardError: standardError)
    }
}
