import A11yScanSyntax

/// Variables: UIKit and Android views are set up by statements about a variable
/// (`button.setImage(…)`, `button.accessibilityLabel = …`), so a rule ties statements together
/// through the variable they act on, where it is declared, and what it is.
struct VariableReference {
    enum Site {
        /// The enclosing type's instance (the type's node, or -1 at the top level).
        case instance(Int32)
        /// A property or local declaration node.
        case declaration(Int32)
        /// A parameter (index into `CallTree.parameters`) of a declaration node.
        case parameter(Int32, Int)
        /// A call that builds the object in place (`ImageButton(context).apply { … }`).
        case object(Int32)
        case unknown
    }

    /// The path as written without white space, `?`, `!` and a leading `self.`; "" is the
    /// enclosing instance; `#N` is the object built by node N.
    var path: String
    var site: Site
    var kind: VariableKind
    /// The node whose subtree holds the statements about the variable; -1 is the whole file.
    var scope: Int32
}

/// Per-file answers the variable relations reuse: each node's subject and each variable's uses.
final class VariableMemo {
    @exclusivity(unchecked) var subjects: [String?] = []
    @exclusivity(unchecked) var subjectKnown: [Bool] = []
    /// Room to gather a path's bytes in (`gatherPath`), kept from one path to the next.
    @exclusivity(unchecked) var pathBytes: [UInt8] = []
    var uses: [String: [Int32]] = [:]
    /// Per type declaration, the file's declarations of a type of that name.
    var typeScopes: [Int32: [Int32]] = [:]
    /// Per member name, the property of that name the file's types declare (nil: none, or of several types).
    var members: [String: Int32?] = [:]
}

extension NodeEvaluator {
    /// Whether `variable`, the variable of the node `index` (or of one of its arguments), fits
    /// the program's variable test `test`.
    func variableHolds(_ program: NodeProgram, _ test: Int32, _ variable: VariableReference, at index: Int32) throws -> Bool {
        let entry = program.variables[test]
        if let kinds = entry.kinds, kinds & variable.kind.bit == 0 { return false }
        if entry.type >= 0 {
            var found = false
            for name in typeNames(of: variable) where try matches(program, entry.type, name) {
                found = true
                break
            }
            if !found { return false }
        }
        if entry.built >= 0, isBuilt(variable) != (entry.built == 1) { return false }
        if entry.declared >= 0 {
            let node: Int32
            switch variable.site {
            case .declaration(let index): node = index
            case .instance(let index) where index >= 0: node = index
            default: return false
            }
            let mark = captures.mark
            guard try holds(program, entry.declared, node) else {
                if entry.declaredRestores { captures.restore(to: mark) }
                return false
            }
        }
        if entry.used >= 0 {
            var found = false
            var searched = variable
            if entry.within == .type { searched.scope = enclosingType(of: index) }
            let nearby = entry.within == .declaration ? nearestBody(of: index) : nil
            for use in uses(of: searched) where nearby.map({ use > $0 && use < tree.nodes[Int($0)].subtreeEnd }) ?? true {
                let mark = captures.mark
                if try holds(program, entry.used, use) { found = true; break }
                if entry.usedRestores { captures.restore(to: mark) }
            }
            if !found { return false }
        }
        return true
    }

    // MARK: Which variable

