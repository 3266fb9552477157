/// SwiftUI splits a body into members of the same view (`var header: some View`,
/// `func tabbarItem(text:image:) -> some View`, `@ViewBuilder var icon`) that the body names
/// without a call the tree follows (`VStack { header }`, `Button { … } label: { icon }`), so
/// what the member shows would sit in no container. A member the file names in exactly one
/// place is linked to that place (`DeclarationInfo.usedAt`) when it is shown there as content
/// (a statement of a closure or body, a call there), not handed over as an argument
/// (`NavigationLink(destination: detail)`); a member named in several places keeps no link, so no reading depends on choosing between them.
extension CallTreeBuilder {
    func linkMemberUses() {
        var candidates: [[UInt8]: Int32] = [:]
        var repeated: Set<[UInt8]> = []
        for (index, node) in nodes.enumerated() where isViewMember(node) {
            let name = Array(code[node.name])
            if candidates.updateValue(Int32(index), forKey: name) != nil { repeated.insert(name) }
        }
        for name in repeated { candidates[name] = nil }
        guard !candidates.isEmpty else { return }
        // Every other mention of the name counts as a use (labels and other types' members
        // included): counting too many only leaves a member unlinked.
        var uses: [Int32: (count: Int, offset: Int)] = [:]
        var i = 0
        let n = code.count
        while i < n {
            guard ByteClass.isIdentifierStart(code[i]), i == 0 || !ByteClass.isIdentifier(code[i - 1]) else {
                i += 1
                continue
            }
            let end = cursor.identifierEnd(from: i + 1)
            if let member = candidates[Array(code[i..<end])], nodes[Int(member)].nameStart != Int32(i) {
                let previous = uses[member]
                uses[member] = ((previous?.count ?? 0) + 1, i)
            }
            i = end
        }
        for (member, use) in uses where use.count == 1 && isPlainReference(at: use.offset) {
            link(member, to: use.offset)
        }
    }

    /// A Swift property or function with a body, declared in a type, whose type is a view or
    /// that is a `@ViewBuilder`; `body` itself is shown by the framework, not by the file.
    private func isViewMember(_ node: SyntaxNode) -> Bool {
        guard node.kind == .declaration, node.parent >= 0 else { return false }
        let info = declarations[Int(node.declaration)]
        guard info.keyword == .property || info.keyword == .function, info.bodyOpen >= 0,
              let owner = nodes[Int(node.parent)].declaration >= 0 ? declarations[Int(nodes[Int(node.parent)].declaration)] : nil,
              [.struct, .class, .enum, .extension, .actor].contains(owner.keyword),
              code[node.name].elementsEqual("body".utf8) == false else { return false }
        if let type = info.type, source.string(type).contains("View") { return true }
        return annotations[Int(info.firstAnnotation)..<Int(info.firstAnnotation + info.annotationCount)].contains {
            code[Int($0.lowerBound)..<Int($0.upperBound)].elementsEqual("ViewBuilder".utf8)
        }
    }

    /// `header`, `self.header`: not a member of some other value (`other.header`).
    private func isPlainReference(at offset: Int) -> Bool {
        let before = cursor.skipSpaceBackward(from: offset - 1)
        guard before >= 0, code[before] == UInt8(ascii: ".") else { return true }
        guard let owner = cursor.identifier(endingAt: cursor.skipSpaceBackward(from: before - 1)) else { return false }
        return code[owner].elementsEqual("self".utf8)
    }

    /// Links `member` to the innermost node holding `offset`, unless that is the member itself
    /// (a member that names itself is shown from nowhere else).
    private func link(_ member: Int32, to offset: Int) {
        let declaration = nodes[Int(member)]
        guard offset < Int(declaration.start) || offset > Int(declarations[Int(declaration.declaration)].bodyClose) else { return }
        var site: Int32 = -1
        var child: Int32 = 0
        var end = Int32(nodes.count)
        while child < end {
            let node = nodes[Int(child)]
            if Int(node.start) <= offset, offset < Int(max(node.end, node.extentEnd)) {
                site = child
                end = node.subtreeEnd
                child += 1
            } else {
                child = node.subtreeEnd
            }
        }
        guard site >= 0 else { return }
        var info = declarations[Int(nodes[Int(member)].declaration)]
        let holder = nodes[Int(site)]
        // A member handed over as an argument (`NavigationLink(destination: detail)`,
        // `destination: detail(for: item)`) is a value the callee shows somewhere of its own,
        // not content shown in place.
        if Int(holder.nameStart) == offset {
            guard holder.slot != .argument else { return }
            info.usedSlot = .top
        } else if let index = closures[Int(holder.firstClosure)..<Int(holder.firstClosure + holder.closureCount)]
            .firstIndex(where: { $0.range.contains(offset) }) {
            (info.usedSlot, info.usedSlotIndex) = (.closure, Int32(index) - holder.firstClosure)
        } else if arguments[Int(holder.firstArgument)..<Int(holder.firstArgument + holder.argumentCount)]
            .contains(where: { $0.value.contains(offset) }) {
            return
        } else {
            info.usedSlot = .body
        }
        info.usedAt = site
        declarations[Int(nodes[Int(member)].declaration)] = info
    }
}
