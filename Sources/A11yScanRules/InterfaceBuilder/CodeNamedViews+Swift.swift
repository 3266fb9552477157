import A11yScanMatcher

/// What a project's Swift code names of the views its Interface Builder files declare. A nib
/// connects a view to the code by an outlet (`<outlet property="closeButton" destination="ID"/>`),
/// and the code then reaches the view by the property's name: `closeButton.accessibilityLabel =
/// …`, `closeButton.setTitle(…, for: .normal)`, `closeButton.configuration?.title = …`,
/// `closeButton.isAccessibilityElement = false`. A nib rule asks with `named-in-code: '${id}'`
/// on the element's id, which holds when an outlet to it has a property named so (`NibOutlets`).
/// A view class of the app that names itself (`self.accessibilityLabel = …`, or a bare
/// `accessibilityLabel = …` in its body) counts by its class name, which a nib gives as
/// `customClass`. Read from the bytes in one pass, as the Kotlin names are: the name is the
/// last name of the path before the member (`titleLabel` and `configuration` are passed over to
/// the view's), so a label set on a view passed elsewhere (`[a, b].forEach { $0.… }`) is not seen.
/// A view a `lazy var` builds in code (`lazy var closeButton: UIButton = { let button = …;
/// button.accessibilityLabel = …; return button }()`) is named by the property's name too: such
/// a property is no outlet, and a nib that still wires one is left from before the code built it.
/// The names are kept apart from Kotlin's (`swiftNames`, a summary's `s` lines).
extension CodeNamedViews {
    /// The members that name a view (or take it out of VoiceOver's reach) after a `.`.
    static let swiftNaming: Set<String> = [
        "accessibilityLabel", "accessibilityAttributedLabel", "setTitle", "setAttributedTitle",
        "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityElements",
    ]
    /// Parts of a button through which the code sets its title: `x.titleLabel?.text`,
    /// `x.configuration?.title`, which name `x`.
    static let swiftTitleParts: Set<String> = ["titleLabel", "configuration"]
    /// Every member the scan looks at further, as bytes.
    static let swiftMemberBytes = Set((swiftNaming.union(["title", "text", "attributedTitle", "configuration"])).map { ArraySlice(Array($0.utf8)) })
    /// The words a Swift file that names a view holds; a file with none is only searched for the
    /// classes it declares (`init(swiftTypesIn:)`), most Swift files.
    static let swiftMayName = AnyLiteralSearch(["ccessibilityLabel", "etTitle", "etAttributedTitle", "ccessibilityElement",
                                                "configuration", "titleLabel"].map { Array($0.utf8) })
    private static let classKeyword = Array("class ".utf8)

    /// Only the classes Swift `bytes` declares, for a file that names no view: each `class `
    /// found by a literal search and read as the whole pass reads it (a `.class` is a member).
    public init(swiftTypesIn bytes: [UInt8]) {
        self.init()
        for at in LiteralSearch.offsets(of: Self.classKeyword, in: bytes) where at == 0 || bytes[at - 1] != UInt8(ascii: ".") {
            if let declared = Self.typeDeclared(bytes, at: at), declared.isClass { swiftTypes.insert(declared.name) }
        }
    }

