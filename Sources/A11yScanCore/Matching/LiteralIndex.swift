/// Where each literal occurs in one file, found once and shared: many rules ask for the same
/// literals (`Button`, `Image`, `clickable`), as prefilters and as anchor spines, and one pass
/// per distinct literal is cheaper than one per rule. Owned by one thread's matcher and reset
/// for each file; the buffer must outlive the file's matching.
final class LiteralIndex {
    private var code = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var offsets: [[UInt8]: [Int]] = [:]
    /// For literals only tested for presence: the first occurrence, or nil when absent.
    private var firsts: [[UInt8]: Int?] = [:]

    func reset(_ code: UnsafeBufferPointer<UInt8>) {
        self.code = code
        offsets.removeAll(keepingCapacity: true)
        firsts.removeAll(keepingCapacity: true)
    }

    /// Start offsets of every occurrence of `needle` (overlapping ones included), ascending.
    func occurrences(of needle: [UInt8]) -> [Int] {
        if let known = offsets[needle] { return known }
        var found: [Int] = []
        if !needle.isEmpty {
            let probe = LiteralSearch.rarestIndex(needle)
            var from = 0
            while let hit = LiteralSearch.firstIndex(of: needle, probe: probe, in: code, from: from) {
                found.append(hit)
                from = hit + 1
            }
        }
        offsets[needle] = found
        return found
    }

    /// Whether `needle` occurs in the file; stops at the first occurrence unless all are known.
    func contains(_ needle: [UInt8]) -> Bool {
        if let known = offsets[needle] { return !known.isEmpty }
        if let first = firsts[needle] { return first != nil }
        let first = LiteralSearch.firstIndex(of: needle, probe: LiteralSearch.rarestIndex(needle), in: code, from: 0)
        firsts[needle] = first
        return first != nil
    }

    /// Whether `needle` occurs wholly inside `range`, by a binary search of its occurrences.
    func occurs(_ needle: [UInt8], within range: Range<Int>) -> Bool {
        let list = occurrences(of: needle)
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < list.count && list[low] + needle.count <= range.upperBound
    }
}
