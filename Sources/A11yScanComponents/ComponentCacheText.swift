import A11yScanRules
import A11yScanSyntax
import A11yScanSystem

/// The component summaries of a cache file as plain lines, one value a line: an editor's
/// one-file scan reads them at every start, and decoding them as JSON cost a tenth of that
/// scan for a project of two dozen components. Strings are escaped (`CacheEscaping`) so a value
/// never spans lines; a list is its count, then its items; an absent value is `-`, a present
/// optional one is `+` and the value.
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
        read(bytes, from: start, leavingUses: false).map { ($0.summaries, $0.end) }
    }

    /// As above; with `leavingUses`, each summary's uses are checked but left unread, and
    /// `usesAt` says where each summary's are (nil for a summary without uses), for `uses(in:at:)`.
    static func read(_ bytes: [UInt8], from start: Int, leavingUses: Bool)
        -> (summaries: [ComponentSummary], end: Int, usesAt: [Int?])? {
        var reader = Reader(lines: ByteLines(bytes, from: start), leavesUses: leavingUses)
        guard let count = reader.int() else { return nil }
        var summaries: [ComponentSummary] = []
        var usesAt: [Int?] = []
        summaries.reserveCapacity(min(count, 100_000))
        usesAt.reserveCapacity(leavingUses ? min(count, 100_000) : 0)
        for _ in 0..<count {
            guard let (summary, uses) = reader.summary() else { return nil }
            summaries.append(summary)
            if leavingUses { usesAt.append(uses) }
        }
        return (summaries, reader.position, usesAt)
    }

    /// The uses `read(_:from:leavingUses:)` left at `position` (already checked to be whole).
    static func uses(in bytes: [UInt8], at position: Int) -> [String: Int]? {
        var reader = Reader(lines: ByteLines(bytes, from: position), leavesUses: false)
        return reader.uses()
    }

    /// Of the uses left at `position`, those of `names` only: what counting the calls of the
    /// components named so reads, without a string or a table entry for every other name.
    static func uses(in bytes: [UInt8], at position: Int, of names: [String]) -> [String: Int]? {
        var reader = Reader(lines: ByteLines(bytes, from: position), leavesUses: false)
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
            strings(summary.renders)
            int(summary.parameters.count)
            for parameter in summary.parameters {
                string(parameter.name)
                string(parameter.label)
                int(parameter.position)
                optional(parameter.defaultKind?.word)
                strings(parameter.flows)
            }
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
            guard let uses = summary.uses else { return line("-") }
            line("+")
            int(uses.count)
            for (name, count) in uses.sorted(by: { $0.key < $1.key }) {
                string(name)
                int(count)
            }
        }
    }

    /// Reads the text's lines as bytes (`ByteLines`): numbers, marks and flags without a string.
    private struct Reader {
        var lines: ByteLines
        /// Whether a summary's uses are checked and skipped rather than read: only counting the
        /// calls of a component whose root is fixed in it reads them, and they are a third of
        /// the lines.
        var leavesUses = false

        var position: Int { lines.position }

        /// The text of `range`, unescaped (`CacheEscaping`).
        func text(_ range: Range<Int>) -> String {
            guard lines.contains(UInt8(ascii: "\\"), in: range) else { return lines.text(range) }
            return CacheEscaping.unescaped(lines.bytes[range])
        }

        mutating func string() -> String? {
            guard let range = lines.next() else { return nil }
            return text(range)
        }

        /// nil when the line is missing; `.some(nil)` when it says the value is absent.
        mutating func optional() -> String?? {
            guard let range = lines.next() else { return nil }
            if lines.holds(range, "-") { return .some(nil) }
            guard !range.isEmpty, lines.bytes[range.lowerBound] == UInt8(ascii: "+") else { return nil }
            return .some(text(range.dropFirst()))
        }

        mutating func int() -> Int? {
            guard let range = lines.next() else { return nil }
            return lines.int(range)
        }

        /// An optional flag: nil when the line is missing or not a flag's.
        mutating func flag() -> Bool?? {
            guard let range = lines.next() else { return nil }
            if lines.holds(range, "-") { return .some(nil) }
            if lines.holds(range, "+true") { return .some(true) }
            if lines.holds(range, "+false") { return .some(false) }
            return nil
        }

        mutating func count() -> Int? { int().flatMap { $0 >= 0 ? $0 : nil } }

        mutating func strings() -> [String]? {
            guard let count = count() else { return nil }
            var values: [String] = []
            values.reserveCapacity(min(count, 1024))
            for _ in 0..<count {
                guard let value = string() else { return nil }
                values.append(value)
            }
            return values
        }

        func valueKind(_ word: String) -> ValueKind? { ValueKind.allCases.first { $0.word == word } }

        /// The value kind a line names, compared without making a string of it; nil when the
        /// line is missing or names none.
        mutating func valueKind() -> ValueKind? {
            guard let range = lines.next() else { return nil }
            return ValueKind.allCases.first { lines.holds(range, $0.word) }
        }

        /// The next summary, and where its uses are when they were left unread.
        mutating func summary() -> (ComponentSummary, usesAt: Int?)? {
            guard let name = string(), let language = string().flatMap(Language.init(rawValue:)), let kind = string(),
                  let path = string(), let line = int(), let shapeWord = optional(), let inherits = optional(),
                  let renders = strings(),
                  let parameterCount = count() else { return nil }
            var shape: ComponentShape?
            if let shapeWord {
                guard let known = ComponentShape(rawValue: shapeWord) else { return nil }
                shape = known
            }
            var parameters: [ComponentParameter] = []
            for _ in 0..<parameterCount {
                guard let name = string(), let label = string(), let position = int(), let defaultWord = optional(),
                      let flows = strings() else { return nil }
                var defaultKind: ValueKind?
                if let defaultWord {
                    guard let known = valueKind(defaultWord) else { return nil }
                    defaultKind = known
                }
                parameters.append(ComponentParameter(name: name, label: label, position: position, defaultKind: defaultKind,
                                                     flows: flows))
            }
            guard let checkCount = count() else { return nil }
            var checks: [ComponentCheck] = []
            for _ in 0..<checkCount {
                guard let rule = string(), let parameter = optional(), let control = string(), let controlPath = string(),
                      let controlLine = int(), let via = strings(), let fixed = flag(), let stands = flag(),
                      let instances = flag() else { return nil }
                checks.append(ComponentCheck(rule: rule, parameter: parameter, control: control, controlPath: controlPath,
                                             controlLine: controlLine, via: via, fixedInComponent: fixed,
                                             standsForControl: stands, instances: instances))
            }
            guard let callCount = count() else { return nil }
            var calls: [ComponentCall] = []
            for _ in 0..<callCount {
                guard let callee = string(), let callLine = int(), let givenModifier = flag(), let argumentCount = count() else {
                    return nil
                }
                var arguments: [ComponentArgument] = []
                for _ in 0..<argumentCount {
                    guard let label = optional(), let position = int(), let kind = valueKind(),
                          let forwards = optional() else { return nil }
                    arguments.append(ComponentArgument(label: label, position: position, kind: kind, forwards: forwards))
                }
                calls.append(ComponentCall(callee: callee, line: callLine, arguments: arguments, givenCallerModifier: givenModifier))
            }
            var summary = ComponentSummary(name: name, language: language, kind: kind, path: path, line: line,
                                           parameters: parameters, renders: renders, checks: checks, calls: calls, shape: shape)
            summary.inherits = inherits
            guard let usesMark = lines.next() else { return nil }
            if lines.holds(usesMark, "-") { return (summary, nil) }
            guard lines.holds(usesMark, "+") else { return nil }
            let usesAt = position
            if leavesUses {
                guard skipUses() else { return nil }
                return (summary, usesAt)
            }
            guard let uses = uses() else { return nil }
            summary.uses = uses
            return (summary, nil)
        }

        /// A summary's uses: their count, then a name and a count for each.
        mutating func uses() -> [String: Int]? {
            guard let useCount = count() else { return nil }
            var uses: [String: Int] = [:]
            uses.reserveCapacity(min(useCount, 4096))
            for _ in 0..<useCount {
                guard let name = string(), let count = int() else { return nil }
                uses[name] = count
            }
            return uses
        }

        /// A summary's uses of `names` only.
        mutating func uses(of names: [String]) -> [String: Int]? {
            guard let useCount = count() else { return nil }
            var uses: [String: Int] = [:]
            for _ in 0..<useCount {
                guard let line = lines.next(), let count = int() else { return nil }
                let escaped = lines.contains(UInt8(ascii: "\\"), in: line)
                if let name = escaped ? names.first(where: { $0 == text(line) }) : names.first(where: { lines.holds(line, $0) }) {
                    uses[name] = count
                }
            }
            return uses
        }

        /// Passes over a summary's uses, checking that each count is one; whether they are whole.
        mutating func skipUses() -> Bool {
            guard let useCount = count() else { return false }
            for _ in 0..<useCount {
                guard lines.next() != nil, int() != nil else { return false }
            }
            return true
        }
    }
}