    /// The views named in Swift `bytes`, by the names the code reaches them by.
    public init(swift bytes: [UInt8]) {
        self.init()
        let n = bytes.count
        // The type whose body the scan is in, as far as the last `class NAME` or `extension NAME` says.
        var type: String?
        // The `lazy var` whose builder the scan is in, up to the next function.
        var lazyProperty: String?
        var i = 0
        while i < n {
            let byte = bytes[i]
            if byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e"), let declared = Self.typeDeclared(bytes, at: i) {
                type = declared.name
                if declared.isClass { swiftTypes.insert(declared.name) }
                lazyProperty = nil
                i = declared.end
                continue
            }
            if byte == UInt8(ascii: "l"), Self.startsWord(bytes, i, "lazy") {
                var j = i + 4
                while j < n, bytes[j] == 32 { j += 1 }
                if Self.startsWord(bytes, j, "var") {
                    j += 3
                    while j < n, bytes[j] == 32 { j += 1 }
                    if j < n, Self.isStart(bytes[j]) {
                        let name = Self.word(bytes, from: j)
                        lazyProperty = String(decoding: bytes[name], as: UTF8.self)
                        i = name.upperBound
                        continue
                    }
                }
            }
            if byte == UInt8(ascii: "f"), Self.startsWord(bytes, i, "func") { lazyProperty = nil }
            // `accessibilityLabel = …` in the class's body, or the class's own `override var
            // accessibilityLabel: String? { … }`, which speaks for each state it computes.
            if byte == UInt8(ascii: "a"), let type, Self.startsWord(bytes, i, "accessibilityLabel"),
               i == 0 || bytes[i - 1] != UInt8(ascii: "."), Self.assigns(bytes, after: i + 18) || Self.declaresVariable(bytes, before: i) {
                swiftNames.insert(type)
            }
            guard byte == UInt8(ascii: "."), i + 1 < n, Self.isStart(bytes[i + 1]) else {
                i += 1
                continue
            }
            let member = Self.word(bytes, from: i + 1)
            i = member.upperBound
            // Most members name nothing: compared as bytes, with no string made of each.
            guard Self.swiftMemberBytes.contains(bytes[member]) else { continue }
            let name = String(decoding: bytes[member], as: UTF8.self)
            let titled = name == "title" || name == "text" || name == "attributedTitle"
            guard Self.swiftNaming.contains(name) || titled || name == "configuration" else { continue }
            var owner = Self.owner(bytes, before: member.lowerBound - 1)
            if titled || name == "configuration" {
                // `x.titleLabel?.text = …`, `x.configuration?.title = …`, `x.configuration = .filled(title…)`.
                guard let part = owner, Self.swiftTitleParts.contains(String(decoding: bytes[part], as: UTF8.self)) || name == "configuration"
                else { continue }
                if name != "configuration" { owner = Self.owner(bytes, before: part.lowerBound - 1) }
                else if !Self.lineHasTitle(bytes, from: i) { continue }
            }
            guard let owner else { continue }
            let text = String(decoding: bytes[owner], as: UTF8.self)
            if text == "self" || text == "super", let type { swiftNames.insert(type) } else { swiftNames.insert(text) }
            if let lazyProperty { swiftNames.insert(lazyProperty) }
        }
    }

    /// The last name of the path that ends before the `.` at `dot`, past `?` and `!`.
    private static func owner(_ bytes: [UInt8], before dot: Int) -> Range<Int>? {
        var end = dot
        while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        var start = end
        while start > 0, isPart(bytes[start - 1]) { start -= 1 }
        return start < end ? start..<end : nil
    }

    /// `class NAME` or `extension NAME` at `start`: the name and the offset past it.
    private static func typeDeclared(_ bytes: [UInt8], at start: Int) -> (name: String, end: Int, isClass: Bool)? {
        let keyword = startsWord(bytes, start, "class") ? 5 : startsWord(bytes, start, "extension") ? 9 : 0
        guard keyword > 0 else { return nil }
        var j = start + keyword
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        guard j < bytes.count, isStart(bytes[j]) else { return nil }
        let name = word(bytes, from: j)
        // `class func`, `class var`: a member, not a type.
        let text = String(decoding: bytes[name], as: UTF8.self)
        guard !["func", "var", "let", "override", "private", "public", "final"].contains(text) else { return nil }
        return (text, name.upperBound, keyword == 5)
    }

    /// Whether the word before `offset`, past spaces, is `var` (a property declared there).
    private static func declaresVariable(_ bytes: [UInt8], before offset: Int) -> Bool {
        var end = offset
        while end > 0, bytes[end - 1] == 32 { end -= 1 }
        return end < offset && end >= 3 && startsWord(bytes, end - 3, "var")
    }

    /// Whether `= …` (not `==`) follows `offset` past spaces.
    private static func assigns(_ bytes: [UInt8], after offset: Int) -> Bool {
        var j = offset
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        return j + 1 < bytes.count && bytes[j] == UInt8(ascii: "=") && bytes[j + 1] != UInt8(ascii: "=")
    }

    /// Whether the rest of the line from `offset` sets a title (`.configuration = .plain(); …title`).
    private static func lineHasTitle(_ bytes: [UInt8], from offset: Int) -> Bool {
        var j = offset
        while j + 4 < bytes.count, bytes[j] != 10 {
            if bytes[j] == UInt8(ascii: "t"), bytes[j + 1] == UInt8(ascii: "i"), bytes[j + 2] == UInt8(ascii: "t"),
               bytes[j + 3] == UInt8(ascii: "l"), bytes[j + 4] == UInt8(ascii: "e") { return true }
            j += 1
        }
        return false
    }
}
