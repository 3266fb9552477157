import A11yScanMatcher
import A11yScanSyntax

/// Node patterns lowered to a flat program: instructions with plain payloads (kinds, bit
/// masks, indexes into side tables and into the program itself), so evaluating them copies no
/// arrays or boxes and touches no reference counts. `NodeTest` stays the compiled form that
/// rules, facts and error messages use; `NodeProgramBuilder` lowers it into this.
final class NodeProgram: @unchecked Sendable {
    let ops: FlatTable<NodeOp>
    let values: FlatTable<ValueOp>
    /// Operands of `all`/`any` (op or value-op indexes) and label, name and capture-group lists.
    let lists: FlatTable<Int32>
    let matchers: FlatTable<NameMatcherEntry>
    /// The bit sets of the name matchers, 64 names a word.
    let words: FlatTable<UInt64>
    let texts: FlatTable<TextLeafEntry>
    let patterns: FlatTable<TextPatternEntry>
    let arguments: FlatTable<ArgumentEntry>
    let parameters: FlatTable<ParameterEntry>
    let variables: FlatTable<VariableEntry>
    let relations: FlatTable<RelationEntry>
    let siblings: FlatTable<SiblingEntry>
    /// Literal labels and names, as spans of `bytes`.
    let strings: FlatTable<ByteSpan>
    let bytes: FlatTable<UInt8>
    /// Regular expressions by index; read only where a regex runs anyway.
    let regexes: [Regex]
    /// `${name}` patterns by index, with capture slots in place of names.
    let templates: [[NodeTemplatePart]]
    /// How many distinct capture names the program's patterns define, and their slots.
    let captureSlots: Int
    let captureNames: [String: Int32]
    /// Whether a `layout:` test is among its ops: its findings depend on the project's layouts.
    let readsLayouts: Bool

    init(_ tables: NodeProgramTables) {
        readsLayouts = tables.ops.contains { if case .layout = $0 { true } else { false } }
        ops = FlatTable(tables.ops)
        values = FlatTable(tables.values)
        lists = FlatTable(tables.lists)
        matchers = FlatTable(tables.matchers)
        words = FlatTable(tables.words)
        texts = FlatTable(tables.texts)
        patterns = FlatTable(tables.patterns)
        arguments = FlatTable(tables.arguments)
        parameters = FlatTable(tables.parameters)
        variables = FlatTable(tables.variables)
        relations = FlatTable(tables.relations)
        siblings = FlatTable(tables.siblings)
        strings = FlatTable(tables.strings)
        bytes = FlatTable(tables.bytes)
        regexes = tables.regexes
        templates = tables.templates
        captureSlots = tables.captureSlots
        captureNames = tables.captureNames
    }

    deinit {
        ops.free(); values.free(); lists.free(); matchers.free(); words.free(); texts.free(); patterns.free()
        arguments.free(); parameters.free(); variables.free(); relations.free(); siblings.free(); strings.free()
        bytes.free()
    }

    /// Whether the name numbered `number` is one of the matcher's names.
    @inline(__always)
    func contains(_ matcher: NameMatcherEntry, number: Int32) -> Bool {
        guard number >= 0, Int32(truncatingIfNeeded: Int(number) >> 6) < matcher.wordCount else { return false }
        return words[matcher.firstWord + Int32(truncatingIfNeeded: Int(number) >> 6)] & (1 << UInt64(number & 63)) != 0
    }

    /// Whether one of the literal strings `list` equals `buffer[range]`.
    @inline(__always)
    func containsString(_ list: Int32Span, _ buffer: ByteView, _ range: Range<Int>) -> Bool {
        var item = list.start
        while item < list.end {
            if string(lists[item], equals: buffer, range) { return true }
            item += 1
        }
        return false
    }

