/// Decides predicates for one anchor match. It owns nothing but references: the file's two
/// views, the lazily computed extents, the anchor's captures and the thread's regex scratch.
struct PredicateEvaluator {
    let extents: MatchExtents
    let text: UnsafeBufferPointer<UInt8>
    let captures: [Range<Int>?]
    let groupNames: [String: Int]
    let scratch: RegexScratch
    let templates: TemplateCache
    let memo: RegionMemo
    /// The file's literal occurrences, to rule out large regions without reading them (nil: never).
    let literals: LiteralIndex?

    var code: UnsafeBufferPointer<UInt8> { extents.code }

    func holds(_ predicate: Predicate) throws -> Bool {
        switch predicate {
        case .region(let region, let pattern):
            let (range, other) = ranges(of: region)
            return try search(pattern, in: range, or: other)
        case .inside(let selector):
            let ancestors = extents.ancestors.prefix(selector.depth ?? Int.max)
            for ancestor in ancestors where try fits(selector, ancestor) { return true }
            return false
        case .argument(let selector):
            guard let argument = extents.argument(named: selector.label, position: selector.position) else { return false }
            guard let value = selector.value else { return true }
            return try search(value, in: argument.value)
        case .any(let predicates):
            return try holdsAny(predicates)
        case .all(let predicates):
            return try holdsAll(predicates)
        }
    }

    /// Whether every predicate holds. A loop rather than `allSatisfy(holds)`: passing the
    /// method as a closure copied the evaluator (seven references) for every match.
    func holdsAll(_ predicates: [Predicate]) throws -> Bool {
        for predicate in predicates where try !holds(predicate) { return false }
        return true
    }

    /// Whether some predicate holds.
    func holdsAny(_ predicates: [Predicate]) throws -> Bool {
        for predicate in predicates where try holds(predicate) { return true }
        return false
    }

    /// Whether an enclosing call fits a selector (used by `inside` and by `context`).
    func fits(_ selector: AncestorSelector, _ ancestor: EnclosingCall) throws -> Bool {
        if let name = selector.name, try !scratch.matches(name, in: code, range: ancestor.segment.name) { return false }
        if let via = selector.via {
            guard let label = ancestor.via, try scratch.matches(via, in: code, range: label) else { return false }
        }
        if let args = selector.args {
            guard let list = ancestor.segment.arguments, try search(args, in: list) else { return false }
        }
        if let content = selector.content {
            guard let range = ancestor.segment.content, try search(content, in: range) else { return false }
        }
        if let chain = selector.chain {
            guard let first = ancestor.chain.first, let last = ancestor.chain.last,
                  try search(chain, in: first.range.lowerBound..<last.range.upperBound) else { return false }
        }
        return true
    }

    /// The region's byte ranges: one, or two for the siblings before and after the target
    /// (a pair rather than an array: this runs for every predicate of every match).
    private func ranges(of region: Region) -> (Range<Int>?, Range<Int>?) {
        switch region {
        case .call: return (extents.subject?.range, nil)
        case .args: return (extents.subject?.arguments, nil)
        case .content: return (extents.subject?.content, nil)
        case .chain: return (extents.chain, nil)
        case .target: return (extents.target, nil)
        case .sibling:
            guard let (container, excluded) = extents.siblings else { return (nil, nil) }
            return (container.lowerBound..<max(container.lowerBound, excluded.lowerBound),
                    min(container.upperBound, excluded.upperBound)..<container.upperBound)
        case .line: return (extents.line, nil)
        case .declaration: return (extents.enclosure.declaration ?? 0..<code.count, nil)
        case .type: return (extents.enclosure.type ?? 0..<code.count, nil)
        case .file: return (0..<code.count, nil)
        }
    }

    private func search(_ pattern: PatternRef, in range: Range<Int>?, or other: Range<Int>? = nil) throws -> Bool {
        guard range?.isEmpty == false || other?.isEmpty == false else { return false }
        let buffer = pattern.view == .code ? code : text
        if pattern.compiled == nil, let led = pattern.captureLed {
            let value = capturedBytes(led.capture)
            if value.isEmpty, led.emptyNeverMatches { return false }
            // Other values are escaped through `String` when filled in; they take the general path.
            if !value.isEmpty, value.allSatisfy({ $0 < 0x80 }), let rest = led.rest {
                func found(_ range: Range<Int>?) throws -> Bool {
                    guard let range, !range.isEmpty, mayMatch(pattern.templateLiterals?.literals, pattern.view, range) else {
                        return false
                    }
                    return try memo.matches(led, rest: rest, value: value, in: buffer, range: range, view: pattern.view,
                                            scratch: scratch)
                }
                return try found(range) || found(other)
            }
        }
        let regex = try pattern.compiled
            ?? templates.regex(for: pattern.template, literals: pattern.templateLiterals?.literals, capture: capturedBytes)
        func found(_ range: Range<Int>?) throws -> Bool {
            guard let range, !range.isEmpty, mayMatch(regex, pattern.view, range) else { return false }
            return try memo.matches(regex, in: buffer, range: range, view: pattern.view, scratch: scratch)
        }
        return try found(range) || found(other)
    }

    /// False when a large region of code lacks all the literals a match needs, answered from
    /// the file's literal index without reading the region.
    private func mayMatch(_ required: RequiredLiterals?, _ view: TextView, _ range: Range<Int>) -> Bool {
        guard view == .code, range.count >= Self.indexedRegionSize, let literals, let required else { return true }
        return required.literals.contains { literals.occurs($0, within: range) }
    }

    /// As above, reading the pattern's literals only for a region large enough to use them:
    /// most regions are small, and a pattern's analysis is made on first use.
    private func mayMatch(_ regex: Regex, _ view: TextView, _ range: Range<Int>) -> Bool {
        guard view == .code, range.count >= Self.indexedRegionSize else { return true }
        return mayMatch(regex.literals, view, range)
    }

    /// From this size on, a region's required literals are looked up in the file's literal
    /// index (one pass per literal and file) instead of searched for in the region each time.
    static let indexedRegionSize = 4096

    private func capturedBytes(_ name: String) -> UnsafeBufferPointer<UInt8> {
        guard let number = groupNames[name], number < captures.count, let range = captures[number] else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(rebasing: text[range])
    }
}
