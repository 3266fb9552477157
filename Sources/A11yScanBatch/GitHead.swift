import A11yScanWalk
import Foundation

/// Reads a repository's `HEAD` commit with the real `git` (`git rev-parse`), so whatever git
/// understands (worktrees, packed refs, submodules) is understood here. The commit is used only
/// when the folder is the top of its work tree: a plain folder inside someone else's checkout
/// must not borrow that checkout's commit.
enum GitHead {
    /// The commit, or nil when the folder is not the top of a git work tree, has no commit
    /// yet, git is not installed, or git refuses the folder.
    static func commit(ofRepositoryAt folder: String) -> String? {
        // A scanned repository is not trusted: nothing in its configuration may run a program.
        let arguments = ["-c", "core.fsmonitor=false", "-C", folder, "rev-parse", "--show-toplevel", "HEAD"]
        guard let output = run(arguments) else { return nil }
        let lines = output.split(separator: "\n").map(String.init)
        guard lines.count == 2, isCommitID(lines[1]) else { return nil }
        let top = WalkFileSystem.realPath(lines[0]) ?? lines[0]
        let here = WalkFileSystem.realPath(folder) ?? folder
        return top == here ? lines[1] : nil
    }

    private static func isCommitID(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }

    /// Standard output of a successful `git` run, nil on any failure.
    private static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Variables a calling git hook may have set would point every repository at one place.
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY"] {
            environment[name] = nil
        }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
