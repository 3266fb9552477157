/// A call that contains the matched code in its arguments or closures, found by walking
/// outward through the bracket table: `Button { HStack { Image(…) } }` gives HStack, then
/// Button, each with its own modifier chain.
public struct EnclosingCall: Sendable {
    public var segment: Segment
    /// The modifiers following the call (`.accessibilityElement(children: .combine)` …).
    public var chain: [Segment]
    /// The argument label or closure label through which the inner code is reached
    /// (`label`, `leadingIcon`, `modifier`), if any.
    public var via: Range<Int>?
    /// Whole extent: the call and its chain.
    public var range: Range<Int>
}

/// What walking outward found: the enclosing calls (nearest first) and the declaration
/// bodies that bound them.
struct Enclosure {
    var calls: [EnclosingCall] = []
    /// The innermost function/property body containing the code, if any.
    var declaration: Range<Int>?
    /// The innermost type body (struct, class, enum, extension, object, …) containing it.
    var type: Range<Int>?
    /// The header text of the innermost declaration, for fingerprints.
    var declarationHeader: Range<Int>?
}

struct EnclosingCallWalker {
    let cursor: CodeCursor
    let parser: SegmentParser
    let arguments: ArgumentListParser
    /// What each brace of the file opens, remembered across the matches of one file.
    var braces: BraceKindCache?

    private static let controlWords = KeywordSet([
        "if", "else", "guard", "while", "for", "switch", "when", "do", "repeat", "catch", "defer", "try",
        "finally", "return", "throw",
    ])
    private static let declarationWords = KeywordSet([
        "func", "fun", "init", "deinit", "var", "val", "let", "get", "set", "willSet", "didSet", "subscript",
        "constructor", "struct", "class", "enum", "extension", "protocol", "object", "interface", "actor",
        "typealias", "macro",
    ])
    private static let typeWords = KeywordSet([
        "struct", "class", "enum", "extension", "protocol", "object", "interface", "actor",
    ])

    enum BraceKind { case call(Segment), control, declaration(isType: Bool), argument }

    /// Walks outward from `position` (the start of the target expression).
    func walk(from position: Int, limit: Int = 128) -> Enclosure {
        var result = Enclosure()
        var pos = position
        var steps = 0
        while steps < limit, let index = cursor.brackets.enclosingIndex(of: pos) {
            steps += 1
            let open = Int(cursor.brackets.openers[index])
            let kind = cursor.brackets.kind(ofOpener: index)
            if kind == UInt8(ascii: "(") {
                if result.declaration == nil, let call = parenCall(open: open, inner: pos) {
                    result.calls.append(call)
                    pos = call.segment.range.lowerBound
                } else {
                    pos = open
                }
                continue
            }
            if kind == UInt8(ascii: "[") { pos = open; continue }
            switch braces?.kind(ofBracket: index, orCompute: { classifyBrace(open) }) ?? classifyBrace(open) {
            case .call(let segment):
                if result.declaration == nil {
                    let via = segment.closureLabel(containing: pos)
                    result.calls.append(call(segment, via: via))
                }
                pos = segment.range.lowerBound
            case .control, .argument:
                pos = open
            case .declaration(let isType):
                let body = open..<min((cursor.closer(of: open) ?? cursor.end) + 1, cursor.end)
                if result.declaration == nil {
                    result.declaration = body
                    result.declarationHeader = headerRange(open)
                }
                if isType {
                    result.type = (typeHeaderStart(open) ?? open)..<body.upperBound
                    return result
                }
                pos = open
            }
        }
        return result
    }

    private func call(_ segment: Segment, via: Range<Int>?) -> EnclosingCall {
        let chain = parser.following(segment)
        let end = chain.last?.range.upperBound ?? segment.range.upperBound
        return EnclosingCall(segment: segment, chain: chain, via: via, range: segment.range.lowerBound..<end)
    }

