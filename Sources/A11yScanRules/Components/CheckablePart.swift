import A11yScanSyntax

/// What the summariser's checks read of one component with checkable parameters, taken out of
/// its outline once per file instead of once per rule: the component's body and, per
/// parameter, the nodes it is passed to.
struct CheckablePart {
    struct Parameter {
        let name: String
        /// The parameter name's number among all the file's checkable parameter names: parameters
        /// of the same name share their evaluators.
        let number: Int
        /// The calls and modifiers the parameter is passed to, in source order.
        let receiving: [Int32]
    }

    /// The component's outline.
    let item: Int
    /// The nodes of the component's body.
    let body: Range<Int32>
    let parameters: [Parameter]

    /// The parts of `outlines` that have checkable parameters, in outline order, and their
    /// distinct parameter names, by number.
    static func all(_ outlines: [ComponentSummarizer.Outline], _ tree: CallTree) -> (parts: [CheckablePart], names: [String]) {
        var numbers: [String: Int] = [:]
        var names: [String] = []
        var parts: [CheckablePart] = []
        for (item, outline) in outlines.enumerated() where !outline.checkable.isEmpty {
            let parameters = outline.checkable.map { parameter in
                let number = numbers[parameter.name] ?? names.count
                if number == names.count {
                    numbers[parameter.name] = number
                    names.append(parameter.name)
                }
                return Parameter(name: parameter.name, number: number, receiving: outline.receivers[parameter.name] ?? [])
            }
            parts.append(CheckablePart(item: item, body: (outline.node + 1)..<tree.nodes[Int(outline.node)].subtreeEnd,
                                       parameters: parameters))
        }
        return (parts, names)
    }
}
