import A11yScanSyntax

/// Relations between nodes: ancestors, descendants, siblings, modifier chains, callees,
/// supertypes. Each walks the tree's storage in place, without building lists.
extension NodeEvaluator {
    func inside(_ program: NodeProgram, _ relation: Int32, _ index: Int32) throws -> Bool {
        let entry = program.relations[relation]
        var child = index
        var current = tree.nodes[Int(index)].parent
        var level: Int32 = 0
        while current >= 0 {
            level += 1
            if entry.depth > 0, level > entry.depth { return false }
            if entry.stopBy >= 0, try holds(program, entry.stopBy, current) { return false }
            let entered = try entry.via < 0 || enters(current, from: child, program, via: entry.via)
            if entered, try holds(program, entry.test, current) { return true }
            child = current
            current = tree.nodes[Int(current)].parent
        }
        return false
    }

    /// Whether the path from `child` enters `ancestor` through an argument or closure whose
    /// label matches (`modifier` names an ancestor's own chain).
    private func enters(_ ancestor: Int32, from child: Int32, _ program: NodeProgram, via matcher: Int32) throws -> Bool {
        let node = tree.nodes[Int(child)]
        let parent = tree.nodes[Int(ancestor)]
        switch node.slot {
        case .argument:
            let argument = tree.arguments[Int(parent.firstArgument + node.slotIndex)]
            guard let label = argument.label else { return false }
            return try matches(program, matcher, label)
        case .closure:
            let closure = tree.closures[Int(parent.firstClosure + node.slotIndex)]
            guard let label = closure.label else { return program.matchers[matcher].namesContent }
            return try matches(program, matcher, label)
        case .modifier:
            return program.matchers[matcher].namesModifier
        default:
            return false
        }
    }

    /// Descendants, depth first, without the node's own modifier chain; `count` of them must fit.
    /// A descendant that fits `stopBy` is not looked at, nor is anything below it.
    func has(_ program: NodeProgram, _ relation: Int32, _ index: Int32) throws -> Bool {
        let entry = program.relations[relation]
        var missing = entry.count
        let end = tree.nodes[Int(index)].subtreeEnd
        let leaf = firstLeaf(program, entry.test)
        var child = index + 1
        while child < end {
            let next = tree.nodes[Int(child)].subtreeEnd
            defer { child = next }
            if isOwnModifier(child, of: index) { continue }
            if entry.via >= 0, try !enters(index, from: child, program, via: entry.via) { continue }
            if entry.depth == 0 {
                // Without a depth limit, depth first is source order; a node that fits `stopBy`
                // is stepped over with its subtree.
                var descendant = child
                while descendant < next {
                    if entry.stopBy >= 0, try holds(program, entry.stopBy, descendant) {
                        descendant = tree.nodes[Int(descendant)].subtreeEnd
                        continue
                    }
                    defer { descendant += 1 }
                    if leaf >= 0, leafHolds(program, leaf, descendant) == false { continue }
                    guard try holds(program, entry.test, descendant) else { continue }
                    missing -= 1
                    if missing == 0 { return true }
                }
            } else if try visit(child, depth: 1, program, entry, &missing) {
                return true
            }
        }
        return false
    }

    /// Depth first below a `has` with a depth limit; true once `missing` reaches zero.
    private func visit(_ node: Int32, depth: Int32, _ program: NodeProgram, _ entry: RelationEntry,
                       _ missing: inout Int32) throws -> Bool {
        if entry.stopBy >= 0, try holds(program, entry.stopBy, node) { return false }
        if try holds(program, entry.test, node) {
            missing -= 1
            if missing == 0 { return true }
        }
        if depth >= entry.depth { return false }
        let end = tree.nodes[Int(node)].subtreeEnd
        var child = node + 1
        while child < end {
            if try visit(child, depth: depth + 1, program, entry, &missing) { return true }
            child = tree.nodes[Int(child)].subtreeEnd
        }
        return false
    }

    private func isOwnModifier(_ child: Int32, of index: Int32) -> Bool {
        let node = tree.nodes[Int(child)]
        return node.slot == .modifier && node.parent == index
    }

