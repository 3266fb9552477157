import A11yScanRules
import A11yScanSyntax
import A11yScanSystem

extension ComponentCacheText {
    /// Reads the text's lines as bytes (`ByteLines`): numbers, marks and flags without a string.
    struct Reader {
        var lines: ByteLines
        /// Whether a summary's uses are checked and skipped rather than read: only counting the
        /// calls of a component whose root is fixed in it reads them, and they are a third of
        /// the lines.
        var leavesUses = false
        /// Whether the parameters, renders and calls of a summary without checks are checked
        /// and skipped: an editor's scan needs them only for the few summaries that call a
        /// component with checks, and they are most of the other lines.
        var leavesBodies = false

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

        /// Whether `range` is the one byte `mark` (`-`, `+`): compared without a string.
        func isMark(_ range: Range<Int>, _ mark: UInt8) -> Bool {
            range.count == 1 && lines.bytes[range.lowerBound] == mark
        }

        /// nil when the line is missing; `.some(nil)` when it says the value is absent.
        mutating func optional() -> String?? {
            guard let range = lines.next() else { return nil }
            if isMark(range, UInt8(ascii: "-")) { return .some(nil) }
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
            if isMark(range, UInt8(ascii: "-")) { return .some(nil) }
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

        /// Each value kind with its word's bytes, made once.
        static let kindWords = ValueKind.allCases.map { ($0, Array($0.word.utf8)) }

        /// The value kind a line names, compared without making a string of it; nil when the
        /// line is missing or names none.
        mutating func valueKind() -> ValueKind? {
            guard let range = lines.next() else { return nil }
            return Self.kindWords.first { $0.1.count == range.count && lines.bytes[range].elementsEqual($0.1) }?.0
        }

        /// The next summary, and where it left parts unread.
        mutating func summary() -> (ComponentSummary, LeftParts)? {
            let start = position
            guard let name = string(), let language = string().flatMap(Language.init(rawValue:)), let kind = string(),
                  let path = string(), let line = int(), let shapeWord = optional(), let inherits = optional(),
                  let checks = checks(), let callees = lines.next(), let bodySize = count() else { return nil }
            var shape: ComponentShape?
            if let shapeWord {
                guard let known = ComponentShape(rawValue: shapeWord) else { return nil }
                shape = known
            }
            var renders: [String] = [], parameters: [ComponentParameter] = [], calls: [ComponentCall] = []
            var callsAt: Int?
            if leavesBodies, checks.isEmpty {
                callsAt = callees.lowerBound
                guard lines.skip(bytes: bodySize) else { return nil }
            } else {
                let bodyStart = position
                guard let read = strings(), let readParameters = self.parameters(), let readCalls = self.calls(),
                      position - bodyStart == bodySize,
                      readCalls.map({ CacheEscaping.escaped($0.callee) }).joined(separator: "\t").utf8
                        .elementsEqual(lines.bytes[callees]) else { return nil }
                renders = read
                parameters = readParameters
                calls = readCalls
            }
            var summary = ComponentSummary(name: name, language: language, kind: kind, path: path, line: line,
                                           parameters: parameters, renders: renders, checks: checks, calls: calls, shape: shape)
            summary.inherits = inherits
            guard let usesMark = lines.next() else { return nil }
            if isMark(usesMark, UInt8(ascii: "-")) { return (summary, LeftParts(start: start, calls: callsAt, uses: nil)) }
            guard isMark(usesMark, UInt8(ascii: "+")) else { return nil }
            let usesAt = position
            if leavesUses {
                guard let names = lines.next(), let counts = lines.next(),
                      lines.count(of: 9, in: names) == lines.count(of: 9, in: counts) else { return nil }
                return (summary, LeftParts(start: start, calls: callsAt, uses: usesAt))
            }
            guard let uses = uses() else { return nil }
            summary.uses = uses
            return (summary, LeftParts(start: start, calls: callsAt, uses: nil))
        }

        mutating func parameters() -> [ComponentParameter]? {
            guard let count = count() else { return nil }
            var parameters: [ComponentParameter] = []
            for _ in 0..<count {
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
            return parameters
        }

        mutating func checks() -> [ComponentCheck]? {
            guard let count = count() else { return nil }
            var checks: [ComponentCheck] = []
            for _ in 0..<count {
                guard let rule = string(), let parameter = optional(), let control = string(), let controlPath = string(),
                      let controlLine = int(), let via = strings(), let fixed = flag(), let stands = flag(),
                      let instances = flag() else { return nil }
                checks.append(ComponentCheck(rule: rule, parameter: parameter, control: control, controlPath: controlPath,
                                             controlLine: controlLine, via: via, fixedInComponent: fixed,
                                             standsForControl: stands, instances: instances))
            }
            return checks
        }

        mutating func calls() -> [ComponentCall]? {
            guard let count = count() else { return nil }
            var calls: [ComponentCall] = []
            for _ in 0..<count {
                guard let callee = string(), let callLine = int(), let givenModifier = flag(), let argumentCount = self.count() else {
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
            return calls
        }

        /// Whether the line of names the calls call (at the reader's line) holds one of `names`.
        mutating func callsAny(of names: [String]) -> Bool {
            guard let line = lines.next(), !line.isEmpty else { return false }
            if lines.contains(UInt8(ascii: "\\"), in: line) {
                return lines.fields(line, separatedBy: 9).contains { names.contains(text($0)) }
            }
            return names.contains { lines.holdsField($0, in: line, separatedBy: 9) != nil }
        }

        /// A summary's uses: a line of names, then a line of their counts in the same order.
        mutating func uses() -> [String: Int]? {
            guard let names = lines.next(), let counts = lines.next() else { return nil }
            // No uses is two empty lines; one use of an empty name is an empty name and its count.
            if names.isEmpty, counts.isEmpty { return [:] }
            let nameFields = lines.fields(names, separatedBy: 9), countFields = lines.fields(counts, separatedBy: 9)
            guard nameFields.count == countFields.count else { return nil }
            var uses: [String: Int] = [:]
            uses.reserveCapacity(nameFields.count)
            for (name, count) in zip(nameFields, countFields) {
                guard let count = lines.int(count) else { return nil }
                uses[text(name)] = count
            }
            return uses
        }

        /// A summary's uses of `names` only, each found in the line of names as bytes.
        mutating func uses(of names: [String]) -> [String: Int]? {
            guard let line = lines.next(), let counts = lines.next() else { return nil }
            var uses: [String: Int] = [:]
            if lines.contains(UInt8(ascii: "\\"), in: line) {
                let fields = lines.fields(line, separatedBy: 9), countFields = lines.fields(counts, separatedBy: 9)
                for (field, count) in zip(fields, countFields) where names.contains(text(field)) { uses[text(field)] = lines.int(count) }
                return uses
            }
            for name in names {
                guard let place = lines.holdsField(name, in: line, separatedBy: 9) else { continue }
                guard let count = lines.field(place, of: counts, separatedBy: 9).flatMap(lines.int) else { return nil }
                uses[name] = count
            }
            return uses
        }
    }
}