    /// The call owning the argument list opened at `open`, with the label of the argument
    /// that contains `inner`.
    private func parenCall(open: Int, inner: Int) -> EnclosingCall? {
        let before = cursor.skipSpaceBackward(from: open - 1)
        guard let name = cursor.identifier(endingAt: before) ?? genericName(before) else { return nil }
        if Self.controlWords.contains(name, in: cursor.code) || Self.declarationWords.contains(name, in: cursor.code) { return nil }
        guard let segment = parser.segment(at: name.lowerBound), let list = segment.arguments,
              list.lowerBound == open else { return nil }
        let via = arguments.arguments(of: list).first { $0.range.contains(inner) }?.label
        if isDeclarationHeader(name.lowerBound) { return nil }
        return call(segment, via: via)
    }

    private func genericName(_ before: Int) -> Range<Int>? {
        guard cursor.byte(before) == UInt8(ascii: ">"), let start = parser.nameStart(ofSegmentEndingAt: before) else {
            return nil
        }
        return cursor.identifier(at: start)
    }

    private func classifyBrace(_ open: Int) -> BraceKind {
        let before = cursor.skipSpaceBackward(from: open - 1)
        let b = cursor.byte(before)
        if b == UInt8(ascii: ":") {
            // `} label: {` is a labeled trailing closure; `label: {` inside parentheses is an argument.
            guard let label = cursor.identifier(endingAt: cursor.skipSpaceBackward(from: before - 1)) else {
                return .argument
            }
            let prior = cursor.skipSpaceBackward(from: label.lowerBound - 1)
            if cursor.byte(prior) == UInt8(ascii: "}"), let start = parser.nameStart(ofSegmentEndingAt: prior),
               let segment = parser.segment(at: start), segment.hasClosure(openingAt: open) {
                return .call(segment)
            }
            return .argument
        }
        if b == UInt8(ascii: "=") || b == UInt8(ascii: "(") || b == UInt8(ascii: ",") || b == UInt8(ascii: "[") {
            return .argument
        }
        if b == UInt8(ascii: ">"), cursor.byte(before - 1) == UInt8(ascii: "-") { return .control }
        var head = open
        if b == UInt8(ascii: ")") || b == UInt8(ascii: "}") || ByteClass.isIdentifier(b) || b == UInt8(ascii: ">") {
            if let start = parser.nameStart(ofSegmentEndingAt: b == UInt8(ascii: ">") ? before : before) {
                head = start
            }
        }
        if let word = cursor.identifier(at: head) {
            if Self.controlWords.contains(word, in: cursor.code) { return .control }
            if Self.declarationWords.contains(word, in: cursor.code) { return .declaration(isType: false) }
        }
        let words = leadingWords(before: head)
        if words.control != nil { return .control }
        if let decl = words.declaration {
            return .declaration(isType: Self.typeWords.contains(decl, in: cursor.code))
        }
        if typeHeaderStart(open) != nil { return .declaration(isType: true) }
        if head != open, let segment = parser.segment(at: head), segment.hasClosure(openingAt: open) {
            return .call(segment)
        }
        return .control
    }

