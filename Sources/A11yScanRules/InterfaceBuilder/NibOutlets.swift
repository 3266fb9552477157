import A11yScanSyntax

/// The outlets of one Interface Builder file: for each element's id, the properties the code
/// reaches it by. An outlet sits in the `connections` of the object that owns the property (the
/// file's owner, a view controller, a cell) and points at the view by id:
/// `<outlet property="closeButton" destination="aB1-cd-EF2" id="…"/>`; an outlet collection
/// (`outletCollection`) the same. Read from the file's call tree when a nib rule's
/// `named-in-code:` test first asks.
struct NibOutlets {
    private var properties: [String: [String]] = [:]

    init(_ tree: CallTree) {
        for index in tree.nodes.indices {
            let name = tree.nameText(Int32(index))
            guard name == "outlet" || name == "outletCollection" else { continue }
            var property: String?, destination: String?
            for argument in tree.arguments(of: Int32(index)) {
                guard let label = argument.label else { continue }
                switch tree.source.string(label) {
                case "property": property = tree.source.string(argument.value)
                case "destination": destination = tree.source.string(argument.value)
                default: break
                }
            }
            if let property, let destination { properties[destination, default: []].append(property) }
        }
    }

    /// The properties outlets connect to the element whose id is `id`.
    func properties(of id: String) -> [String] { properties[id] ?? [] }
}
