/// The views of a project's layout files by the names Kotlin code reaches them by: their id
/// (`R.id.delete_button`, a synthetic property) and the field view binding makes of it
/// (`binding.deleteButton`). What a rule's `layout:` test reads.
public struct LayoutIndex: Sendable {
    private var byName: [String: [LayoutView]] = [:]

    public static let empty = LayoutIndex([])

    public init(_ views: [LayoutView]) {
        for view in views {
            byName[view.id, default: []].append(view)
            let binding = LayoutView.bindingName(view.id)
            if binding != view.id { byName[binding, default: []].append(view) }
        }
    }

    public var isEmpty: Bool { byName.isEmpty }

    /// The views `name` may stand for.
    public func views(named name: String) -> [LayoutView] { byName[name] ?? [] }

    /// The view `name` stands for when every view of the project it may stand for has `shape`
    /// (an id the layouts give to an unnamed image in one file and to a named one in another
    /// decides nothing): the first of them, else nil.
    public func view(named name: String, shape: ComponentShape) -> LayoutView? {
        guard let views = byName[name], views.allSatisfy({ $0.shape == shape }) else { return nil }
        return views.min { ($0.path, $0.line) < ($1.path, $1.line) }
    }
}
