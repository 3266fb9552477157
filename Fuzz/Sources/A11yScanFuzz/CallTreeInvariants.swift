import A11yScanCore
import A11yScanSyntax

/// What a file's call tree must satisfy whatever its bytes: every node inside the file, its
/// parts in order, nodes in source order with each one inside its parent, descendants
/// contiguous, arguments inside their list, modifiers owned by a call that comes before them.
enum CallTreeInvariants {
    static func check(_ tree: CallTree) {
        let count = tree.source.text.count
        let nodes = tree.nodes
        for (index, node) in nodes.enumerated() {
            let i = Int32(index)
            fuzzCheck(node.start >= 0 && node.start <= node.nameStart && node.nameStart <= node.nameEnd
                      && node.nameEnd <= node.end && node.end <= node.extentEnd && Int(node.extentEnd) <= count,
                      "node \(index) has parts out of order: \(node.start) \(node.nameStart) \(node.nameEnd) \(node.end) \(node.extentEnd)")
            fuzzCheck(node.subtreeEnd > i && Int(node.subtreeEnd) <= nodes.count, "node \(index) ends its subtree at \(node.subtreeEnd)")
            if index > 0 {
                fuzzCheck(nodes[index - 1].start <= node.start, "node \(index) starts before the node before it")
            }
            if node.parent >= 0 {
                let parent = nodes[Int(node.parent)]
                fuzzCheck(node.parent < i, "node \(index) has parent \(node.parent), which does not come before it")
                fuzzCheck(node.start >= parent.start && node.start < parent.extentEnd,
                          "node \(index) starts at \(node.start), outside its parent \(parent.start)..<\(parent.extentEnd)")
                fuzzCheck(i < parent.subtreeEnd && node.subtreeEnd <= parent.subtreeEnd,
                          "node \(index) lies outside its parent's subtree")
            }
            if node.owner >= 0 {
                fuzzCheck(node.kind == .modifier && node.owner < i, "node \(index) is owned by \(node.owner)")
            }
            for argument in tree.arguments(of: i) {
                fuzzCheck(argument.valueStart <= argument.valueEnd && Int(argument.valueEnd) <= count,
                          "an argument of node \(index) lies outside the file")
                if node.argumentsOpen >= 0, node.kind != .declaration, node.kind != .assignment {
                    fuzzCheck(argument.valueStart > node.argumentsOpen && argument.valueEnd <= node.argumentsClose,
                              "an argument of node \(index) lies outside its list")
                }
                if argument.node >= 0 { fuzzCheck(Int(argument.node) < nodes.count, "argument node out of range") }
            }
            for modifier in tree.modifiers(of: i) {
                fuzzCheck(Int(modifier) < nodes.count && nodes[Int(modifier)].owner == i,
                          "node \(index) lists modifier \(modifier), which it does not own")
            }
        }
    }
}