    /// Whether the literal string `string` equals `buffer[range]`.
    func string(_ string: Int32, equals buffer: ByteView, _ range: Range<Int>) -> Bool {
        let span = strings[string]
        guard span.count == range.count else { return false }
        var offset = 0
        while offset < range.count {
            if bytes[span.start + Int32(offset)] != buffer[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }
}

/// One instruction. Node operands (`Int32`) are op indexes; the others index the side table
/// of that kind.
enum NodeOp {
    case kind(NodeKind)
    case name(matcher: Int32)
    /// Bit `keyword.rawValue` set for each keyword that fits.
    case keyword(UInt32)
    case annotation(matcher: Int32)
    case supertype(matcher: Int32)
    case receiver(matcher: Int32)
    case closure(matcher: Int32)
    /// Bit per `NodePosition` (see `NodePosition.bit`).
    case position(UInt8)
    case conditional(Bool)
    case macOSOnly(Bool)
    case debugOnly(Bool)
    case text(Int32)
    case argument(Int32)
    case parameter(Int32)
    case inside(relation: Int32)
    case has(relation: Int32)
    case sibling(Int32)
    case chain(Int32)
    case owner(Int32)
    case parent(Int32)
    case callee(Int32)
    case placed(Int32)
    case variable(Int32)
    case fact(Int32)
    case component(ComponentShape)
    /// The capture in `slot` names a layout view of this shape.
    case layout(slot: Int32, shape: ComponentShape)
    /// The capture in `slot` names a view the project's Kotlin code names (or, with an
    /// `action`, does that to).
    case namedInCode(slot: Int32, action: ViewAction?)
    case all(Int32Span)
    /// `restores`: an operand can capture, so captures are rolled back when it fails.
    case any(Int32Span, restores: Bool)
    case not(Int32, restores: Bool)
}

/// A value test (`arg: {value: …}`, `param: {default: …}`); operands are value-op indexes.
enum ValueOp {
    /// Bit `kind.rawValue` set for each value kind that fits.
    case kinds(UInt32)
    case text(pattern: Int32)
    case unit(string: Int32)
    case below(Double)
    case node(Int32)
    case variable(Int32)
    case all(Int32Span)
    case any(Int32Span)
    case not(Int32)
}

/// `start..<end` of the program's `lists` table.
struct Int32Span {
    var start: Int32
    var end: Int32
}

/// A literal in the program's `bytes` table.
struct ByteSpan {
    var start: Int32
    var count: Int
}

struct NameMatcherEntry {
    var firstWord: Int32 = 0
    var wordCount: Int32 = 0
    /// Index into `regexes`, or -1 when the matcher lists names.
    var regex: Int32 = -1
    /// The names include `content` (the first, unlabelled trailing closure) or `modifier`.
    var namesContent = false
    var namesModifier = false
}

struct TextLeafEntry {
    var pattern: Int32
    var region: TextRegion
    var source: Bool
}

/// A text pattern: a regex, or a template, and where its named groups are kept.
struct TextPatternEntry {
    /// Index into `regexes`, or -1 for a template.
    var regex: Int32
    var template: Int32
    /// Pairs of (group number, capture slot) in `lists`; for a template, read off the regex.
    var groups: Int32Span
}

enum NodeTemplatePart {
    case literal(String)
    case capture(slot: Int32)
}

struct ArgumentEntry {
    var labels: Int32Span
    /// 1-based; 0 when not given.
    var position: Int32
    /// Value op, or -1.
    var value: Int32
}

struct ParameterEntry {
    var names: Int32Span
    var defaultValue: Int32
    var requiresNoDefault: Bool
}

struct VariableEntry {
    /// Bit per `VariableKind` (see `VariableKind.bit`); nil when not given.
    var kinds: UInt8?
    var type: Int32
    /// -1 not given, 0 false, 1 true.
    var built: Int8
    var declared: Int32
    var declaredRestores: Bool
    var used: Int32
    var usedRestores: Bool
    var within: UseScope?
}

struct RelationEntry {
    var test: Int32
    /// 0 when not given.
    var depth: Int32
    var count: Int32
    var stopBy: Int32
    var via: Int32
}

struct SiblingEntry {
    var test: Int32
    var direction: SiblingRelation.Direction
    var adjacent: Bool
    var together: Bool
}

extension NodePosition {
    var bit: UInt8 {
        switch self {
        case .statement: return 1
        case .value: return 2
        case .modifier: return 4
        case .top: return 8
        }
    }
}

extension VariableKind {
    var bit: UInt8 {
        switch self {
        case .self: return 1
        case .property: return 2
        case .local: return 4
        case .parameter: return 8
        case .other: return 16
        }
    }
}
