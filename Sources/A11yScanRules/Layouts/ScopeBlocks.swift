import A11yScanSyntax

/// The Kotlin scope functions' blocks open where `CodeNamedViews` reads, by brace depth: what
/// a bare `contentDescription = …` in `binding.delete.apply { … }` names, and what `it` stands
/// for in `.also { … }` and `.let { … }`. A block with no path before it (`TextView(ctx).apply`)
/// is about no view the code finds by name, and hides the blocks around it.
struct ScopeBlocks {
    private struct Block {
        var function: Function
        var about: String?
        var depth: Int
    }

    enum Function {
        /// `apply`, `run`: the block's receiver is the path.
        case receiver
        /// `also`, `let`: the block's argument, `it`, is the path.
        case argument
    }

    private var depth = 0
    private var open: [Block] = []

    var isEmpty: Bool { open.isEmpty }

    /// The path the innermost receiver block is about; nil when it is about none, or when no
    /// receiver block is open.
    var receiver: String? { open.last(where: { $0.function == .receiver })?.about }

    /// The path `it` stands for in the innermost block, when that block is an argument one.
    var argument: String? {
        guard let last = open.last, last.function == .argument else { return nil }
        return last.about
    }

    /// The scope function named by the member at `member`, when its block follows (`{` after spaces).
    static func function(_ bytes: ByteView, _ member: Range<Int>) -> Function? {
        let function: Function
        if bytes[member].elementsEqual("apply".utf8) || bytes[member].elementsEqual("run".utf8) {
            function = .receiver
        } else if bytes[member].elementsEqual("also".utf8) || bytes[member].elementsEqual("let".utf8) {
            function = .argument
        } else {
            return nil
        }
        var j = member.upperBound
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "{") ? function : nil
    }

    /// A block of `function` about the path `about` opens at the next `{`.
    mutating func open(_ function: Function, about: String?) {
        open.append(Block(function: function, about: about, depth: depth + 1))
    }

    /// Follows a `{` or `}`; a `}` closes the blocks opened at its depth.
    mutating func visit(_ brace: UInt8) {
        if brace == UInt8(ascii: "{") {
            depth += 1
            return
        }
        depth -= 1
        while let last = open.last, last.depth > depth { open.removeLast() }
    }
}
