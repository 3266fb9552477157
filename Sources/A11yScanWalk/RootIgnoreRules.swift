import A11yScanFindings

/// Which files of a walk that did not respect ignore files (`--no-ignore`) a walk that does
/// would leave out, told without walking again: when no folder walked holds ignore files of its
/// own, only the rules in force at the root (those of the repository above it) decide, and
/// they are checked against each listed file and the folders above it, as the walk would have.
package enum RootIgnoreRules {
    /// Per file of `walked`, a walk of the one folder `root` (as given, relative to
    /// `currentDirectory`), whether the root's ignore rules leave it out; nil when a folder
    /// walked holds ignore files of its own (`WalkResult.passedIgnoreFiles`).
    package static func leftOut(_ walked: WalkResult, root: String, currentDirectory: String) -> [Bool]? {
        guard !walked.passedIgnoreFiles else { return nil }
        let absoluteRoot = WalkPath.absolute(root, base: currentDirectory)
        var problems: [FileProblem] = []
        let context = WalkRepository.context(forScanRoot: WalkFileSystem.realPath(absoluteRoot) ?? absoluteRoot, problems: &problems)
        guard !context.rules.isEmpty else { return Array(repeating: false, count: walked.files.count) }
        // Per folder below the root: whether it or a folder above it is ignored.
        var ignoredFolders: [Substring: Bool] = [:]
        func isIgnored(_ pathBelowRoot: some StringProtocol, isDirectory: Bool) -> Bool {
            context.rules.isIgnored(WalkPath.join(context.pathFromRulesRoot, String(pathBelowRoot)), isDirectory: isDirectory)
        }
        return walked.files.map { file in
            guard !file.explicitlyNamed, let below = WalkPath.relative(file.absolutePath, to: absoluteRoot) else { return false }
            var slash = below.startIndex
            var aboveIgnored = false
            while let next = below[slash...].firstIndex(of: "/") {
                let folder = below[..<next]
                if let known = ignoredFolders[folder] {
                    aboveIgnored = known
                } else {
                    aboveIgnored = aboveIgnored || isIgnored(folder, isDirectory: true)
                    ignoredFolders[folder] = aboveIgnored
                }
                if aboveIgnored { return true }
                slash = below.index(after: next)
            }
            return isIgnored(below, isDirectory: false)
        }
    }
}