    /// The variable a node acts on: a call's or assignment's receiver (the instance when it
    /// has none, or in Kotlin the receiver of the `apply`/`run`/`with` around it), the
    /// property a declaration declares, the instance of a type declaration.
    func variable(of index: Int32) -> VariableReference? {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .declaration:
            guard let info = tree.declaration(of: index) else { return nil }
            if info.keyword == .property {
                let parent = node.parent
                let isMember = parent >= 0 && tree.declaration(of: parent).map { Self.isType($0.keyword) } == true
                return VariableReference(path: tree.source.string(node.name), site: .declaration(index),
                                         kind: isMember ? .property : .local, scope: parent)
            }
            guard Self.isType(info.keyword) else { return nil }
            return VariableReference(path: "", site: .instance(index), kind: .self, scope: index)
        case .call, .assignment:
            if node.kind == .call, node.receiver == nil, !node.isMember, let stored = storage(of: index) { return stored }
            guard let path = subject(of: index) else { return nil }
            return resolve(path, from: index)
        case .modifier:
            return nil
        }
    }

    /// Where the value a call makes is kept, when the call is (part of) the value of a property
    /// or an assignment: `let item = UIBarButtonItem(…)`, `navigationItem.leftBarButtonItem =
    /// UIBarButtonItem(…)`, an element of `let items = [UIBarButtonItem(…)]`. Not for a statement
    /// of a closure in the value (`= { let view = UIImageView(); …; return view }()`).
    private func storage(of index: Int32) -> VariableReference? {
        let node = tree.nodes[Int(index)]
        let holder = node.parent
        guard holder >= 0, let value = tree.arguments(of: holder).first, value.valueStart <= node.start else { return nil }
        let target = tree.nodes[Int(holder)]
        switch target.kind {
        case .declaration where tree.declaration(of: holder)?.keyword == .property:
            break
        case .assignment:
            break
        default:
            return nil
        }
        let brackets = tree.source.brackets
        var opener = brackets.enclosingIndex(of: Int(node.start))
        while let current = opener, brackets.openers[current] >= value.valueStart {
            if brackets.kind(ofOpener: current) == UInt8(ascii: "{") { return nil }
            opener = brackets.parent(ofOpener: current)
        }
        if target.kind == .declaration { return variable(of: holder) }
        let name = tree.source.string(target.name)
        guard let receiver = target.receiver else { return resolve(name, from: holder) }
        guard let path = Self.normalizedPath(code[receiver]) else { return nil }
        return resolve(path.isEmpty ? name : path + "." + name, from: holder)
    }

    /// The variable an argument value names (`iconView`, `self.header`, `this`), if it is a path.
    func variable(named range: Range<Int>, from index: Int32) -> VariableReference? {
        guard let path = Self.normalizedPath(code[range]) else { return nil }
        return resolve(path, from: index)
    }

    /// What a call or assignment acts on, as a normalized path (see `VariableReference.path`);
    /// nil for calls on expressions the tree does not follow.
    func subject(of index: Int32) -> String? {
        let memo = variableMemo
        if memo.subjectKnown.isEmpty {
            memo.subjectKnown = [Bool](repeating: false, count: tree.nodes.count)
            memo.subjects = [String?](repeating: nil, count: tree.nodes.count)
        }
        if memo.subjectKnown[Int(index)] { return memo.subjects[Int(index)] }
        let answer = computeSubject(of: index)
        memo.subjectKnown[Int(index)] = true
        memo.subjects[Int(index)] = answer
        return answer
    }

    private func computeSubject(of index: Int32) -> String? {
        let node = tree.nodes[Int(index)]
        guard node.kind == .call || node.kind == .assignment, !node.isMember else { return nil }
        guard let receiver = node.receiver else { return scopeFunctionTarget(of: index) ?? "" }
        guard var path = Self.normalizedPath(code[receiver]) else { return nil }
        // Kotlin `button.also { it.contentDescription = … }`: `it` is the receiver of `also`/`let`.
        if tree.source.language == .kotlin, path == "it" || path.hasPrefix("it."),
           let target = scopeFunction(around: index, receivesIt: true) {
            path = target + path.dropFirst(2)
        }
        return path
    }

    /// In Kotlin, the object `this` stands for inside `x.apply { }`, `x.run { }` or `with(x) { }`.
    private func scopeFunctionTarget(of index: Int32) -> String? {
        guard tree.source.language == .kotlin else { return nil }
        return scopeFunction(around: index, receivesIt: false)
    }

    /// The target of the nearest enclosing scope function whose lambda holds the node (`also`
    /// and `let`, whose lambda names it `it`, or else `apply`, `run` and `with`); nil when a
    /// declaration comes first.
    private func scopeFunction(around index: Int32, receivesIt: Bool) -> String? {
        var child = index
        var current = tree.nodes[Int(index)].parent
        while current >= 0 {
            let node = tree.nodes[Int(current)]
            if node.kind == .declaration { return nil }
            if tree.nodes[Int(child)].slot == .closure, node.kind == .call || node.kind == .modifier,
               Self.isScopeFunction(text[node.name], receivesIt: receivesIt) {
                if node.kind == .modifier { return node.owner >= 0 ? "#\(node.owner)" : nil }
                // `(if (a) x else y).apply { }`: an object the tree does not follow.
                if let receiver = node.receiver { return Self.normalizedPath(code[receiver]) ?? "#\(current)" }
                if node.isMember { return "#\(current)" }
                guard code[node.name].elementsEqual("with".utf8) else { return "" }
                guard let first = tree.arguments(of: current).first else { return nil }
                if first.kind == .call, first.node >= 0 { return "#\(first.node)" }
                return Self.normalizedPath(code[first.value])
            }
            child = current
            current = node.parent
        }
        return nil
    }

    /// Whether `name` is one of Kotlin's scope functions that `scopeFunction` follows, compared
    /// as bytes: no set of strings made and no name decoded per enclosing node.
    static func isScopeFunction<Name: Collection<UInt8>>(_ name: Name, receivesIt: Bool) -> Bool {
        switch name.count {
        case 3: return receivesIt ? name.elementsEqual("let".utf8) : name.elementsEqual("run".utf8)
        case 4: return receivesIt ? name.elementsEqual("also".utf8) : name.elementsEqual("with".utf8)
        case 5: return !receivesIt && name.elementsEqual("apply".utf8)
        default: return false
        }
    }

    /// `self.header?.title` → `header.title`; `items[0]` → `items` (an element is part of its
    /// collection); `self`, `this`, `super` → ""; nil unless a path. Each byte is one
    /// character, a byte above 0x7F the Latin-1 one.
    static func normalizedPath<Bytes: Sequence>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        var path: [UInt8] = []
        return normalizedPath(bytes, limit: .max, buffer: &path)
    }

    /// `normalizedPath(bytes)`, gathered in `buffer`; nil when more than `limit` bytes are gathered.
    static func normalizedPath<Bytes: Sequence>(_ bytes: Bytes, limit: Int, buffer path: inout [UInt8]) -> String?
    where Bytes.Element == UInt8 {
        guard let start = gatherPath(bytes, into: &path, limit: limit) else { return nil }
        let kept = path[start...]
        guard kept.contains(where: { $0 >= 0x80 }) else { return String(decoding: kept, as: UTF8.self) }
        return String(String.UnicodeScalarView(kept.map { Unicode.Scalar($0) }))
    }

    /// The bytes of `normalizedPath(bytes)`: gathered into `path` (emptied first), they are the
    /// path from the returned position on; nil unless a path, or when more than `limit` bytes
    /// are gathered. Gathered as bytes and made a string once, or compared as they are: a
    /// character at a time cost up to 6 % of a scan's instructions.
    static func gatherPath<Bytes: Sequence>(_ bytes: Bytes, into path: inout [UInt8], limit: Int = .max) -> Int?
    where Bytes.Element == UInt8 {
        let dot = UInt8(ascii: ".")
        path.removeAll(keepingCapacity: true)
        var depth = 0
        for byte in bytes {
            if byte == UInt8(ascii: "[") { depth += 1; continue }
            if byte == UInt8(ascii: "]") { depth -= 1; continue }
            if depth > 0 || ByteClass.isSpace(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") { continue }
            guard ByteClass.isIdentifier(byte) || byte == dot, path.count < limit else { return nil }
            path.append(byte)
        }
        guard depth == 0, let first = path.first, first != dot, path.last != dot else { return nil }
        let rootEnd = path.firstIndex(of: dot) ?? path.count
        let root = path[..<rootEnd]
        guard root.elementsEqual("self".utf8) || root.elementsEqual("this".utf8) || root.elementsEqual("super".utf8) else { return 0 }
        return min(rootEnd + 1, path.count)
    }

    /// Whether the value at `range` is the path `path` (`normalizedPath(code[range]) == path`).
    /// `asciiPath`, the path's bytes when all are ASCII, lets the bytes be compared in place:
    /// no string of bytes above 0x7F equals an ASCII one. A value that gathers more bytes than
    /// the path and a leading `super.` cannot be it, and is left there.
    func isPath(_ range: Range<Int>, _ path: String, asciiPath: [UInt8]?) -> Bool {
        guard let asciiPath else { return Self.normalizedPath(code[range]) == path }
        let memo = variableMemo
        guard let start = Self.gatherPath(code[range], into: &memo.pathBytes, limit: asciiPath.count + "super.".utf8.count)
        else { return false }
        return memo.pathBytes[start...].elementsEqual(asciiPath)
    }

    // MARK: Where it is declared

    /// Finds the declaration of the path's first name in the enclosing scopes (locals, then
    /// parameters, outward to the type's members); the variable's statements are looked for
    /// in that scope.
    func resolve(_ path: String, from index: Int32) -> VariableReference {
        if path.isEmpty {
            let type = enclosingType(of: index)
            return VariableReference(path: "", site: .instance(type), kind: .self, scope: type)
        }
        if path.hasPrefix("#"), let object = Int32(path.dropFirst()) {
            return VariableReference(path: path, site: .object(object), kind: .local, scope: object)
        }
        let root = path.prefix { $0 != "." }
        let isName = root.count == path.count
        for scope in tree.ancestors(of: index) {
            let isTypeScope = tree.declaration(of: scope).map { Self.isType($0.keyword) } ?? false
            for child in tree.children(of: scope) where tree.nodes[Int(child)].kind == .declaration {
                guard tree.declaration(of: child)?.keyword == .property, code[tree.nodes[Int(child)].name].elementsEqual(root.utf8)
                else { continue }
                return VariableReference(path: path, site: isName ? .declaration(child) : memberSite(of: path),
                                         kind: isName ? (isTypeScope ? .property : .local) : .other, scope: scope)
            }
            guard let info = tree.declaration(of: scope) else { continue }
            for (offset, parameter) in tree.parameters(of: info).enumerated() where code[parameter.name].elementsEqual(root.utf8) {
                return VariableReference(path: path, site: isName ? .parameter(scope, Int(info.firstParameter) + offset) : memberSite(of: path),
                                         kind: isName ? .parameter : .other, scope: scope)
            }
        }
        return VariableReference(path: path, site: isName ? .unknown : memberSite(of: path), kind: .other,
                                 scope: enclosingType(of: index))
    }

    /// For a part of another object (`holder.showAllButton`), the property of that name that
    /// the file's types declare (one, or several with one written type), so its type is known.
    private func memberSite(of path: String) -> VariableReference.Site {
        let name = String(path[path.index(after: path.lastIndex(of: ".")!)...])
        if let known = variableMemo.members[name] { return known.map { .declaration($0) } ?? .unknown }
        var found: [Int32] = []
        for (index, node) in tree.nodes.enumerated() where node.kind == .declaration && code[node.name].elementsEqual(name.utf8) {
            guard tree.declaration(of: Int32(index))?.keyword == .property, node.parent >= 0,
                  let owner = tree.declaration(of: node.parent), Self.isType(owner.keyword) else { continue }
            found.append(Int32(index))
        }
        // Several declarations (an interface's and its overrides) count when they write one type.
        let types = Set(found.map { tree.declaration(of: $0)?.type.map { tree.source.string($0) } ?? "" })
        let site = found.isEmpty || types.count != 1 || types.first == "" ? nil : found[0]
        variableMemo.members[name] = .some(site)
        return site.map { .declaration($0) } ?? .unknown
    }

    /// The nearest function, initializer or property around the node (the node itself when it
    /// is one), whose statements `within: declaration` keeps to.
    private func nearestBody(of index: Int32) -> Int32? {
        var current = index
        while current >= 0 {
            if let info = tree.declaration(of: current), !Self.isType(info.keyword) { return current }
            current = tree.nodes[Int(current)].parent
        }
        return nil
    }

    private func enclosingType(of index: Int32) -> Int32 {
        for ancestor in tree.ancestors(of: index) {
            if let info = tree.declaration(of: ancestor), Self.isType(info.keyword) { return ancestor }
        }
        return -1
    }

    static func isType(_ keyword: DeclarationKeyword) -> Bool {
        switch keyword {
        case .function, .initializer, .property: return false
        default: return true
        }
    }

    // MARK: Statements about it

    /// The variable an assignment stores into (`self.menuButton = button` → `menuButton`): the
    /// assignment is about the instance that owns it, and also about the variable it replaces.
    private func assignedPath(of index: Int32, subject: String) -> String {
        let name = tree.source.string(tree.nodes[Int(index)].name)
        return subject.isEmpty ? name : subject + "." + name
    }

    /// The statements in the variable's scope that act on it or one of its parts, or pass it
    /// as an argument (nested types apart), in source order. A type's scope takes in the
    /// file's other declarations of the same type (its extensions, the class they extend).
    func uses(of variable: VariableReference) -> [Int32] {
        let key = "\(variable.scope) \(variable.path)"
        if let known = variableMemo.uses[key] { return known }
        var found: [Int32] = []
        for scope in sameTypeDeclarations(variable.scope) {
            collectUses(of: variable, in: scope, into: &found)
        }
        variableMemo.uses[key] = found
        return found
    }

    /// The scope itself, and when it is a type, every declaration of a type of that name in
    /// the file, in source order.
    private func sameTypeDeclarations(_ scope: Int32) -> [Int32] {
        var scopes: [Int32] = []
        guard scope >= 0, let info = tree.declaration(of: scope), Self.isType(info.keyword) else { return [scope] }
        if let known = variableMemo.typeScopes[scope] { return known }
        defer { variableMemo.typeScopes[scope] = scopes }
        let name = code[tree.nodes[Int(scope)].name]
        for (index, node) in tree.nodes.enumerated() where node.kind == .declaration && code[node.name].elementsEqual(name) {
            if let other = tree.declaration(of: Int32(index)), Self.isType(other.keyword) { scopes.append(Int32(index)) }
        }
        if scopes.isEmpty { scopes = [scope] }
        return scopes
    }

    private func collectUses(of variable: VariableReference, in scope: Int32, into found: inout [Int32]) {
        let start = scope >= 0 ? scope + 1 : 0
        let end = scope >= 0 ? tree.nodes[Int(scope)].subtreeEnd : Int32(tree.nodes.count)
        let prefix = variable.path + "."
        let asciiPath = variable.path.utf8.allSatisfy { $0 < 0x80 } ? Array(variable.path.utf8) : nil
        var index = start
        while index < end {
            let node = tree.nodes[Int(index)]
            if node.kind == .declaration, let info = tree.declaration(of: index), Self.isType(info.keyword) {
                index = node.subtreeEnd
                continue
            }
            defer { index += 1 }
            guard node.kind == .call || node.kind == .assignment, position(of: index) == .statement,
                  let subject = subject(of: index) else { continue }
            if subject == variable.path || (!variable.path.isEmpty && subject.hasPrefix(prefix)) {
                found.append(index)
            } else if node.kind == .assignment, !variable.path.isEmpty, assignedPath(of: index, subject: subject) == variable.path {
                found.append(index)
            } else if node.kind == .call,
                      tree.arguments(of: index).contains(where: { isPath($0.value, variable.path, asciiPath: asciiPath) }) {
                found.append(index)
            }
        }
    }
}
