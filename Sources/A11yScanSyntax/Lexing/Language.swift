/// The source language of a file; decides which lexer and which rules apply.
public enum Language: String, Codable, CaseIterable, Sendable {
    /// `layout`: an Android layout file (`res/layout*/NAME.xml`), whose elements are the views
    /// that the Kotlin code finds by id; rules of `framework: views` read it with `language: layout`.
    /// `interface-builder`: a UIKit Interface Builder file (`.xib`, `.storyboard`), whose
    /// elements are the views the Swift code reaches through outlets; rules of `framework: uikit`
    /// read it with `language: interface-builder`.
    /// `java`: Android code in Java, read only for the views it names and acts on by id
    /// (`CodeNamedViews`), which decide the layout rules' findings; no rule is written in Java.
    case swift, kotlin, layout
    case interfaceBuilder = "interface-builder"
    case java

    /// The language a path's extension implies, if any. `.xml` implies none: only a layout
    /// file's path (`init(path:)`) makes an XML file one to scan.
    public init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "xib", "storyboard": self = .interfaceBuilder
        case "java": self = .java
        default: return nil
        }
    }

    /// The language of the file at `path`: its extension's, or `layout` for an XML file in a
    /// resource folder's `layout*` folder (`…/res/layout/NAME.xml`, `…/res/layout-land/…`).
    public init?(path: String) {
        if Self.isLayoutPath(path) {
            self = .layout
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return nil }
        self.init(pathExtension: String(path[path.index(after: dot)...]))
    }

    /// Whether the language is XML read as elements with attributes (`LayoutTreeBuilder`): an
    /// Android layout or an Interface Builder file, whose findings sit at an element's start tag.
    public var isMarkup: Bool { self == .layout || self == .interfaceBuilder }

    /// Whether files of the language are read only for what their code names (Java: the views
    /// of the layouts), never matched by rules.
    public var isReadForNamesOnly: Bool { self == .java }

    /// Whether the language is Android code (Kotlin, Java): the layouts of its source sets are
    /// the ones it finds views in.
    public var isAndroidCode: Bool { self == .kotlin || self == .java }

    /// Whether `path` names a layout file: `NAME.xml` in a `layout*` folder of a `res` folder.
    public static func isLayoutPath(_ path: String) -> Bool {
        guard path.utf8.count > 4, path.hasSuffix(".xml") else { return false }
        // An ASCII path is read as bytes: split into characters, a long absolute path took
        // about 60,000 instructions, a tenth of the walk of the pinned apps.
        if let answer = path.utf8.withContiguousStorageIfAvailable(isLayoutPath(ascii:)), let answer { return answer }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts[parts.count - 2].hasPrefix("layout") && parts[parts.count - 3] == "res"
    }

    /// `isLayoutPath` for the bytes of an ASCII path, where bytes and characters agree; nil for
    /// any other path (a combining mark after a slash or a folder's prefix changes characters).
    private static func isLayoutPath(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/")
        guard let last = bytes.lastIndex(of: slash), let folder = bytes[..<last].lastIndex(of: slash) else { return false }
        let parent = bytes[..<folder].lastIndex(of: slash).map { $0 + 1 } ?? 0
        return bytes[(folder + 1)..<last].starts(with: "layout".utf8) && bytes[parent..<folder].elementsEqual("res".utf8)
    }
}
