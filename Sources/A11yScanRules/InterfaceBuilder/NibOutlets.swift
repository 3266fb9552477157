import A11yScanSyntax

/// The outlets of one Interface Builder file: for each element's id, the properties the code
/// reaches it by. An outlet sits in the `connections` of the object that owns the property (the
/// file's owner, a view controller, a cell) and points at the view by id:
/// `<outlet property="closeButton" destination="aB1-cd-EF2" id="…"/>`; an outlet collection
/// (`outletCollection`) the same. The owner's class is the `customClass` of the element whose
/// `connections` hold the outlet. Read from the file's call tree when a nib rule's
/// `named-in-code:` test first asks.
struct NibOutlets {
    struct Outlet: Equatable {
        var property: String
        /// The owner's class, if the file names one.
        var owner: String?
    }

    private var outlets: [String: [Outlet]] = [:]

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
            guard let property, let destination else { continue }
            outlets[destination, default: []].append(Outlet(property: property, owner: ownerClass(of: index, in: tree)))
        }
    }

    /// The outlets that connect the element whose id is `id`.
    func outlets(of id: String) -> [Outlet] { outlets[id] ?? [] }

    /// The `customClass` of the element whose `connections` hold the outlet at `index`.
    private func ownerClass(of index: Int, in tree: CallTree) -> String? {
        let connections = tree[Int32(index)].parent
        guard connections >= 0 else { return nil }
        let owner = tree[connections].parent
        guard owner >= 0 else { return nil }
        for argument in tree.arguments(of: owner) where argument.label.map({ tree.source.string($0) }) == "customClass" {
            return tree.source.string(argument.value)
        }
        return nil
    }
}
