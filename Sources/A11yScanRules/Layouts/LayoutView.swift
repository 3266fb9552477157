import A11yScanSyntax

/// One view with an id in an Android layout file (`res/layout*/NAME.xml`): what TalkBack can
/// call it, decided by the layout rather than by the Kotlin code that finds the view by its id
/// (`binding.deleteButton`, `findViewById(R.id.delete_button)`) and gives it a click.
public struct LayoutView: Sendable, Hashable {
    /// The id without its prefix (`delete_button` for `@+id/delete_button`).
    public var id: String
    /// The element's tag as written (`ImageButton`, `com.google.android.material.button.MaterialButton`).
    public var tag: String
    public var path: String
    public var line: Int
    /// A non-empty `android:contentDescription` (a `@string/…` counts, `@null` and "" do not),
    /// or an `android:tooltipText`.
    public var described = false
    /// A non-empty `android:text`.
    public var hasText = false
    /// An icon given by attribute (`app:icon`, `android:src`, `app:srcCompat`, a compound drawable).
    public var hasIcon = false
    /// `android:importantForAccessibility="no"` (or `noHideDescendants`).
    public var hidden = false
    /// Another view of the same layout names it (`android:labelFor="@id/…"`).
    public var labelled = false
    /// The layout itself makes the picture a control and `views-layout-image-button-unnamed`
    /// reports it where it is declared (`LayoutReader.declaresControl`): an image button, a
    /// floating action button, a button given an `app:icon`, or an image view made clickable
    /// (or given a control's pressed ripple),
    /// not the layout's top element, not restyled by the app, not switched off. The Kotlin
    /// rule that finds the click leaves such a view, so the user sees one finding, where the fix
    /// goes.
    public var control = false

    public init(id: String, tag: String, path: String, line: Int) {
        self.id = id
        self.tag = tag
        self.path = path
        self.line = line
    }

    /// The layout's name, as `R.layout` knows it: the file's name without `.xml`.
    public var layoutName: Substring {
        let file = path.split(separator: "/").last ?? Substring(path)
        return file.hasSuffix(".xml") ? file.dropLast(4) : file
    }

    /// The tag without its package (`MaterialButton`). Read as bytes when it is ASCII, as class
    /// names are (a byte is then a character; splitting it as text cost ten thousand
    /// instructions a view), else as text.
    public var className: Substring {
        let bytes = tag.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return tag.split(separator: ".").last ?? Substring(tag) }
        // As `split` reads it: empty parts (trailing dots) are none.
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return Substring(tag) }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return tag[start..<end]
    }

    /// Whether the view shows a picture and no words of its own: an image view or image button
    /// (the framework's, AppCompat's, Material's, or an app's class named as one), a floating
    /// action button, or a button given an icon and no text.
    public var showsOnlyAPicture: Bool {
        let name = className
        // An ASCII name is compared as bytes, as `className` reads it.
        let ascii = name.utf8.allSatisfy { $0 < 0x80 }
        func ends(_ suffix: String) -> Bool {
            guard ascii else { return name.hasSuffix(suffix) }
            return name.utf8.count >= suffix.utf8.count && name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        func starts(_ prefix: String) -> Bool { ascii ? name.utf8.starts(with: prefix.utf8) : name.hasPrefix(prefix) }
        if ends("ImageButton") || ends("ImageView") || ends("IconButton") { return true }
        if name == "FloatingActionButton" || (ends("FloatingActionButton") && !starts("Extended")) { return true }
        if ends("Button") || starts("Extended") { return hasIcon && !hasText }
        return false
    }

    /// What the view stands for, as the component shapes say it: `image` when it shows only a
    /// picture that nothing in the layout names, `control` when that picture is also a control
    /// the layout declares (`control`), `labelled-image` when the layout names it, `hidden` when
    /// the layout hides it; nil for any other view.
    public var shape: ComponentShape? {
        if hidden { return .hidden }
        guard showsOnlyAPicture else { return nil }
        if described || labelled { return .labelledImage }
        return control ? .control : .image
    }

    /// A sentence naming the view and where the layout declares it, for a finding's message.
    public var note: String {
        " The view is `@id/\(id)`, \(article(className)) `\(className)` in \(path):\(line)."
    }

    private func article(_ word: Substring) -> String {
        word.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }

    /// The name view binding gives the view's field: the id in lower camel case (`delete_button`
    /// → `deleteButton`).
    public static func bindingName(_ id: String) -> String {
        var name: [UInt8] = []
        name.reserveCapacity(id.utf8.count)
        var upper = false
        // Ids are ASCII (`[a-zA-Z0-9_]`); other bytes are kept as they are.
        for byte in id.utf8 {
            if byte == UInt8(ascii: "_") {
                upper = !name.isEmpty
                continue
            }
            name.append(upper && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte)
            upper = false
        }
        return String(decoding: name, as: UTF8.self)
    }
}

extension LayoutView {
    /// The words of `ComponentSummary.renders` a layout view is kept as in the component cache:
    /// its tag, then each attribute it has.
    private static let attributeWords = ["contentDescription", "text", "icon", "importantForAccessibility=no", "labelFor", "control"]

    /// The view as a component summary of kind `layout`, so the component pass and its cache
    /// keep it with the project's components.
    public var summary: ComponentSummary {
        let flags = [described, hasText, hasIcon, hidden, labelled, control]
        let words = zip(Self.attributeWords, flags).compactMap { $1 ? $0 : nil }
        return ComponentSummary(name: id, language: .kotlin, kind: Self.kind, path: path, line: line, parameters: [],
                                renders: [tag] + words, checks: [], calls: [], shape: shape)
    }

    /// The `kind` of the summaries that are layout views.
    public static let kind = "layout"

    /// The view a `layout` summary holds. The summary is borrowed: the component index asks every
    /// summary of a project, and taking each as an owned copy cost a reference count per array.
    public init?(_ summary: borrowing ComponentSummary) {
        guard summary.kind == Self.kind, let tag = summary.renders.first else { return nil }
        self.init(id: summary.name, tag: tag, path: summary.path, line: summary.line)
        let words = summary.renders.dropFirst()   // at most six: searched as they are
        described = words.contains("contentDescription")
        hasText = words.contains("text")
        hasIcon = words.contains("icon")
        hidden = words.contains("importantForAccessibility=no")
        labelled = words.contains("labelFor")
        control = words.contains("control")
    }
}
