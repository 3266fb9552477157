import A11yScanSystem
import A11yScanWalk
import Foundation

/// Locating the work tree a scanned path belongs to.
extension GitCommand {
    /// The top folder of the work tree holding `path` (a folder or a file), with links resolved.
    func topLevel(of path: String) throws(ChangedLinesError) -> String {
        let absolute = WalkPath.absolute(path, base: FileManager.default.currentDirectoryPath)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
        let folder = exists && !isFolder.boolValue ? (absolute as NSString).deletingLastPathComponent : absolute
        let output = try run(["rev-parse", "--show-toplevel"], in: folder)
        guard output.succeeded, !output.text.isEmpty else {
            throw ChangedLinesError(
                kind: .notARepository, message: "--diff needs a git repository: \(path) is not inside one",
                subject: path, gitOutput: output.standardError,
                hint: "run the scan inside a git work tree, or leave out --diff")
        }
        return FileSystem.realPath(output.text) ?? output.text
    }
}
