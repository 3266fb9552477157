import A11yScanWalk

/// The files of a scan in report order (`Finding.reportOrder` compares paths as strings), so
/// that results handed on file by file come out in the same order as one sort of every
/// finding would give. Files reported under the same path (the same relative path under two
/// scanned folders) sit next to each other and form one group, whose findings are merged.
///
/// Targets are made when asked for, from the walk's compact file list: a scan of a large tree
/// never holds two path strings per file.
struct ReportOrderedTargets: RandomAccessCollection, Sendable {
    private enum Files: Sendable {
        case walked(WalkedFileList, absolutePaths: Bool)
        case given([ScanTarget])
    }

    private let files: Files
    /// The walk-order position of each target; nil when report order is walk order.
    private let positions: [Int]?
    /// Whether each target starts a group of equal report paths (a group ends where the next
    /// one starts).
    private let startsGroupFlags: [Bool]

    /// The walk's files, reported under their relative paths or, with `absolutePaths`, their
    /// absolute ones.
    init(walked: WalkedFileList, absolutePaths: Bool) {
        files = .walked(walked, absolutePaths: absolutePaths)
        if !absolutePaths, walked.relativePathsAreASCII {
            // The walk sorted by bytes, which for ASCII is how strings compare: nothing moves.
            positions = nil
            startsGroupFlags = walked.indices.map { $0 == 0 || !walked.haveSameRelativePath($0 - 1, $0) }
        } else {
            (positions, startsGroupFlags) = Self.order(
                walked.map { absolutePaths ? $0.absolutePath : $0.relativePath })
        }
    }

    /// Targets given in walk order.
    init(walkOrder targets: [ScanTarget]) {
        files = .given(targets)
        (positions, startsGroupFlags) = Self.order(targets.map(\.displayPath))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { startsGroupFlags.count }

    subscript(item: Int) -> ScanTarget {
        let position = walkPosition(item)
        switch files {
        case .walked(let list, let absolutePaths):
            return ScanTarget(walked: list[position], absolutePaths: absolutePaths)
        case .given(let targets):
            return targets[position]
        }
    }

    /// Target `item`'s position in walk order: problems are listed in walk order, as before
    /// any file was scanned.
    func walkPosition(_ item: Int) -> Int { positions?[item] ?? item }

    /// Target `item`'s place in the order the walk found files, which numbers the files
    /// scanned while the walk ran (`EarlyScan`); nil for targets not from a walk.
    func discoveryNumber(_ item: Int) -> Int? {
        guard case .walked(let list, _) = files else { return nil }
        return list.discoveryNumber(at: walkPosition(item))
    }

    /// Whether target `item` is the first of its group of equal report paths.
    func startsGroup(_ item: Int) -> Bool { startsGroupFlags[item] }

    /// Whether target `item` is the last of its group.
    func endsGroup(_ item: Int) -> Bool { item == endIndex - 1 || startsGroupFlags[item + 1] }

    private static func order(_ paths: [String]) -> (positions: [Int], starts: [Bool]) {
        let order = paths.indices.sorted { a, b in
            let left = paths[a], right = paths[b]
            if left != right { return left < right }
            return a < b
        }
        return (order, order.indices.map { $0 == 0 || paths[order[$0 - 1]] != paths[order[$0]] })
    }
}
