/// The revision changed-lines mode compares the working tree with, and why it was chosen, so
/// `--verbose` can say "comparing with the merge-base of HEAD and origin/main (the upstream)".
public struct DiffBase: Sendable, Hashable {
    /// How the base was found.
    public enum Choice: String, Sendable, Hashable {
        /// The revision the user gave, used as it is.
        case given
        /// The merge-base of HEAD and the current branch's upstream.
        case upstream
        /// The merge-base of HEAD and `origin/HEAD` (the remote's default branch).
        case originHead = "origin-head"
        /// HEAD itself: only uncommitted changes count.
        case head
        /// The empty tree: the repository has no commit yet, so everything is new.
        case emptyTree = "empty-tree"
    }

    /// The commit (or tree) id handed to `git diff`.
    public var revision: String
    public var choice: Choice
    /// One sentence saying what was chosen and why.
    public var reason: String

    public init(revision: String, choice: Choice, reason: String) {
        self.revision = revision
        self.choice = choice
        self.reason = reason
    }

    /// Resolves `requested` (nil for the default) in the work tree holding `path`, without
    /// diffing; `ChangedLines.load` does this too and keeps the result in `base`.
    public static func resolve(_ requested: String?, at path: String, git runner: any GitRunner) throws(ChangedLinesError) -> DiffBase {
        let git = GitCommand(runner)
        return try resolve(requested, git: git, topLevel: try git.topLevel(of: path))
    }

    /// Resolves `requested` in the work tree at `topLevel`; nil picks the default: the merge-base
    /// of HEAD with its upstream, else with `origin/HEAD`, else HEAD. A detached HEAD has no
    /// upstream and falls through to the next choice.
    static func resolve(_ requested: String?, git: GitCommand, topLevel: String) throws(ChangedLinesError) -> DiffBase {
        if let requested { return try given(requested, git: git, topLevel: topLevel) }
        guard let head = try commit("HEAD", git: git, topLevel: topLevel) else {
            let tree = try git.run(["hash-object", "-t", "tree", "--stdin"], in: topLevel)
            guard tree.succeeded else { throw failure(tree, "cannot name the empty tree") }
            return DiffBase(revision: tree.text, choice: .emptyTree,
                            reason: "HEAD has no commit yet, so every line counts as changed")
        }
        let upstream = try git.run(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"], in: topLevel)
        if upstream.succeeded, !upstream.text.isEmpty,
           let base = try mergeBase(head, upstream.text, git: git, topLevel: topLevel) {
            return DiffBase(revision: base, choice: .upstream,
                            reason: "the merge-base of HEAD and \(upstream.text), the upstream of the current branch")
        }
        if try commit("refs/remotes/origin/HEAD", git: git, topLevel: topLevel) != nil,
           let base = try mergeBase(head, "refs/remotes/origin/HEAD", git: git, topLevel: topLevel) {
            let name = try git.run(["rev-parse", "--abbrev-ref", "refs/remotes/origin/HEAD"], in: topLevel)
            let shown = name.succeeded && !name.text.isEmpty ? name.text : "origin/HEAD"
            return DiffBase(revision: base, choice: .originHead,
                            reason: "the merge-base of HEAD and \(shown) (origin/HEAD), as the current branch has no upstream")
        }
        return DiffBase(revision: head, choice: .head,
                        reason: "HEAD, as the current branch has no upstream and there is no origin/HEAD: only uncommitted changes count")
    }

    private static func given(_ requested: String, git: GitCommand, topLevel: String) throws(ChangedLinesError) -> DiffBase {
        let unknown = ChangedLinesError(
            kind: .unknownBase, message: "the diff base `\(requested)` does not name a commit in this repository",
            subject: requested, hint: "give a branch, tag or commit, e.g. origin/main; fetch it first if it is remote")
        guard !requested.isEmpty, !requested.hasPrefix("-") else { throw unknown }
        guard let revision = try commit(requested, git: git, topLevel: topLevel) else { throw unknown }
        return DiffBase(revision: revision, choice: .given, reason: "\(requested), as given")
    }

    /// The commit id `name` resolves to, or nil when it names no commit.
    private static func commit(_ name: String, git: GitCommand, topLevel: String) throws(ChangedLinesError) -> String? {
        let output = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"], in: topLevel)
        return output.succeeded && !output.text.isEmpty ? output.text : nil
    }

    private static func mergeBase(_ a: String, _ b: String, git: GitCommand, topLevel: String) throws(ChangedLinesError) -> String? {
        let output = try git.run(["merge-base", a, b], in: topLevel)
        return output.succeeded && !output.text.isEmpty ? output.text : nil
    }

    static func failure(_ output: GitCommand.Output, _ message: String) -> ChangedLinesError {
        ChangedLinesError(kind: .gitFailed, message: message, gitOutput: output.standardError)
    }
}
