import A11yScanSyntax

/// Finds the declarations of a file that are components a caller can use like a control, and
/// their parameters as a caller sees them.
package struct ComponentDeclarations {
    let tree: CallTree
    let code: ByteView

    struct Found {
        var node: Int32
        var kind: String
        var parameters: [ComponentParameter]
        /// For a class extending a button class that is not the framework's: that class.
        var superclass: String? = nil
    }

    /// `@Composable fun`s, SwiftUI `struct … : View`s (their memberwise or explicit
    /// initializer), functions returning `some View`, and classes extending a button view
    /// (`UIButton`, `ImageButton`, or a class named as a button: maybe the app's own, in
    /// another file), whose instances the code builds and sets up.
    func all() -> [Found] {
        var found: [Found] = []
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.kind == .declaration, let info = tree.declaration(of: Int32(index)), node.nameEnd > node.nameStart else {
                continue
            }
            switch (tree.source.language, info.keyword) {
            // `operator fun invoke` is called through its receiver (`MangaCover.Book(…)`): a call
            // written `invoke` is some other function's (`onDone?.invoke()`).
            // An extension on a value (`fun ActionButton.Icon()`) is called on one (`action.Icon()`):
            // a plain `Icon(…)` elsewhere is the framework's. One on a scope (`fun RowScope.Item()`)
            // is called plainly inside that scope's content, so it stays.
            case (.kotlin, .function) where annotated(info, "Composable") && text(Int(node.nameStart)..<Int(node.nameEnd)) != "invoke"
                && calledPlainly(info):
                found.append(Found(node: Int32(index), kind: "composable", parameters: parameters(of: info)))
            case (.swift, .struct) where mentions(info.type, "View") && supertypes(info).contains("View"):
                found.append(Found(node: Int32(index), kind: "view", parameters: structParameters(Int32(index))))
            case (.swift, .function) where mentions(info.type, "View") && info.type.map({ text($0).contains("View") }) ?? false:
                found.append(Found(node: Int32(index), kind: "function", parameters: parameters(of: info)))
            // Every button class named below ends with `Button`.
            case (_, .class) where !mentions(info.type, "Button"):
                break
            case (_, .class) where supertypes(info).contains(where: Self.viewClasses(tree.source.language).contains):
                found.append(Found(node: Int32(index), kind: "class", parameters: []))
            case (_, .class):
                guard let superclass = supertypes(info).first(where: { $0.hasSuffix("Button") }) else { break }
                found.append(Found(node: Int32(index), kind: "class", parameters: [], superclass: superclass))
            default:
                break
            }
        }
        return found
    }

    /// The framework button classes an app's own button class extends directly.
    package static func viewClasses(_ language: Language) -> [String] {
        language == .kotlin ? ["ImageButton", "AppCompatImageButton", "FloatingActionButton"] : ["UIButton"]
    }

    /// Whether a Kotlin function is called by its bare name: it extends no type, or a scope
    /// (`RowScope`, `LazyListScope`, an app's own `…Scope`) whose content lambdas call it.
    private func calledPlainly(_ info: DeclarationInfo) -> Bool {
        guard let receiver = info.receiverType else { return true }
        return text(receiver).prefix { $0 != "<" && $0 != "?" }.filter { !$0.isWhitespace }.hasSuffix("Scope")
    }

    private func annotated(_ info: DeclarationInfo, _ name: String) -> Bool {
        tree.annotations(of: info).contains { code[Int($0.lowerBound)..<Int($0.upperBound)].elementsEqual(name.utf8) }
    }

    private func supertypes(_ info: DeclarationInfo) -> [String] {
        guard let type = info.type else { return [] }
        return text(type).split(whereSeparator: { ",&: <>(".contains($0) }).map { String($0.split(separator: ".").last ?? "") }
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: code[range], as: UTF8.self) }

    /// Whether the bytes of `range` hold `word`: when they do not, no name read from them can
    /// be it or end with it, and they need not be decoded (most declarations are not components).
    private func mentions(_ range: Range<Int>?, _ word: String) -> Bool {
        guard let range else { return false }
        let word = Array(word.utf8)
        guard range.count >= word.count else { return false }
        return (range.lowerBound...(range.upperBound - word.count)).contains { start in
            code.bytes(in: start..<(start + word.count)).elementsEqual(word)
        }
    }

    private func parameters(of info: DeclarationInfo) -> [ComponentParameter] {
        tree.parameters(of: info).enumerated().map { position, parameter in
            ComponentParameter(name: text(parameter.name), label: text(parameter.callLabel), position: position,
                               defaultKind: parameter.defaultValue?.kind, flows: [])
        }
    }

    /// A SwiftUI view's parameters: its explicit `init`'s, else those of the memberwise
    /// initializer — stored properties that are not private, static, state or environment, and
    /// not constants with a value.
    private func structParameters(_ index: Int32) -> [ComponentParameter] {
        var properties: [ComponentParameter] = []
        for child in tree.children(of: index) {
            guard let info = tree.declaration(of: child) else { continue }
            if info.keyword == .initializer { return parameters(of: info) }
            guard info.keyword == .property, info.body == nil else { continue }
            let node = tree.nodes[Int(child)]
            let words = prefixWords(Int(node.start)..<Int(node.nameStart))
            if words.excluded || words.isLet && node.argumentCount > 0 { continue }
            let name = text(node.name)
            // A `var` of an optional type defaults to nil in the memberwise initializer.
            let optionalVar = words.isVar && (info.type.map { text($0).hasSuffix("?") } ?? false)
            let defaultKind = node.argumentCount > 0 ? tree.arguments[Int(node.firstArgument)].kind : optionalVar ? .null : nil
            properties.append(ComponentParameter(name: name, label: name, position: properties.count,
                                                 defaultKind: defaultKind, flows: []))
        }
        return properties
    }

    /// What the words before a property's name (`@State private var`), its letters between
    /// other characters, say: one keeps it out of the memberwise initializer, it is a `let`, a
    /// `var`. Read from the bytes when they are ASCII, else from the decoded text.
    private func prefixWords(_ range: Range<Int>) -> (excluded: Bool, isLet: Bool, isVar: Bool) {
        guard range.allSatisfy({ code[$0] < 0x80 }) else {
            let words = text(range).split(whereSeparator: { !$0.isLetter })
            return (words.contains { Self.excludedWords.contains(String($0)) }, words.contains("let"), words.contains("var"))
        }
        var found = (excluded: false, isLet: false, isVar: false)
        var start = range.lowerBound
        for end in range.lowerBound...range.upperBound {
            if end < range.upperBound, (0x61...0x7A).contains(code[end] | 0x20) { continue }
            if end > start {
                let word = code[start..<end]
                if word.elementsEqual("let".utf8) { found.isLet = true }
                if word.elementsEqual("var".utf8) { found.isVar = true }
                if Self.excludedWordBytes.contains(where: { word.elementsEqual($0) }) { found.excluded = true }
            }
            start = end + 1
        }
        return found
    }

    private static let excludedWordBytes = excludedWords.map { Array($0.utf8) }

    /// Property wrappers and modifiers that keep a property out of the memberwise initializer
    /// (or make it private to the view).
    private static let excludedWords: Set<String> = [
        "private", "fileprivate", "static", "State", "StateObject", "Environment", "EnvironmentObject", "FocusState",
        "Namespace", "AppStorage", "SceneStorage", "GestureState", "Query", "FetchRequest", "ScaledMetric",
    ]
}
