/// Remembers, for one file, whether a pattern matched a large region (a type body, a function,
/// the file): every candidate inside the same class asks the same question, and searching the
/// whole class again for each would make big files quadratic. Small regions are not worth it.
final class RegionMemo {
    private struct Key: Hashable {
        var regex: ObjectIdentifier
        var lower: Int
        var upper: Int
        var source: Bool
    }

    /// A capture-led pattern's question also depends on the captured value.
    private struct LedKey: Hashable {
        var key: Key
        var value: [UInt8]
    }

    static let minimumSize = 2048
    /// The regex is kept with its result so its identity cannot be reused while remembered.
    private var results: [Key: (found: Bool, regex: Regex)] = [:]
    private var ledResults: [LedKey: (found: Bool, regex: Regex)] = [:]

    func reset() {
        results.removeAll(keepingCapacity: true)
        ledResults.removeAll(keepingCapacity: true)
    }

    func matches(_ pattern: CaptureLedPattern, rest: Regex, value: UnsafeBufferPointer<UInt8>,
                 in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, view: TextView, scratch: RegexScratch) throws -> Bool {
        guard range.count >= Self.minimumSize else {
            return try pattern.matches(value, in: buffer, range: range, rest: rest, scratch: scratch)
        }
        let key = LedKey(key: Key(regex: ObjectIdentifier(rest), lower: range.lowerBound, upper: range.upperBound,
                                  source: view == .source), value: Array(value))
        if let known = ledResults[key] { return known.found }
        let found = try pattern.matches(value, in: buffer, range: range, rest: rest, scratch: scratch)
        ledResults[key] = (found, rest)
        return found
    }

    func matches(_ regex: Regex, in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, view: TextView,
                 scratch: RegexScratch) throws -> Bool {
        guard range.count >= Self.minimumSize else { return try scratch.matches(regex, in: buffer, range: range) }
        let key = Key(regex: ObjectIdentifier(regex), lower: range.lowerBound, upper: range.upperBound, source: view == .source)
        if let known = results[key] { return known.found }
        let found = try scratch.matches(regex, in: buffer, range: range)
        results[key] = (found, regex)
        return found
    }
}