    /// Other children of the same parent, in the same argument or closure (modifiers apart);
    /// a modifier's siblings are those of the call it modifies. At most `siblingReach` of the
    /// parent's children on each side are looked at: a sibling further away than that is in
    /// generated or minified code, where it would cost a pass over the whole block per node.
    func sibling(_ program: NodeProgram, _ relation: Int32, _ index: Int32) throws -> Bool {
        let entry = program.siblings[relation]
        var subject = index
        if tree.nodes[Int(index)].kind == .modifier, tree.nodes[Int(index)].owner >= 0 { subject = tree.nodes[Int(index)].owner }
        let node = tree.nodes[Int(subject)]
        let list = childList(of: node.parent)
        let position = Self.firstIndex(in: list, notBelow: subject)
        let lower = entry.direction == .after ? position : max(0, position - Self.siblingReach)
        let upper = entry.direction == .before ? position : min(list.count, position + 1 + Self.siblingReach)
        var nearestBefore: Int32 = -1
        for candidate in list[lower..<upper] where candidate != subject {
            let other = tree.nodes[Int(candidate)]
            if node.parent >= 0 {
                guard other.slot != .modifier, other.slot == node.slot, other.slotIndex == node.slotIndex else { continue }
            }
            if entry.together, node.branch >= 0, other.branch >= 0, other.branch != node.branch { continue }
            if entry.adjacent {
                if entry.direction == .before { nearestBefore = candidate; continue }
                if entry.direction == .after { return try holds(program, entry.test, candidate) }
            }
            if try holds(program, entry.test, candidate) { return true }
        }
        return nearestBefore >= 0 ? try holds(program, entry.test, nearestBefore) : false
    }

    /// How many of a parent's children on each side of a node a `sibling` pattern looks at.
    static let siblingReach = 512

    func childList(of parent: Int32) -> [Int32] {
        if let known = childLists[parent] { return known }
        var list: [Int32] = []
        if parent >= 0 {
            for child in tree.children(of: parent) { list.append(child) }
        } else {
            var top: Int32 = 0
            while top < Int32(tree.nodes.count) {
                list.append(top)
                top = tree.nodes[Int(top)].subtreeEnd
            }
        }
        childLists[parent] = list
        return list
    }

