import A11yScanSyntax

/// What a variable is: the type it is declared with or built from, and whether the code
/// builds it (so no storyboard or layout file configures it).
extension NodeEvaluator {
    /// The names a variable's type goes by: its written type, or the class it is built from;
    /// for the instance, the type's name and supertypes.
    func typeNames(of variable: VariableReference) -> [Range<Int>] {
        switch variable.site {
        case .instance(let type):
            guard type >= 0 else { return [] }
            return [tree.nodes[Int(type)].name] + supertypes(of: type)
        case .declaration(let index):
            if let type = tree.declaration(of: index)?.type { return baseTypeName(type).map { [$0] } ?? [] }
            guard let value = tree.arguments(of: index).first, value.kind == .call, value.node >= 0 else { return [] }
            return builtType(value.node).map { [$0] } ?? []
        case .parameter(_, let parameter):
            guard let type = tree.parameters[parameter].type else { return [] }
            return baseTypeName(type).map { [$0] } ?? []
        case .object(let call):
            return builtType(call).map { [$0] } ?? []
        case .unknown:
            return []
        }
    }

    /// Whether the code builds the variable's object: its value is an initializer call, or
    /// the builder closure of `let icon: UIImageView = { let view = UIImageView(); …; return view }()`.
    func isBuilt(_ variable: VariableReference) -> Bool {
        switch variable.site {
        case .object(let call):
            return builtType(call, initializerOnly: true) != nil
        case .declaration(let index):
            if let value = tree.arguments(of: index).first, value.kind == .call, value.node >= 0 {
                return builtType(value.node, initializerOnly: true) != nil
            }
            return tree.children(of: index).contains { child in
                guard tree.declaration(of: child)?.keyword == .property, let value = tree.arguments(of: child).first,
                      value.kind == .call, value.node >= 0 else { return false }
                return builtType(value.node, initializerOnly: true) != nil
            }
        default:
            return false
        }
    }

    /// `UIButton` in `UIButton!`, `UIKit.UIButton?`, `ImageButton`; nil for `[UIButton]`, `(…) -> …`.
    func baseTypeName(_ type: Range<Int>) -> Range<Int>? {
        var j = type.lowerBound
        var last: Range<Int>?
        while j < type.upperBound, ByteClass.isIdentifierStart(code[j]) {
            var end = j
            while end < type.upperBound, ByteClass.isIdentifier(code[end]) { end += 1 }
            last = j..<end
            guard end < type.upperBound, code[end] == UInt8(ascii: ".") else { break }
            j = end + 1
        }
        return last
    }

    /// The class a call builds: `UIButton(type: .system)`, `UIButton.systemButton(…)`, the last
    /// call of Kotlin `lazy { … }`; unless `initializerOnly`, also the class a generic call
    /// returns (`findViewById<ImageButton>(…)`).
    func builtType(_ call: Int32, initializerOnly: Bool = false) -> Range<Int>? {
        var current = call
        for _ in 0..<4 {
            let node = tree.nodes[Int(current)]
            if code[node.name].elementsEqual("lazy".utf8) {
                guard let last = tree.children(of: current).reversed().first(where: { tree.nodes[Int($0)].kind == .call })
                else { return nil }
                current = last
                continue
            }
            if Self.isTypeName(code[Int(node.nameStart)]) { return node.name }
            if !initializerOnly, node.argumentsOpen > node.nameEnd,
               let open = code[Int(node.nameEnd)..<Int(node.argumentsOpen)].firstIndex(of: UInt8(ascii: "<")) {
                return baseTypeName(open + 1..<Int(node.argumentsOpen))
            }
            guard let receiver = node.receiver, let link = lastLink(receiver), Self.isTypeName(code[link.lowerBound]),
                  !initializerOnly || code[node.name].elementsEqual("init".utf8) else { return nil }
            return link
        }
        return nil
    }

    func lastLink(_ range: Range<Int>) -> Range<Int>? {
        var start = range.upperBound
        while start > range.lowerBound, ByteClass.isIdentifier(code[start - 1]) { start -= 1 }
        return start < range.upperBound ? start..<range.upperBound : nil
    }

    static func isTypeName(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
