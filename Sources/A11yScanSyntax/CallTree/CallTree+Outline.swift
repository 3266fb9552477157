/// A readable listing of the tree, one node a line, indented by depth: what the scanner
/// understood of a file (`a11yscan tree FILE`) and what the tests compare against.
extension CallTree {
    public func outline() -> String {
        var lines: [String] = []
        var depth: [Int32: Int] = [:]
        for index in nodes.indices {
            let node = nodes[index]
            let level = node.parent < 0 ? 0 : (depth[node.parent] ?? 0) + 1
            depth[Int32(index)] = level
            var line = String(repeating: "  ", count: level)
            switch node.slot {
            case .top, .modifier, .body: break
            case .argument: line += "[arg \(node.slotIndex)] "
            case .closure: line += "[closure \(node.slotIndex)] "
            case .value: line += "[value] "
            case .header: line += "[header] "
            }
            line += describe(Int32(index))
            let position = source.position(of: Int(node.nameStart))
            line += " @\(position.line):\(position.column)"
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ index: Int32) -> String {
        let node = nodes[Int(index)]
        var text: String
        switch node.kind {
        case .call: text = "call "
        case .modifier: text = "modifier ."
        case .assignment: text = "assign "
        case .declaration: text = "\(declarations[Int(node.declaration)].keyword) "
        }
        if let receiver = node.receiver { text += source.string(receiver) + "." }
        text += source.string(node.name)
        if node.kind == .declaration, let info = declaration(of: index) {
            let annotationNames = annotations(of: info).map { "@" + source.string(Int($0.lowerBound)..<Int($0.upperBound)) }
            if !annotationNames.isEmpty { text = annotationNames.joined(separator: " ") + " " + text }
            let parameterList = parameters(of: info).map { parameter -> String in
                var item = source.string(parameter.callLabel)
                if let value = parameter.defaultValue { item += " = \(value.kind)" }
                return item
            }
            if !parameterList.isEmpty || info.keyword == .function { text += "(" + parameterList.joined(separator: ", ") + ")" }
            if let type = info.type { text += ": " + source.string(type) }
            if let value = node.argumentCount > 0 ? arguments[Int(node.firstArgument)] : nil { text += " = \(value.kind)" }
            return text
        }
        if node.kind == .assignment {
            return text + " = \(arguments[Int(node.firstArgument)].kind)"
        }
        if node.argumentsOpen >= 0 {
            let list = arguments(of: index).map { argument -> String in
                (argument.label.map { source.string($0) + ": " } ?? "") + "\(argument.kind)"
            }
            text += "(" + list.joined(separator: ", ") + ")"
        }
        for closure in closures(of: index) {
            text += closure.label.map { " \(source.string($0)): {}" } ?? " {}"
        }
        return text
    }
}
