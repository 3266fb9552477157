/// Arguments, parameters, values and text regions.
extension NodeEvaluator {
    func holds(_ test: ArgumentTest, _ index: Int32) throws -> Bool {
        let node = tree.nodes[Int(index)]
        let arguments = tree.arguments[Int(node.firstArgument)..<Int(node.firstArgument + node.argumentCount)]
        if !test.labels.isEmpty {
            if let labelled = arguments.first(where: { argument in
                guard let label = argument.label else { return false }
                return test.labels.contains { code[label].elementsEqual($0.utf8) }
            }) {
                return try test.value.map { try holds($0, labelled, of: index) } ?? true
            }
            guard let position = test.position, position <= arguments.count else { return false }
            let positional = arguments[arguments.startIndex + position - 1]
            guard positional.label == nil else { return false }
            return try test.value.map { try holds($0, positional, of: index) } ?? true
        }
        if let position = test.position {
            guard position <= arguments.count else { return false }
            return try test.value.map { try holds($0, arguments[arguments.startIndex + position - 1], of: index) } ?? true
        }
        guard let value = test.value else { return !arguments.isEmpty }
        for argument in arguments where try holds(value, argument, of: index) { return true }
        return false
    }

    func holds(_ test: ParameterTest, _ index: Int32) throws -> Bool {
        guard let info = tree.declaration(of: index) else { return false }
        for parameter in tree.parameters(of: info) {
            if !test.names.isEmpty, !test.names.contains(where: { code[parameter.name].elementsEqual($0.utf8) }) { continue }
            if test.requiresNoDefault { return parameter.defaultValue == nil }
            guard let valueTest = test.defaultValue else { return true }
            guard let value = parameter.defaultValue else { return false }
            return try holds(valueTest, value, of: index)
        }
        return false
    }

    /// Whether `argument`, a value of the node `index`, fits `test`.
    func holds(_ test: ValueTest, _ argument: NodeArgument, of index: Int32) throws -> Bool {
        var argument = argument
        if argument.kind == .reference, !bindings.isEmpty,
           let bound = bindings[String(decoding: code[argument.value], as: UTF8.self)] {
            // A parameter of the component being summarised, standing for what a caller passes.
            argument.kind = bound
            argument.node = -1
        }
        switch test {
        case .kinds(let kinds):
            return kinds.contains(argument.kind)
        case .text(let pattern):
            return try search(pattern, in: text, argument.value)
        case .unit(let unit):
            guard argument.kind == .number, let range = ValueClassifier.unit(of: argument.value, in: code) else { return false }
            return code[range].elementsEqual(unit.utf8)
        case .below(let limit):
            guard argument.kind == .number, let number = leadingNumber(argument.value) else { return false }
            return number < limit
        case .node(let inner):
            guard argument.kind == .call, argument.node >= 0 else { return false }
            return try holds(inner, argument.node)
        case .variable(let inner):
            guard let variable = variable(named: argument.value, from: index) else { return false }
            return try holds(inner, variable, at: index)
        case .all(let tests):
            for test in tests where try !holds(test, argument, of: index) { return false }
            return true
        case .any(let tests):
            for test in tests where try holds(test, argument, of: index) { return true }
            return false
        case .not(let inner):
            return try !holds(inner, argument, of: index)
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

    /// Searches `pattern` in `buffer[range]`, recording the match's named groups as captures.
    func search(_ pattern: TextLeaf.Pattern, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws -> Bool {
        let regex: Regex
        switch pattern {
        case .fixed(let fixed):
            regex = fixed
        case .template(let parts):
            var source = ""
            for part in parts {
                switch part {
                case .literal(let literal): source += literal
                case .capture(let name):
                    guard let captured = captures[name] else { return false }
                    source += Self.escaped(String(decoding: text[captured], as: UTF8.self))
                }
            }
            regex = try templates.regex(source)
        }
        guard try scratch.firstMatch(regex, in: buffer, range: range) != nil else { return false }
        for (name, number) in regex.groupNames {
            if let captured = scratch.capture(number) { captures[name] = captured }
        }
        return true
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
final class NodeTemplateCache {
    private var compiled: [String: Regex] = [:]

    func regex(_ pattern: String) throws -> Regex {
        if let known = compiled[pattern] { return known }
        if compiled.count > 4096 { compiled.removeAll() }
        let regex = try Regex(pattern)
        compiled[pattern] = regex
        return regex
    }
}
