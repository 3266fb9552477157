import Yams

/// A node of a rule, fact, guideline-entry or configuration file, as their readers use it:
/// Yams' tree converted once, or built by generated code for the built-in rules. Yams' nodes
/// each hold a tag object and a weak anchor reference, so building, copying and releasing them
/// was nearly a third of compiling the built-in rules at every start; these hold only what is read.
/// The shape mirrors Yams' (`.scalar(let scalar)`, `scalar.string`, `node.mark?.line`).
package enum RuleNode: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)
    /// An alias (`*name`), which no reader accepts.
    case alias(Mark?)

    /// Where a node starts, for errors; generated trees have none.
    package struct Mark: Sendable {
        package let line: Int
    }

    package struct Scalar: Sendable {
        package let string: String
        package let mark: Mark?
        /// Written without quotes (`~` and `null` mean nothing only then).
        package let plain: Bool
        /// Yams' reading as a boolean, when converted from Yams; nil for a generated node,
        /// whose text alone decides.
        fileprivate let converted: Bool??

        /// `true`, `yes`, `on` or `false`, `no`, `off`, in any case, as Yams reads them.
        package var bool: Bool? {
            if let converted { return converted }
            switch string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: return nil
            }
        }
    }

    /// A mapping's key–value pairs in order.
    package struct Mapping: RandomAccessCollection, Sendable {
        fileprivate let pairs: [(RuleNode, RuleNode)]
        package let mark: Mark?

        package var startIndex: Int { 0 }
        package var endIndex: Int { pairs.count }
        package subscript(position: Int) -> (key: RuleNode, value: RuleNode) { (pairs[position].0, pairs[position].1) }
    }

    package struct Sequence: RandomAccessCollection, Sendable {
        fileprivate let items: [RuleNode]
        package let mark: Mark?

        package var startIndex: Int { 0 }
        package var endIndex: Int { items.count }
        package subscript(position: Int) -> RuleNode { items[position] }
    }

    /// A node without a position, as generated code builds them (`EmbeddedTree`).
    package init(_ text: String) {
        self = .scalar(Scalar(string: text, mark: nil, plain: true, converted: nil))
    }

    package init(_ pairs: [(RuleNode, RuleNode)]) {
        self = .mapping(Mapping(pairs: pairs, mark: nil))
    }

    package init(_ items: [RuleNode]) {
        self = .sequence(Sequence(items: items, mark: nil))
    }

    /// Yams' tree, with each node's line and each scalar's style and boolean reading.
    package init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, mark: Mark(scalar.mark), plain: scalar.style == .plain,
                                  converted: .some(Bool.construct(from: scalar))))
        case .mapping(let mapping):
            self = .mapping(Mapping(pairs: mapping.map { (RuleNode($0.key), RuleNode($0.value)) }, mark: Mark(mapping.mark)))
        case .sequence(let sequence):
            self = .sequence(Sequence(items: sequence.map(RuleNode.init), mark: Mark(sequence.mark)))
        case .alias(let alias):
            self = .alias(Mark(alias.mark))
        }
    }

    package var mark: Mark? {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .mapping(let mapping): return mapping.mark
        case .sequence(let sequence): return sequence.mark
        case .alias(let mark): return mark
        }
    }

    /// The text of a scalar.
    package var string: String? {
        guard case .scalar(let scalar) = self else { return nil }
        return scalar.string
    }

    package var bool: Bool? {
        guard case .scalar(let scalar) = self else { return nil }
        return scalar.bool
    }
}

extension RuleNode.Mark {
    fileprivate init?(_ mark: Yams.Mark?) {
        guard let mark else { return nil }
        line = mark.line
    }
}
