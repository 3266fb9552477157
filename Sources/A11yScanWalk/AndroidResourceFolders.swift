/// Where the resources of the Kotlin code at a path lie: a source set's code is in
/// `src/SET/java` or `src/SET/kotlin` and its resources in `src/SET/res`, or, in a module laid
/// out the older way (Gradle's `res.srcDirs = ['res']`), in `res` at the module's top beside
/// `src`. The layout files a scan reads and the layout index both go by it, so a layout is
/// scanned only beside the code that finds its views.
package enum AndroidResourceFolders {
    /// The `res` folders the code file at `path` goes with (absolute when `path` is).
    package static func of(_ path: String) -> [String] {
        guard let set = sourceSet(of: path) else { return [] }
        let module = set.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return [set + "/res", module + "/res"]
    }

    /// `…/src/SET` for a file in `…/src/SET/java/…` or `…/src/SET/kotlin/…` (the innermost).
    package static func sourceSet(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        for index in stride(from: parts.count - 4, through: 0, by: -1)
            where parts[index] == "src" && (parts[index + 2] == "java" || parts[index + 2] == "kotlin") {
            return parts[...(index + 1)].joined(separator: "/")
        }
        return nil
    }

    /// The `res` folder of a layout file's path (`…/res` of `…/res/layout/NAME.xml`).
    package static func ofLayout(_ path: String) -> Substring {
        var end = path.endIndex
        for _ in 0..<2 { end = path[..<end].lastIndex(of: "/") ?? path.startIndex }
        return path[..<end]
    }
}