    /// Start of the type keyword (`class`, `object`, `struct`, …) heading the body that opens
    /// at `open`, found by walking back over the header: a Kotlin primary constructor, supertype
    /// calls, generics and annotations. Line breaks are crossed only beside `:`, `,` or the
    /// brace itself, so a wrapped header is read whole and a previous statement never is.
    private func typeHeaderStart(_ open: Int) -> Int? {
        var j = open - 1
        var after = UInt8(ascii: "{")
        for _ in 0..<256 {
            let k = cursor.skipSpaceBackward(from: j)
            guard k >= 0 else { return nil }
            let c = cursor.byte(k)
            if containsLineBreak(k + 1, j), !Self.wrapBytes.contains(after), !Self.wrapBytes.contains(c) { return nil }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                guard let opener = cursor.opener(of: k) else { return nil }
                j = opener - 1
                after = cursor.byte(opener)
            } else if let name = cursor.identifier(endingAt: k) {
                if Self.typeWords.contains(name, in: cursor.code) { return name.lowerBound }
                j = name.lowerBound - 1
                after = cursor.byte(name.lowerBound)
            } else if Self.headerPunctuation.contains(c) {
                j = k - 1
                after = c
            } else {
                return nil
            }
        }
        return nil
    }

    private static let wrapBytes = ByteSet("{:,")
    private static let headerPunctuation = ByteSet(":,.<>?@*")

    private func containsLineBreak(_ from: Int, _ through: Int) -> Bool {
        guard from <= through else { return false }
        return (from...through).contains { cursor.byte($0) == 0x0A || cursor.byte($0) == 0x0D }
    }

    private func isDeclarationHeader(_ head: Int) -> Bool {
        leadingWords(before: head).declaration != nil
    }

    /// Of the identifiers on the line of `head` before it, after the last `{`, `}`, `;` or
    /// top-level `=` (so `val x = remember {` reads as a call, `var body: some View {` not),
    /// the first control word and the first declaration word. The scan starts after the last
    /// line break, `{`, `}` or `;` before `head`, so a very long line costs no more than a
    /// short one; no list of the words is made.
    private func leadingWords(before head: Int) -> (control: Range<Int>?, declaration: Range<Int>?) {
        var start = head
        while start > 0, !Self.wordListEnds.contains(cursor.byte(start - 1)) { start -= 1 }
        var control: Range<Int>?, declaration: Range<Int>?
        var j = start
        while j < head {
            let c = cursor.byte(j)
            if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") {
                control = nil
                declaration = nil
            } else if c == UInt8(ascii: "="), !isOperatorEquals(j) {
                control = nil
                declaration = nil
            } else if ByteClass.isIdentifierStart(c), let word = cursor.identifier(at: j) {
                if control == nil, Self.controlWords.contains(word, in: cursor.code) { control = word }
                if declaration == nil, Self.declarationWords.contains(word, in: cursor.code) { declaration = word }
                j = word.upperBound
                continue
            }
            j += 1
        }
        return (control, declaration)
    }

    /// Bytes before which no word belongs to the leading words: a line break, `{`, `}`, `;`.
    private static let wordListEnds = ByteSet("\n\r{};")

    private func isOperatorEquals(_ j: Int) -> Bool {
        let prev = cursor.byte(j - 1), next = cursor.byte(j + 1)
        return next == UInt8(ascii: "=") || next == UInt8(ascii: ">") || prev == UInt8(ascii: "=")
            || prev == UInt8(ascii: "!") || prev == UInt8(ascii: "<") || prev == UInt8(ascii: ">")
    }

    /// The text of a declaration's header line(s) up to its brace, for fingerprints.
    /// At most `FindingBuilder.maximumHeaderBytes` bytes are read back: on minified code the
    /// "line" before a brace can be the whole file, and every match would read it again.
    private func headerRange(_ open: Int) -> Range<Int> {
        var start = open
        var newlines = 0
        let floor = max(0, open - FindingBuilder.maximumHeaderBytes)
        while start > floor {
            let c = cursor.byte(start - 1)
            if c == 0x0A {
                newlines += 1
                // Continue over a multi-line signature that ends in `)` on the brace's line.
                let prevLine = cursor.skipSpaceBackward(from: start - 2)
                if newlines > 8 || !(cursor.byte(prevLine) == UInt8(ascii: ",") || cursor.byte(prevLine) == UInt8(ascii: "(")) {
                    break
                }
            }
            start -= 1
        }
        return start..<open
    }
}

/// Per-file memory of what each brace opens (a call's closure, a control block, a declaration
/// body, an argument): every match inside the same body asks again while walking outward, and
/// the answer depends on the brace alone. Owned by one thread's matcher, reset per file.
final class BraceKindCache {
    private var kinds: [EnclosingCallWalker.BraceKind?] = []
    /// The file each entry of `kinds` was found in: a reset only moves to the next file, so it
    /// costs nothing however many brackets the last file had.
    private var stamps: [UInt32] = []
    private var file: UInt32 = 0
    private var count = 0

    /// Forgets the previous file and makes room for `count` brackets.
    func reset(count: Int) {
        file &+= 1
        if file == 0 {
            file = 1
            for i in stamps.indices { stamps[i] = 0 }
        }
        self.count = count
        if count > kinds.count {
            stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
            kinds.append(contentsOf: repeatElement(nil, count: count - kinds.count))
        }
    }

    func kind(ofBracket index: Int, orCompute compute: () -> EnclosingCallWalker.BraceKind) -> EnclosingCallWalker.BraceKind {
        guard index < count else { return compute() }
        if stamps[index] == file, let known = kinds[index] { return known }
        let kind = compute()
        kinds[index] = kind
        stamps[index] = file
        return kind
    }
}
