import A11yScanMatcher
import A11yScanSyntax

/// Arguments, parameters, values and text regions.
extension NodeEvaluator {
    /// An argument is found by one of the test's labels, else by its position; a position
    /// names an argument written without a label (a labelled one there is some other
    /// parameter's: Kotlin named arguments go in any order, and a Swift label names its own).
    func argumentHolds(_ program: NodeProgram, _ test: Int32, _ index: Int32) throws -> Bool {
        let entry = program.arguments[test]
        let node = tree.nodes[Int(index)]
        let first = Int(node.firstArgument)
        let count = Int(node.argumentCount)
        let position = Int(entry.position)
        if entry.labels.start < entry.labels.end {
            for offset in 0..<count {
                let argument = tree.arguments[first + offset]
                guard let label = argument.label, program.containsString(entry.labels, code, label) else { continue }
                return try entry.value < 0 || valueHolds(program, entry.value, argument, of: index)
            }
        }
        if position > 0 {
            guard position <= count else { return false }
            let positional = tree.arguments[first + position - 1]
            guard positional.label == nil else { return false }
            return try entry.value < 0 || valueHolds(program, entry.value, positional, of: index)
        }
        if entry.labels.start < entry.labels.end { return false }
        guard entry.value >= 0 else { return count > 0 }
        for offset in 0..<count where try valueHolds(program, entry.value, tree.arguments[first + offset], of: index) { return true }
        return false
    }

    func parameterHolds(_ program: NodeProgram, _ test: Int32, _ index: Int32) throws -> Bool {
        let entry = program.parameters[test]
        guard let info = tree.declaration(of: index) else { return false }
        let hasNames = entry.names.start < entry.names.end
        for parameter in tree.parameters(of: info) {
            if hasNames, !program.containsString(entry.names, code, parameter.name) { continue }
            if entry.requiresNoDefault { return parameter.defaultValue == nil }
            guard entry.defaultValue >= 0 else { return true }
            guard let value = parameter.defaultValue else { return false }
            return try valueHolds(program, entry.defaultValue, value, of: index)
        }
        return false
    }

    /// Whether `argument`, a value of the node `index`, fits the value op `test`.
    func valueHolds(_ program: NodeProgram, _ test: Int32, _ argument: NodeArgument, of index: Int32) throws -> Bool {
        var argument = argument
        if argument.kind == .reference {
            if !watched.isEmpty { noteWatchedRead(argument.value) }
            if !bindings.isEmpty, let bound = binding(argument.value) {
                // A parameter of the component being summarised, standing for what a caller passes.
                argument.kind = bound
                argument.node = -1
            }
        }
        switch program.values[test] {
        case .kinds(let kinds):
            return kinds & 1 << UInt32(argument.kind.rawValue) != 0
        case .text(let pattern):
            return try search(program, pattern, in: text, argument.value)
        case .unit(let unit):
            guard argument.kind == .number, let range = ValueClassifier.unit(of: argument.value, in: code) else { return false }
            return program.string(unit, equals: code, range)
        case .below(let limit):
            guard argument.kind == .number, let number = leadingNumber(argument.value) else { return false }
            return number < limit
        case .node(let inner):
            guard argument.kind == .call, argument.node >= 0 else { return false }
            return try holds(program, inner, argument.node)
        case .variable(let inner):
            guard let variable = variable(named: argument.value, from: index) else { return false }
            return try variableHolds(program, inner, variable, at: index)
        case .all(let operands):
            var item = operands.start
            while item < operands.end {
                if try !valueHolds(program, program.lists[item], argument, of: index) { return false }
                item += 1
            }
            return true
        case .any(let operands):
            var item = operands.start
            while item < operands.end {
                if try valueHolds(program, program.lists[item], argument, of: index) { return true }
                item += 1
            }
            return false
        case .not(let inner):
            return try !valueHolds(program, inner, argument, of: index)
        }
    }

    /// The kind a component parameter named `code[range]` stands for, if it is bound.
    private func binding(_ range: Range<Int>) -> ValueKind? {
        for binding in bindings where binding.name.count == range.count {
            if binding.name.withByteView({ code.bytes(in: range, equal: $0) }) { return binding.kind }
        }
        return nil
    }

    /// Sets the bit of the `watched` name `code[range]` is, if it is one.
    private func noteWatchedRead(_ range: Range<Int>) {
        for (number, name) in watched.enumerated() where name.count == range.count {
            if name.withByteView({ code.bytes(in: range, equal: $0) }) { watchedReads |= 1 << UInt64(min(number, 63)) }
        }
    }

