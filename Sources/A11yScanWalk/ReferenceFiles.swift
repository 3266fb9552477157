/// Files that are not scanned but can name the project's own views, screens and layouts:
/// Objective-C code and headers (a Swift view made from Objective-C), property lists (an
/// extension's principal class), Android manifests (activities) and the resources that name
/// classes or layouts (navigation graphs, menus, preference screens). Which of the project's
/// declarations nothing names is decided over these and the scanned sources together.
package enum ReferenceFiles {
    private static let extensions: Set<String> = ["m", "mm", "h", "plist"]
    /// Resource folders (`res/NAME` or `res/NAME-qualifier`) whose XML can name code.
    private static let resourceFolders: Set<String> = ["navigation", "menu", "xml"]

    /// Whether the file `name` in the folder at `folder` is one of them.
    package static func names(_ name: String, inFolder folder: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        if extensions.contains(pathExtension) { return true }
        guard pathExtension == "xml" else { return false }
        if name == "AndroidManifest.xml" { return true }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[parts.count - 2] == "res" else { return false }
        let kind = parts[parts.count - 1].split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
        return resourceFolders.contains(kind)
    }
}
