import A11yScanRules
import A11yScanSyntax
import A11yScanSystem

/// The component summaries of a cache file as plain lines, one value a line: an editor's
/// one-file scan reads them at every start, and decoding them as JSON cost a tenth of that
/// scan for a project of two dozen components. Strings are escaped (`CacheEscaping`) so a value
/// never spans lines; a list is its count, then its items; an absent value is `-`, a present
/// optional one is `+` and the value. What a one-file scan needs of most summaries comes first
/// and is quick to pass over: the head and the checks, then the names the calls call on one
/// line and the size in bytes of the parameters, renders and calls that follow; the uses are a
/// line of names and a line of counts.
enum ComponentCacheText {
    static func write(_ summaries: [ComponentSummary]) -> String {
        var writer = Writer()
        writer.int(summaries.count)
        for summary in summaries { writer.summary(summary) }
        return writer.text
    }

    /// The summaries in the text of `bytes`, or nil when it is cut short or not what `write` writes.
    static func read(_ bytes: [UInt8]) -> [ComponentSummary]? {
        guard let (summaries, end) = read(bytes, from: 0), end == bytes.count else { return nil }
        return summaries
    }

    /// The summaries `write` wrote from `bytes[start]` on, and where their text ends (what
    /// follows is the cache's layout views); nil when it is cut short or not what `write` writes.
    static func read(_ bytes: [UInt8], from start: Int) -> (summaries: [ComponentSummary], end: Int)? {
        read(bytes, from: start, leavingParts: false).map { ($0.summaries, $0.end) }
    }

    /// Where a summary read with `leavingParts` left parts of itself in the bytes: `start`, where
    /// its text starts (to read it whole later, `summary(in:at:)`); `calls`, where the line of the
    /// names its calls call is, when its parameters, renders and calls were left (a summary without
    /// checks, read whole only if its calls or superclass reach a component with checks); `uses`,
    /// where its uses are (nil for a summary without uses).
    struct LeftParts {
        let start: Int
        let calls: Int?
        let uses: Int?
    }

    /// As above; with `leavingParts`, each summary's uses, and the parameters, renders and calls of
    /// a summary without checks, are checked but left unread, and `left` says where they are.
    static func read(_ bytes: [UInt8], from start: Int, leavingParts: Bool)
        -> (summaries: [ComponentSummary], end: Int, left: [LeftParts])? {
        var reader = Reader(lines: ByteLines(bytes, from: start), leavesUses: leavingParts, leavesBodies: leavingParts)
        guard let count = reader.int() else { return nil }
        var summaries: [ComponentSummary] = []
        var left: [LeftParts] = []
        summaries.reserveCapacity(min(count, 100_000))
        left.reserveCapacity(leavingParts ? min(count, 100_000) : 0)
        for _ in 0..<count {
            guard let (summary, parts) = reader.summary() else { return nil }
            summaries.append(summary)
            if leavingParts { left.append(parts) }
        }
        return (summaries, reader.position, left)
    }

    /// The summary whose text starts at `start`, read whole (nil when its parts passed over by size
    /// are not what `write` writes); with `leavingUses`, without its uses.
    static func summary(in bytes: [UInt8], at start: Int, leavingUses: Bool) -> ComponentSummary? {
        var reader = Reader(lines: ByteLines(bytes, from: start), leavesUses: leavingUses)
        return reader.summary()?.0
    }

    /// Whether the line of names at `position` (`LeftParts.calls`) holds one of `names`.
    static func calls(in bytes: [UInt8], at position: Int, anyOf names: [String]) -> Bool {
        var reader = Reader(lines: ByteLines(bytes, from: position))
        return reader.callsAny(of: names)
    }

    /// The uses `read(_:from:leavingParts:)` left at `position` (already checked to be whole).
    static func uses(in bytes: [UInt8], at position: Int) -> [String: Int]? {
        var reader = Reader(lines: ByteLines(bytes, from: position))
        return reader.uses()
    }

    /// Of the uses left at `position`, those of `names` only: what counting the calls of the
    /// components named so reads, without a string or a table entry for every other name.
    static func uses(in bytes: [UInt8], at position: Int, of names: [String]) -> [String: Int]? {
        var reader = Reader(lines: ByteLines(bytes, from: position))
        return reader.uses(of: names)
    }

    private struct Writer {
        var text = ""

        mutating func line(_ value: String) {
            text += value
            text += "\n"
        }

        mutating func string(_ value: String) {
            line(CacheEscaping.escaped(value))
        }

        mutating func optional(_ value: String?) {
            guard let value else { return line("-") }
            string("+" + value)
        }

        mutating func int(_ value: Int) { line(String(value)) }

        mutating func flag(_ value: Bool?) { optional(value.map { $0 ? "true" : "false" }) }

        mutating func strings(_ values: [String]) {
            int(values.count)
            for value in values { string(value) }
        }

        mutating func summary(_ summary: ComponentSummary) {
            string(summary.name)
            line(summary.language.rawValue)
            string(summary.kind)
            string(summary.path)
            int(summary.line)
            optional(summary.shape?.rawValue)
            optional(summary.inherits)
            int(summary.checks.count)
            for check in summary.checks {
                string(check.rule)
                optional(check.parameter)
                string(check.control)
                string(check.controlPath)
                int(check.controlLine)
                strings(check.via)
                flag(check.fixedInComponent)
                flag(check.standsForControl)
                flag(check.instances)
            }
            line(summary.calls.map { CacheEscaping.escaped($0.callee) }.joined(separator: "\t"))
            var body = Writer()
            body.body(of: summary)
            int(body.text.utf8.count)
            text += body.text
            guard let uses = summary.uses else { return line("-") }
            line("+")
            let sorted = uses.sorted(by: { $0.key < $1.key })
            line(sorted.map { CacheEscaping.escaped($0.key) }.joined(separator: "\t"))
            line(sorted.map { String($0.value) }.joined(separator: "\t"))
        }

        /// The parameters, renders and calls of `summary`: what a one-file scan may pass over.
        mutating func body(of summary: ComponentSummary) {
            strings(summary.renders)
            int(summary.parameters.count)
            for parameter in summary.parameters {
                string(parameter.name)
                string(parameter.label)
                int(parameter.position)
                optional(parameter.defaultKind?.word)
                strings(parameter.flows)
            }
            int(summary.calls.count)
            for call in summary.calls {
                string(call.callee)
                int(call.line)
                flag(call.givenCallerModifier)
                int(call.arguments.count)
                for argument in call.arguments {
                    optional(argument.label)
                    int(argument.position)
                    line(argument.kind.word)
                    optional(argument.forwards)
                }
            }
        }
    }
}
