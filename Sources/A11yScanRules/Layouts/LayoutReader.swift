import A11yScanSyntax

/// Reads the views with ids out of an Android layout file, from the call tree the layout rules
/// read too (`LayoutTreeBuilder`: elements are calls, attributes labelled arguments without
/// their namespace), so a layout is tokenised one way only. Text between elements, entities
/// and namespaces are not interpreted.
public enum LayoutReader {
    /// The views with an id in `bytes`, the layout file at `path`, in the order they appear.
    public static func views(in bytes: [UInt8], path: String) -> [LayoutView] {
        views(in: CallTree.build(SourceFile(path: path, language: .layout, text: bytes)), path: path)
    }

    /// The views with an id in the layout file whose call tree is `tree` (one the scan built for
    /// the layout rules serves: a layout's views are read from the same tree), named `path`.
    public static func views(in tree: CallTree, path: String) -> [LayoutView] {
        let source = tree.source
        var views: [LayoutView] = []
        var labelled: Set<String> = []
        for index in tree.nodes.indices where isWhole(tree, Int32(index)) {
            let node = tree.nodes[index]
            var tag = source.string(Int(node.start) + 1..<Int(node.nameEnd))
            var id: String?
            var view = LayoutView(id: "", tag: tag, path: path, line: source.lines.line(of: Int(node.start)))
            var control = ControlAttributes()
            for argument in tree.arguments(of: Int32(index)) {
                guard let label = argument.label, mayBeRead(source.text, label) else { continue }
                let name = source.string(label), value = source.string(argument.value)
                switch name {
                case "id": id = idName(value)
                case "class" where tag == "view": tag = value
                case "contentDescription", "tooltipText": view.described = view.described || names(value)
                case "text": view.hasText = names(value)
                case "importantForAccessibility": view.hidden = value == "no" || value == "noHideDescendants"
                case "labelFor": if let target = idName(value) { labelled.insert(target) }
                case "icon", "src", "srcCompat", "drawableStart", "drawableLeft", "drawableTop", "drawableEnd",
                     "drawableRight", "drawableStartCompat", "drawableTopCompat", "drawableEndCompat":
                    view.hasIcon = view.hasIcon || names(value)
                default: break
                }
                control.read(name, value)
            }
            guard let id else { continue }
            view.id = id
            view.tag = tag
            view.control = node.parent >= 0 && control.declaresControl(view.className)
            views.append(view)
        }
        for index in views.indices where labelled.contains(views[index].id) { views[index].labelled = true }
        return views
    }

    /// The attributes read above and by `ControlAttributes`, as a set of lengths per first byte.
    private static let readLengths: [UInt32] = {
        var lengths = [UInt32](repeating: 0, count: 256)
        for label in ["id", "class", "contentDescription", "tooltipText", "text", "importantForAccessibility", "labelFor", "icon",
                      "src", "srcCompat", "drawableStart", "drawableLeft", "drawableTop", "drawableEnd", "drawableRight",
                      "drawableStartCompat", "drawableTopCompat", "drawableEndCompat"] + ControlAttributes.labels {
            lengths[Int(label.utf8.first!)] |= 1 << UInt32(label.utf8.count)
        }
        return lengths
    }()

    /// Whether the attribute named at `label` may be one read above, told by its first byte and
    /// length: most of a layout's attributes (`layout_width`, `padding`) are passed over without
    /// making strings of their name and value.
    @inline(__always)
    private static func mayBeRead(_ text: [UInt8], _ label: Range<Int>) -> Bool {
        guard label.lowerBound >= 0, label.upperBound <= text.count, !label.isEmpty, label.count < 32 else { return false }
        return readLengths[Int(text[label.lowerBound])] & (1 << UInt32(label.count)) != 0
    }

    /// Whether the element's start tag ends inside the file: one the file ends inside (a file cut
    /// short), or whose last value it ends inside, may lack the attribute that names its view.
    private static func isWhole(_ tree: CallTree, _ index: Int32) -> Bool {
        let node = tree.nodes[Int(index)]
        let end = Int(node.end)
        guard end > Int(node.nameEnd), tree.source.code[end - 1] == UInt8(ascii: ">") else { return false }
        return tree.arguments(of: index).last.map { Int($0.valueEnd) < end - 1 } ?? true
    }

    /// The name in an id reference (`@+id/name`, `@id/name`); nil for another kind of value.
    static func idName(_ value: String) -> String? {
        for prefix in ["@+id/", "@id/"] where value.hasPrefix(prefix) {
            let name = value.dropFirst(prefix.count)
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Whether an attribute's value gives something: not empty, not only spaces, not `@null`.
    static func names(_ value: String) -> Bool {
        let trimmed = value.trimmingWhitespace
        return !trimmed.isEmpty && trimmed != "@null"
    }
}
