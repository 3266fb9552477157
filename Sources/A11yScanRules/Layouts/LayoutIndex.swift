import A11yScanSyntax

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
        if !views.allSatisfy({ $0.has(shape) }) {
            let inflated = inflatedLayouts()
            views = views.filter { inflated.contains(String($0.layoutName)) }
            guard !views.isEmpty, views.allSatisfy({ $0.has(shape) }) else { return nil }
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

    /// As above, for a file's bytes: read as bytes when they are all ASCII, where a byte is a
    /// character (a search of the text as a string cost millions of instructions a file),
    /// else as text.
    public static func layoutsNamed(in code: ByteView) -> Set<String> {
        guard code.allSatisfy({ $0 < 0x80 }) else { return layoutsNamed(in: String(decoding: code, as: UTF8.self)) }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var names: Set<String> = []
        for end in occurrences(of: "R.layout.", in: code) {
            var last = end
            while last < code.count, isAlphanumeric(code[last]) || code[last] == UInt8(ascii: "_") { last += 1 }
            if last > end { names.insert(String(decoding: code[end..<last], as: UTF8.self)) }
        }
        // Each name before `Binding` is read back to the end of the one before, as the search goes on from there.
        var restStart = 0
        let binding = "Binding".utf8.count
        for end in occurrences(of: "Binding", in: code) {
            var first = end - binding
            while first > restStart, isAlphanumeric(code[first - 1]) { first -= 1 }
            let upper = first < end - binding && code[first] >= UInt8(ascii: "A") && code[first] <= UInt8(ascii: "Z")
            if upper, end == code.count || !isAlphanumeric(code[end]) {
                names.insert(snakeCase(String(decoding: code[first..<(end - binding)], as: UTF8.self)))
            }
            restStart = end
        }
        return names
    }

    /// Where each occurrence of `needle` in `code` ends, an occurrence searched for from the end of the one before.
    private static func occurrences(of needle: StaticString, in code: ByteView) -> [Int] {
        var ends: [Int] = []
        needle.withUTF8Buffer { needle in
            guard let head = needle.first, code.count >= needle.count else { return }
            var index = 0
            while index + needle.count <= code.count {
                if code[index] == head, code[index..<(index + needle.count)].elementsEqual(needle) {
                    index += needle.count
                    ends.append(index)
                } else {
                    index += 1
                }
            }
        }
        return ends
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