    /// The position of the first element of the sorted `nodes` at or after `bound`.
    static func firstIndex(in nodes: [Int32], notBelow bound: Int32) -> Int {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// One of the call's modifiers (for a modifier, one of its owner's other modifiers) fits.
    /// From a modifier, one in another branch of a local chain's value is never applied with
    /// it and is not looked at; from the call, every branch's modifiers may be applied.
    func chainHolds(_ program: NodeProgram, _ test: Int32, _ index: Int32) throws -> Bool {
        var node = tree.nodes[Int(index)]
        let fromModifier = node.kind == .modifier
        if fromModifier {
            guard node.owner >= 0 else { return false }
            node = tree.nodes[Int(node.owner)]
        }
        var item = node.firstModifier
        while item < node.firstModifier + node.modifierCount {
            let modifier = tree.modifierList[Int(item)]
            if modifier != index, !(fromModifier && tree.areExclusive(index, modifier)),
               try holds(program, test, modifier) { return true }
            item += 1
        }
        return false
    }

    /// One of the declarations in this file with the call's name (functions, types,
    /// initializers) fits.
    func calleeHolds(_ program: NodeProgram, _ test: Int32, _ index: Int32) throws -> Bool {
        let node = tree.nodes[Int(index)]
        guard node.kind == .call else { return false }
        if node.nameID >= 0 {
            for declaration in tree.nodes(named: node.nameID) where tree.nodes[Int(declaration)].kind == .declaration {
                if try holds(program, test, declaration) { return true }
            }
            return false
        }
        let name = code[node.name]
        var declaration: Int32 = 0
        while declaration < Int32(tree.nodes.count) {
            let other = tree.nodes[Int(declaration)]
            if other.kind == .declaration, code[other.name].elementsEqual(name), try holds(program, test, declaration) { return true }
            declaration += 1
        }
        return false
    }

    /// Where a view property or function is shown by name in the file (its type's extensions
    /// too): a call of it (`header()`, `avatar` ⏎ `.padding()`) or a node that takes it as an
    /// argument (`.overlay(cameraButton)`); one of them fits. Semantics set around the place it
    /// is shown (a label, hiding) are the ones VoiceOver meets.
    func placedHolds(_ program: NodeProgram, _ test: Int32, _ index: Int32) throws -> Bool {
        let declaration = tree.nodes[Int(index)]
        guard declaration.kind == .declaration, let info = tree.declaration(of: index),
              info.keyword == .property || info.keyword == .function else { return false }
        let name = tree.source.string(declaration.name)
        for place in shownNodes()[name] ?? [] where place < index || place >= declaration.subtreeEnd {
            if try holds(program, test, place) { return true }
        }
        return false
    }

    /// Every node that shows a view property or function of the file, by name: a call of it on
    /// no receiver (or `self`), or an argument or a whole closure that reads as it
    /// (`icon: { iconView }`, `.overlay(label)`).
    private func shownNodes() -> [String: [Int32]] {
        if let known = shownNames { return known }
        // Only the names `placed` can ask for; a path longer than the longest of them (and
        // `super.`) is none, so a closure of nested closures is not read to its end.
        var declared: Set<String> = []
        var longest = 0
        for index in 0..<Int32(tree.nodes.count) {
            let node = tree.nodes[Int(index)]
            guard node.kind == .declaration, let info = tree.declaration(of: index),
                  info.keyword == .property || info.keyword == .function else { continue }
            declared.insert(tree.source.string(node.name))
            longest = max(longest, node.name.count)
        }
        guard !declared.isEmpty else {
            shownNames = [:]
            return [:]
        }
        var shown: [String: [Int32]] = [:]
        var buffer: [UInt8] = []
        func add(_ name: String?, _ index: Int32) {
            guard let name, declared.contains(name), shown[name]?.last != index else { return }
            shown[name, default: []].append(index)
        }
        let braces = { (byte: UInt8) in byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }
        let limit = longest + "super.".utf8.count
        for index in 0..<Int32(tree.nodes.count) {
            let node = tree.nodes[Int(index)]
            guard node.kind != .declaration else { continue }
            if node.kind == .call, !node.isMember, node.name.count <= longest,
               node.receiver.map({ Self.normalizedPath(code[$0]) == "" }) ?? true {
                add(tree.source.string(node.name), index)
            }
            for argument in tree.arguments(of: index) {
                add(Self.normalizedPath(code[argument.value].lazy.filter { !braces($0) }, limit: limit, buffer: &buffer), index)
            }
            for closure in tree.closures(of: index) {
                add(Self.normalizedPath(code[closure.range].lazy.filter { !braces($0) }, limit: limit, buffer: &buffer), index)
                // Swift: a name standing alone as one of the closure's statements
                // (`Menu { sortPicker ⏎ Divider() ⏎ orderPicker }`) is shown there too.
                if tree.source.language == .swift, closure.close - closure.open > 2 {
                    statementNames(in: closure.range, of: index, limit: limit) { add($0, index) }
                }
            }
        }
        shownNames = shown
        return shown
    }

    /// The names that stand alone as statements of a closure (`sortPicker` on its own line, or
    /// between `;`), `self.` dropped: the text between the closure's braces with the nodes it
    /// holds left out, read a line (or a `;`-separated part) at a time.
    private func statementNames(in range: Range<Int>, of index: Int32, limit: Int, _ found: (String) -> Void) {
        var held: [Range<Int>] = []
        for child in tree.children(of: index) {
            let node = tree.nodes[Int(child)]
            if node.start > range.lowerBound, node.extentEnd < range.upperBound { held.append(node.extent) }
        }
        var next = 0
        var part: [UInt8] = []
        var mixed = false
        var ended = false
        func finish() {
            defer { part.removeAll(keepingCapacity: true); mixed = false; ended = false }
            guard !mixed, !part.isEmpty, part.count <= limit else { return }
            var start = part.startIndex
            if part.starts(with: "self.".utf8) { start += 5 }
            let name = part[start...]
            guard let first = name.first, ByteClass.isIdentifierStart(first), name.allSatisfy(ByteClass.isIdentifier)
            else { return }
            found(String(decoding: name, as: UTF8.self))
        }
        var j = range.lowerBound + 1
        let end = range.upperBound - 1
        while j < end {
            if next < held.count, j >= held[next].lowerBound {
                if j < held[next].upperBound { j = held[next].upperBound; mixed = true }
                next += 1
                continue
            }
            let byte = code[j]
            j += 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") { finish(); continue }
            if ByteClass.isSpace(byte) { ended = !part.isEmpty; continue }
            if mixed { continue }
            if !ended, ByteClass.isIdentifier(byte) || byte == UInt8(ascii: ".") { part.append(byte) } else { mixed = true }
        }
        finish()
    }

    /// The base names of a declaration's supertypes or type (`View` in `some View`,
    /// `UIViewController` in `UIViewController, UITableViewDelegate`).
    func supertypes(of index: Int32) -> [Range<Int>] {
        var names: [Range<Int>] = []
        anySupertype(of: index) { names.append($0); return false }
        return names
    }

    /// Whether `fits` holds for one of the declaration's supertypes, tried in order.
    @discardableResult
    func anySupertype(of index: Int32, _ fits: (Range<Int>) throws -> Bool) rethrows -> Bool {
        guard let type = tree.declaration(of: index)?.type else { return false }
        var j = type.lowerBound
        var depth = 0
        while j < type.upperBound {
            let c = code[j]
            if c == UInt8(ascii: "<") || c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: ">") || c == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, ByteClass.isIdentifierStart(c), j == type.lowerBound || !ByteClass.isIdentifier(code[j - 1]) {
                var end = j
                while end < type.upperBound, ByteClass.isIdentifier(code[end]) { end += 1 }
                // `SwiftUI.View`: the last link names the type.
                if end < type.upperBound, code[end] == UInt8(ascii: ".") { j = end + 1; continue }
                let word = code[j..<end]
                if !(word.elementsEqual("some".utf8) || word.elementsEqual("any".utf8)), try fits(j..<end) { return true }
                j = end
                continue
            }
            j += 1
        }
        return false
    }
}
