/// Files that are not scanned but can name the project's own views, screens and layouts:
/// Objective-C code and headers (a Swift view made from Objective-C), property lists (an
/// extension's principal class), Android manifests (activities) and the resources that name
/// classes or layouts (navigation graphs, menus, preference screens). Which of the project's
/// declarations nothing names is decided over these and the scanned sources together.
package enum ReferenceFiles {
    /// Resource folders (`res/NAME` or `res/NAME-qualifier`) whose XML can name code.
    private static let resourceFolders: Set<Substring> = ["navigation", "menu", "xml"]

    /// Whether the file `name` in the folder at `folder` is one of them. Asked for every file
    /// a walk does not scan, so a name is compared as it is, without making strings of it.
    package static func names(_ name: String, inFolder folder: String) -> Bool {
        if ends(name, with: ".m") || ends(name, with: ".mm") || ends(name, with: ".h") || ends(name, with: ".plist") {
            return true
        }
        guard ends(name, with: ".xml") else { return false }
        if name == "AndroidManifest.xml" { return true }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[parts.count - 2] == "res" else { return false }
        return resourceFolders.contains(parts[parts.count - 1].prefix { $0 != "-" })
    }

    /// Whether `name` ends with `suffix` (ASCII, lowercase), whatever the case of its letters,
    /// and has something before it.
    private static func ends(_ name: String, with suffix: StaticString) -> Bool {
        let bytes = name.utf8
        let count = suffix.utf8CodeUnitCount
        guard bytes.count > count else { return false }
        return suffix.withUTF8Buffer { expected in
            zip(bytes.suffix(count), expected).allSatisfy { $0 | ($0 >= 65 && $0 <= 90 ? 0x20 : 0) == $1 }
        }
    }
}