    private func leadingNumber(_ range: Range<Int>) -> Double? {
        var end = range.lowerBound
        if end < range.upperBound, code[end] == UInt8(ascii: "-") { end += 1 }
        while end < range.upperBound, ByteClass.isDigit(code[end]) || code[end] == UInt8(ascii: ".") {
            if code[end] == UInt8(ascii: "."), end + 1 < range.upperBound, !ByteClass.isDigit(code[end + 1]) { break }
            end += 1
        }
        return Double(String(decoding: code[range.lowerBound..<end], as: UTF8.self))
    }

    /// Searches the program's pattern `pattern` in `buffer[range]`, recording the match's named
    /// groups as captures. A capture is inserted as `buffer` shows it, so a captured call with a
    /// string in it still matches its own place where string contents are blanked.
    func search(_ program: NodeProgram, _ pattern: Int32, in buffer: ByteView, _ range: Range<Int>) throws -> Bool {
        let entry = program.patterns[pattern]
        guard entry.regex < 0 else {
            guard try program.regexes[Int(entry.regex)].firstMatch(in: buffer, range, scratch: scratch) != nil else { return false }
            var item = entry.groups.start
            while item < entry.groups.end {
                if let captured = scratch.capture(Int(program.lists[item])) { captures.set(program.lists[item + 1], captured) }
                item += 2
            }
            return true
        }
        var source = ""
        for part in program.templates[Int(entry.template)] {
            switch part {
            case .literal(let literal): source += literal
            case .capture(let slot):
                guard let captured = captures[slot] else { return false }
                source += Self.escaped(buffer[captured])
            }
        }
        let regex = try templates.regex(source)
        guard try regex.firstMatch(in: buffer, range, scratch: scratch) != nil else { return false }
        for (name, number) in regex.groupNames {
            if let slot = program.captureNames[name], let captured = scratch.capture(number) { captures.set(slot, captured) }
        }
        return true
    }

    /// The source text `bytes` quoted for a PCRE2 pattern. ASCII text a byte at a time, each
    /// byte being one character there; other text a character at a time, since a mark after a
    /// quoted character makes one character with it that is not quoted.
    static func escaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return escaped(String(decoding: bytes, as: UTF8.self)) }
        var quoted: [UInt8] = []
        quoted.reserveCapacity(bytes.count + 8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "|"),
                 UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
                 UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: " "):
                quoted.append(UInt8(ascii: "\\"))
            default:
                break
            }
            quoted.append(byte)
        }
        return String(decoding: quoted, as: UTF8.self)
    }

    /// `text` quoted for a PCRE2 pattern.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}#-/ ".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The byte range a `text` pattern reads, or nil when the node has no such part.
    func region(_ region: TextRegion, of index: Int32) -> Range<Int>? {
        let node = tree.nodes[Int(index)]
        switch region {
        case .node: return node.range
        case .name: return node.name
        case .arguments: return node.argumentList
        case .content:
            if node.argumentsOpen >= 0 { return Int(node.argumentsOpen)..<Int(node.end) }
            if node.closureCount > 0 { return Int(tree.closures[Int(node.firstClosure)].open)..<Int(node.end) }
            return nil
        case .chain:
            if node.kind == .modifier {
                guard node.owner >= 0 else { return node.range }
                let owner = tree.nodes[Int(node.owner)]
                return Int(owner.end)..<Int(owner.extentEnd)
            }
            return node.end < node.extentEnd ? Int(node.end)..<Int(node.extentEnd) : nil
        case .receiver: return node.receiver
        case .line:
            let line = tree.source.lines.line(of: Int(node.nameStart))
            return tree.source.lines.range(ofLine: line, in: code)
        case .declaration:
            var current = node.parent
            while current >= 0 {
                let ancestor = tree.nodes[Int(current)]
                if ancestor.kind == .declaration { return ancestor.range }
                current = ancestor.parent
            }
            return 0..<code.count
        case .file: return 0..<code.count
        }
    }
}

/// Patterns built from captures (`${flag}`), compiled once per distinct text per worker.
package final class NodeTemplateCache {
    private var compiled: [String: Regex] = [:]

    package init() {}

    func regex(_ pattern: String) throws -> Regex {
        if let known = compiled[pattern] { return known }
        if compiled.count > 4096 { compiled.removeAll() }
        let regex = try Regex(pattern)
        compiled[pattern] = regex
        return regex
    }
}
