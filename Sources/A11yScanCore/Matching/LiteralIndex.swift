/// Where each literal occurs in one file, found once and shared: many rules ask for the same
/// literals (`Button`, `Image`, `clickable`), as prefilters and as anchor spines, and one pass
/// per distinct literal is cheaper than one per rule. Owned by one thread's matcher and reset
/// for each file; the buffer must outlive the file's matching.
final class LiteralIndex {
    private var code = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var offsets: [[UInt8]: [Int]] = [:]

    func reset(_ code: UnsafeBufferPointer<UInt8>) {
        self.code = code
        offsets.removeAll(keepingCapacity: true)
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

    func contains(_ needle: [UInt8]) -> Bool { !occurrences(of: needle).isEmpty }
}
