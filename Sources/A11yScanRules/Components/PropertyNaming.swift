import A11yScanSyntax

/// Whether a file names a view through a variable: `closeButton.accessibilityLabel = …`,
/// `closeButton?.setTitle(…)`, `playButton.contentDescription = …`, or gives it an image. Read
/// from the code view, so comments and strings never count.
enum PropertyNaming {
    /// The members that give a view a name, or take it away from assistive technology.
    static let namingMembers: Set<String> = [
        "accessibilityLabel", "setTitle", "setAttributedTitle", "isAccessibilityElement", "accessibilityElementsHidden",
        "contentDescription", "setContentDescription", "importantForAccessibility",
    ]

    /// The members that give a view its image.
    static let imageMembers: Set<String> = [
        "setImage", "setImageResource", "setImageDrawable", "setImageBitmap", "setImageIcon", "setImageURI", "image",
    ]

    /// Whether the code writes `name.member` (or `name?.member`) for one of `members`.
    static func mentions(_ name: String, _ members: Set<String> = namingMembers, in code: ByteView) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, code.count > bytes.count else { return false }
        var start = 0
        while start + bytes.count <= code.count {
            guard code[start..<(start + bytes.count)].elementsEqual(bytes),
                  start == 0 || !ByteClass.isIdentifier(code[start - 1]) else {
                start += 1
                continue
            }
            var cursor = start + bytes.count
            start += 1
            guard cursor == code.count || !ByteClass.isIdentifier(code[cursor]) else { continue }
            while cursor < code.count, [UInt8(ascii: " "), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(code[cursor]) { cursor += 1 }
            guard cursor < code.count, code[cursor] == UInt8(ascii: ".") else { continue }
            cursor += 1
            let member = cursor
            while cursor < code.count, ByteClass.isIdentifier(code[cursor]) { cursor += 1 }
            if members.contains(String(decoding: code[member..<cursor], as: UTF8.self)) { return true }
        }
        return false
    }
}
