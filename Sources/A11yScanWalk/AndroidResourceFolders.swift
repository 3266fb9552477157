/// Where the resources of the Kotlin code at a path lie: a source set's code is in
/// `src/SET/java` or `src/SET/kotlin` and its resources in `src/SET/res`, or, in a module laid
/// out the older way (Gradle's `res.srcDirs = ['res']`), in `res` at the module's top beside
/// `src` (whose code may lie in `src` itself, `java.srcDirs = ['src']`). The layout files a scan
/// reads and the layout index both go by it, so a layout is scanned only beside the code that
/// finds its views. Paths are read as bytes: splitting them
/// into strings for every folder of Kotlin code cost more than the layouts' reading.
package enum AndroidResourceFolders {
    /// The `res` folders the code file at `path` goes with (absolute when `path` is).
    package static func of(_ path: String) -> [String] {
        guard let bounds = sourceSetBounds(of: path) else { return [] }
        return [prefix(path, bounds.set) + "/res", prefix(path, bounds.module) + "/res"]
    }

    /// `…/src/SET` for a file in `…/src/SET/java/…` or `…/src/SET/kotlin/…` (the innermost).
    package static func sourceSet(of path: String) -> String? {
        sourceSetBounds(of: path).map { prefix(path, $0.set) }
    }

    /// Where in `path`'s bytes its source set (`…/src/SET`) and its module (the same without
    /// `/src/SET`) end; nil when the path is in no `src/SET/java` or `src/SET/kotlin` folder
    /// (the innermost counts, and a file must lie below it). A `.kt` or `.java` file in no such
    /// folder but below a `src` folder (the innermost) has that `src` for its set and the folder
    /// holding it for its module.
    package static func sourceSetBounds(of path: String) -> (module: Int, set: Int)? {
        var path = path
        return path.withUTF8 { bytes -> (module: Int, set: Int)? in
            // The slashes, with -1 and the end standing for the bounds of the first and last parts.
            var slashes = [-1]
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") { slashes.append(index) }
            slashes.append(bytes.count)
            let parts = slashes.count - 1
            guard parts >= 2 else { return nil }
            func part(_ index: Int, is text: StaticString) -> Bool {
                let start = slashes[index] + 1, end = slashes[index + 1]
                return end - start == text.utf8CodeUnitCount
                    && text.withUTF8Buffer { bytes[start..<end].elementsEqual($0) }
            }
            func lastPartEnds(with text: StaticString) -> Bool {
                let start = slashes[parts - 1] + 1, end = slashes[parts]
                return end - start > text.utf8CodeUnitCount
                    && text.withUTF8Buffer { bytes[(end - $0.count)..<end].elementsEqual($0) }
            }
            for index in stride(from: parts - 4, through: 0, by: -1)
                where part(index, is: "src") && (part(index + 2, is: "java") || part(index + 2, is: "kotlin")) {
                return (max(slashes[index], 0), slashes[index + 2])
            }
            // A Kotlin or Java file kept in `src` itself, with no source set below it (Gradle's
            // `java.srcDirs = ['src']` beside `res.srcDirs = ['res']`, the layout of projects older
            // than Android Studio): the module is the folder holding that `src`.
            guard lastPartEnds(with: ".kt") || lastPartEnds(with: ".java") else { return nil }
            for index in stride(from: parts - 2, through: 0, by: -1) where part(index, is: "src") {
                return (max(slashes[index], 0), slashes[index + 1])
            }
            return nil
        }
    }

    /// The `res` folder of a layout file's path (`…/res` of `…/res/layout/NAME.xml`).
    package static func ofLayout(_ path: String) -> Substring {
        var end = path.endIndex
        for _ in 0..<2 { end = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex }
        return path[..<end]
    }

    /// The first `count` bytes of `path`.
    package static func prefix(_ path: String, _ count: Int) -> String {
        String(decoding: path.utf8.prefix(count), as: UTF8.self)
    }
}
