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

    /// Every name a view may be reached by: the ids and view binding's fields.
    public var names: Set<String> { Set(byName.keys) }

    /// The views `name` may stand for.
    public func views(named name: String) -> [LayoutView] { byName[name] ?? [] }

    /// The view `name` stands for when every view of the project it may stand for has `shape`:
    /// the first of them. When they differ (a common id such as `button`), the views of the
    /// layouts the file names (`inflatedLayouts`, asked only then) decide, as the layout a
    /// class inflates is where its views come from; else nil: the id decides nothing.
    public func view(named name: String, shape: ComponentShape, inflatedLayouts: () -> Set<String>) -> LayoutView? {
        guard var views = byName[name] else { return nil }
        if !views.allSatisfy({ $0.shape == shape }) {
            let inflated = inflatedLayouts()
            views = views.filter { inflated.contains(String($0.layoutName)) }
            guard !views.isEmpty, views.allSatisfy({ $0.shape == shape }) else { return nil }
        }
        return views.min { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// The layouts a Kotlin file names: `R.layout.NAME`, and view binding's classes
    /// (`FragmentTaskFormBinding` for `fragment_task_form.xml`).
    public static func layoutsNamed(in code: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(code)
        while let found = rest.range(of: "R.layout.") {
            let name = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            rest = rest[found.upperBound...]
        }
        rest = Substring(code)
        while let found = rest.range(of: "Binding") {
            let before = rest[..<found.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber }
            let after = rest[found.upperBound...].first
            if let first = before.last, first.isUppercase, after.map({ !($0.isLetter || $0.isNumber) }) ?? true {
                names.insert(snakeCase(String(before.reversed())))
            }
            rest = rest[found.upperBound...]
        }
        return names
    }

    /// `FragmentTaskForm` → `fragment_task_form`, as view binding names a layout's class.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("_") }
            result.append(contentsOf: character.lowercased())
        }
        return result
    }
}
