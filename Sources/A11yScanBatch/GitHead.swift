import A11yScanCore
import A11yScanSystem
import A11yScanWalk

/// Reads a repository's `HEAD` commit with the real `git` (`git rev-parse`), so whatever git
/// understands (worktrees, packed refs, submodules) is understood here. The commit is used only
/// when the folder is the top of its work tree: a plain folder inside someone else's checkout
/// must not borrow that checkout's commit.
enum GitHead {
    /// The commit, or nil when the folder is not the top of a git work tree, has no commit
    /// yet, git is not installed (`git` is nil), or git refuses the folder.
    static func commit(ofRepositoryAt folder: String, git: (any GitRunner)?) -> String? {
        // A scanned repository is not trusted: nothing in its configuration may run a program.
        let arguments = ["-c", "core.fsmonitor=false", "-C", folder, "rev-parse", "--show-toplevel", "HEAD"]
        // Variables a calling git hook may have set would point every repository at one place.
        let unset: [String: String?] = ["GIT_DIR": nil, "GIT_WORK_TREE": nil, "GIT_INDEX_FILE": nil,
                                        "GIT_COMMON_DIR": nil, "GIT_OBJECT_DIRECTORY": nil]
        guard let output = try? git?.run(arguments, environment: unset), output.status == 0 else { return nil }
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count == 2, isCommitID(lines[1]) else { return nil }
        let top = FileSystem.realPath(lines[0]) ?? lines[0]
        let here = FileSystem.realPath(folder) ?? folder
        return top == here ? lines[1] : nil
    }

    private static func isCommitID(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}
