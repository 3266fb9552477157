/// Kotlin modifier chains kept in a local `val` and given to a view by name:
///
///     val dismiss = if (open) Modifier.pointerInput(…) { … }.semantics { … } else Modifier
///     Box(Modifier.fillMaxSize().then(dismiss))
///
/// The chain's links are read where they are written, as modifiers no call owns. Once the file
/// is read, a view whose `modifier` argument (or an unlabelled one) is the local's name, or a
/// chain rooted at it, or whose chain has `.then(name)`, is given those links as modifiers of its
/// own, placed in its chain where the name stands. The links keep their place in the tree and
/// their source ranges (a finding on one stands at the local's text); their `owner` becomes the
/// first view that uses the local.
///
/// Bounded: only a property declared in a function (or a lambda in one) before the use, whose
/// scope holds the view; one level (a local named inside another local's chain is not followed);
/// a loop over the nodes, no recursion.
extension CallTreeBuilder {
    /// What linking found: the (owner, modifier) pairs to add with where each stands in the
    /// owner's chain, and the branch ("arm") of the local's value each linked modifier is in.
    struct LocalChainLinks {
        var pairs: [(owner: Int32, modifier: Int32, key: Int32)] = []
        var arms: [Int32: Int32] = [:]
    }

    /// Remembers a Kotlin chain no call owns (`root` is where it starts, `end` where its last
    /// link ends), so its links can be found again if a view names the local that holds it.
    func noteLooseChain(root: Int, end: Int) {
        looseChains.append((Int32(root), Int32(end)))
    }

    func linkLocalChains() -> LocalChainLinks {
        var result = LocalChainLinks()
        guard language == .kotlin, !looseChains.isEmpty else { return result }
        // The local property that holds each loose modifier: its parent, or its parent's holder
        // when it sits in the arguments of another loose link (`.then(if (c) Modifier.x() …)`).
        var holder: [Int32: Int32] = [:]
        var held: [Int32: [Int32]] = [:]
        var propertyOK: [Int32: Bool] = [:]
        for index in nodes.indices {
            let node = nodes[index]
            guard node.kind == .modifier, node.owner < 0, node.parent >= 0 else { continue }
            let parent = nodes[Int(node.parent)]
            var property: Int32 = -1
            if parent.kind == .modifier {
                property = holder[node.parent] ?? -1
            } else if parent.kind == .declaration, declarations[Int(parent.declaration)].keyword == .property {
                property = node.parent
            }
            guard property >= 0 else { continue }
            holder[Int32(index)] = property
            if propertyOK[property] == nil { propertyOK[property] = isLocal(property) }
            if propertyOK[property] == true { held[property, default: []].append(Int32(index)) }
        }
        guard !held.isEmpty else { return result }
        var byName: [String: [Int32]] = [:]
        for property in held.keys.sorted() {
            byName[source.string(nodes[Int(property)].name), default: []].append(property)
        }
        var linked: Set<Int32> = []
        for index in nodes.indices {
            let node = nodes[index]
            if node.kind == .call, node.argumentCount > 0 {
                for k in node.firstArgument..<(node.firstArgument + node.argumentCount) {
                    let argument = arguments[Int(k)]
                    if let label = argument.label, !code[label].elementsEqual("modifier".utf8) { continue }
                    let value = argument.value
                    guard let name = cursor.identifier(at: value.lowerBound) else { continue }
                    guard name.upperBound == value.upperBound || pathDot(after: name.upperBound) != nil else { continue }
                    guard let property = local(named: name, usedBy: Int32(index), in: byName) else { continue }
                    link(property, to: Int32(index), key: Int32(value.lowerBound), held: held[property] ?? [],
                         &result, &linked)
                }
            } else if node.kind == .modifier, node.owner >= 0, node.argumentCount == 1,
                      code[node.name].elementsEqual("then".utf8) {
                let argument = arguments[Int(node.firstArgument)]
                guard argument.label == nil, let name = cursor.identifier(at: argument.value.lowerBound),
                      name.upperBound == argument.value.upperBound,
                      let property = local(named: name, usedBy: Int32(index), in: byName) else { continue }
                link(property, to: node.owner, key: node.nameStart, held: held[property] ?? [], &result, &linked)
            }
        }
        return result
    }

    /// Whether a property is declared in a function's body (or a lambda within one), not in a
    /// type or at the top of the file.
    private func isLocal(_ property: Int32) -> Bool {
        var current = nodes[Int(property)].parent
        var steps = 0
        while current >= 0, steps < 4096 {
            let node = nodes[Int(current)]
            if node.kind == .declaration {
                let keyword = declarations[Int(node.declaration)].keyword
                return keyword == .function || keyword == .initializer
            }
            current = node.parent
            steps += 1
        }
        return false
    }

    /// The nearest local holding a loose chain named `name` that is declared before `user`
    /// (its whole declaration ends before it) in a scope that holds `user`.
    private func local(named name: Range<Int>, usedBy user: Int32, in byName: [String: [Int32]]) -> Int32? {
        guard let candidates = byName[source.string(name)] else { return nil }
        var best: Int32?
        for property in candidates where nodes[Int(property)].subtreeEnd <= user {
            let scope = nodes[Int(property)].parent
            var current = nodes[Int(user)].parent
            var steps = 0
            while current >= 0, current != scope, steps < 4096 {
                current = nodes[Int(current)].parent
                steps += 1
            }
            if current == scope, best.map({ property > $0 }) ?? true { best = property }
        }
        return best
    }

    private func link(_ property: Int32, to owner: Int32, key: Int32, held: [Int32],
                      _ result: inout LocalChainLinks, _ linked: inout Set<Int32>) {
        let start = Int(nodes[Int(property)].start)
        for modifier in held {
            result.pairs.append((owner, modifier, key))
            if linked.insert(modifier).inserted {
                nodes[Int(modifier)].owner = owner
                let arm = self.arm(of: modifier, after: start)
                if arm >= 0 { result.arms[modifier] = arm }
            }
        }
    }

    /// The branch of the local's value a loose modifier is in: where the innermost chain that
    /// holds it starts, when that chain is an `if`/`else`/`when` arm written without braces, or
    /// the arm's block; -1 when the chain is applied whatever the condition.
    private func arm(of modifier: Int32, after propertyStart: Int) -> Int32 {
        let start = nodes[Int(modifier)].start
        // The chains are in source order by start; the innermost one holding `start` is the
        // last that starts before it and ends after it.
        var low = 0, high = looseChains.count
        while low < high {
            let middle = (low + high) / 2
            if looseChains[middle].root < start { low = middle + 1 } else { high = middle }
        }
        var k = low - 1
        var steps = 0
        while k >= 0, steps < 64 {
            let chain = looseChains[k]
            if chain.end >= start {
                let root = Int(chain.root)
                if branchStarts.contains(root) { return chain.root }
                let brace = branch(at: root)
                return brace > propertyStart ? brace : -1
            }
            k -= 1
            steps += 1
        }
        return -1
    }
}
