import A11yScanWalk
import Foundation

/// How a baseline names a file. In a git work tree: its path from the work tree's top, so a
/// baseline written by one scan matches in any other, whichever folder was scanned, from
/// wherever, and whether paths are printed absolute or not. Outside git: its path relative to
/// the folder holding the baseline file, for the same reasons.
struct BaselinePaths: Sendable {
    /// Absolute, normalized folder of the baseline file.
    let folder: String

    init(folder: String?) {
        let current = FileManager.default.currentDirectoryPath
        self.folder = WalkPath.absolute(folder ?? current, base: current)
    }

    /// The path a baseline entry for `file` carries.
    func path(of file: Scanner.FileResult) -> String {
        if let repository = file.repository { return repository.path }
        guard !file.absolutePath.isEmpty else { return file.path }
        let absolute = WalkPath.absolute(file.absolutePath, base: FileManager.default.currentDirectoryPath)
        return WalkPath.relative(absolute, from: folder)
    }
}
