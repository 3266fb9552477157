/// The files of a scan in report order (`Finding.reportOrder` compares paths as strings), so
/// that results handed on file by file come out in the same order as one sort of every
/// finding would give. Files reported under the same path (the same relative path under two
/// scanned folders) sit next to each other and form one group, whose findings are merged.
struct ReportOrderedTargets: Sendable {
    let targets: [ScanTarget]
    /// Each target's position in walk order: problems are listed in walk order, as before
    /// any file was scanned.
    let walkPositions: [Int]
    /// Whether each target is the last of its group of equal report paths.
    let endsGroup: [Bool]
    /// Whether each target is the first of its group.
    let startsGroup: [Bool]

    init(walkOrder: [ScanTarget]) {
        let order = walkOrder.indices.sorted { a, b in
            let left = walkOrder[a].displayPath, right = walkOrder[b].displayPath
            if left != right { return left < right }
            return a < b
        }
        let sorted = order.map { walkOrder[$0] }
        let paths = sorted.map(\.displayPath)
        targets = sorted
        walkPositions = order
        endsGroup = paths.indices.map { $0 == paths.count - 1 || paths[$0] != paths[$0 + 1] }
        startsGroup = paths.indices.map { $0 == 0 || paths[$0 - 1] != paths[$0] }
    }
}
