/// Reads the views with ids out of an Android layout file: a reader of only what layouts hold
/// (elements, attributes, comments), which costs a pass over the bytes and no XML library.
/// Text between elements, entities and namespaces are not interpreted: attribute names are
/// compared as written (`android:contentDescription`), as layouts write them.
public enum LayoutReader {
    /// The views with an id in `bytes`, the layout file at `path`, in the order they appear.
    public static func views(in bytes: [UInt8], path: String) -> [LayoutView] {
        var scanner = Scanner(bytes: bytes)
        var views: [LayoutView] = []
        var labelled: Set<String> = []
        while let element = scanner.nextElement() {
            var tag = element.tag
            var id: String?
            var view = LayoutView(id: "", tag: tag, path: path, line: element.line)
            for (name, value) in element.attributes {
                switch name {
                case "android:id": id = idName(value)
                case "class" where tag == "view": tag = value
                case "android:contentDescription", "android:tooltipText": view.described = view.described || names(value)
                case "android:text": view.hasText = names(value)
                case "android:importantForAccessibility": view.hidden = value == "no" || value == "noHideDescendants"
                case "android:labelFor": if let target = idName(value) { labelled.insert(target) }
                case "app:icon", "android:src", "app:srcCompat", "android:drawableStart", "android:drawableLeft",
                     "android:drawableTop", "android:drawableEnd", "android:drawableRight", "app:drawableStartCompat",
                     "app:drawableTopCompat", "app:drawableEndCompat":
                    view.hasIcon = view.hasIcon || names(value)
                default: break
                }
            }
            guard let id else { continue }
            view.id = id
            view.tag = tag
            views.append(view)
        }
        for index in views.indices where labelled.contains(views[index].id) { views[index].labelled = true }
        return views
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

    struct Element {
        var tag: String
        var line: Int
        var attributes: [(String, String)]
    }

    /// Walks the bytes from element to element.
    struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        /// The next start tag (also an empty-element one), skipping end tags, comments,
        /// declarations and processing instructions; nil at the end.
        mutating func nextElement() -> Element? {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 10 { line += 1 }
                guard byte == UInt8(ascii: "<") else {
                    position += 1
                    continue
                }
                if starts(with: Self.commentStart) {
                    skip(past: Self.commentEnd)
                } else if let next = position + 1 < bytes.count ? bytes[position + 1] : nil,
                          next == UInt8(ascii: "?") || next == UInt8(ascii: "!") || next == UInt8(ascii: "/") {
                    skip(past: Self.tagEnd)
                } else {
                    let start = line
                    position += 1
                    let tag = name()
                    // A start tag the file ends inside (a file cut short) may lack the attribute
                    // that names its view: it is no element.
                    guard !tag.isEmpty, let attributes = attributes() else { continue }
                    return Element(tag: tag, line: start, attributes: attributes)
                }
            }
            return nil
        }

        private func starts(with text: [UInt8]) -> Bool {
            guard position + text.count <= bytes.count else { return false }
            for index in text.indices where bytes[position + index] != text[index] { return false }
            return true
        }

        /// Moves past the next `end`, counting lines.
        private mutating func skip(past end: [UInt8]) {
            while position < bytes.count, bytes[position] != end[0] || !starts(with: end) {
                if bytes[position] == 10 { line += 1 }
                position += 1
            }
            position = min(bytes.count, position + end.count)
        }

        static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8), tagEnd = Array(">".utf8)

        /// Space, tab or line break (a switch: an array literal here cost an allocation a byte).
        private static func isSpace(_ byte: UInt8) -> Bool {
            switch byte {
            case 32, 9, 10, 13: true
            default: false
            }
        }

        private mutating func skipSpaces() {
            while position < bytes.count, Self.isSpace(bytes[position]) {
                if bytes[position] == 10 { line += 1 }
                position += 1
            }
        }

        /// A tag or attribute name: up to a space, `=`, `/` or `>`.
        private mutating func name() -> String {
            let start = position
            while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "="),
                  bytes[position] != UInt8(ascii: "/"), bytes[position] != UInt8(ascii: ">") {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The attributes up to the end of the start tag (`>` or `/>`); nil when the file ends first.
        private mutating func attributes() -> [(String, String)]? {
            var found: [(String, String)] = []
            while true {
                skipSpaces()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    return found
                }
                if bytes[position] == UInt8(ascii: "/") {
                    position += 1
                    continue
                }
                let attribute = name()
                guard !attribute.isEmpty else {
                    position += 1
                    continue
                }
                skipSpaces()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
                position += 1
                skipSpaces()
                guard position < bytes.count, bytes[position] == 34 || bytes[position] == 39 else { continue }
                let quote = bytes[position]
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != quote {
                    if bytes[position] == 10 { line += 1 }
                    position += 1
                }
                guard position < bytes.count else { return nil }
                found.append((attribute, String(decoding: bytes[start..<position], as: UTF8.self)))
                position += 1
            }
        }
    }
}
