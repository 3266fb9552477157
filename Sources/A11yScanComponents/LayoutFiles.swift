import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Foundation

/// The Android layout files of a project, found beside its Kotlin and Java sources rather than by the
/// walk: a source set's code lies in `src/SET/java` or `src/SET/kotlin` and its layouts in
/// `src/SET/res/layout*/NAME.xml`, or, in a module laid out the older way (Gradle's
/// `res.srcDirs = ['res']`), in `res/layout*/` at the module's top beside `src`. Listing a few
/// folders finds them without the walk collecting a file type no rule reads. A module with no
/// Kotlin or Java code is not looked into.
package enum LayoutFiles {
    struct File: Sendable {
        var absolutePath: String
        /// Named as the walked file beside it is (from the work tree's top, or the walk's root).
        var relativePath: String
    }

    /// The layout files of the source sets `walked` has Kotlin or Java files in, sorted by path.
    static func beside(_ walked: WalkedFileList) -> [File] {
        var resources: [String: String] = [:]
        var seenFolders: Set<Substring> = []
        var previousFolder: Substring?
        // A file's paths are made only for Kotlin and Java files, its relative path only for a folder's first.
        for index in walked.indices where walked.language(at: index).isAndroidCode {
            let absolute = walked.absolutePath(at: index)
            // Files of one folder share their source set: each folder is looked at once. Most
            // files follow one of their folder's, which is then not hashed again.
            let folder = absolute[..<(absolute.utf8.lastIndex(of: UInt8(ascii: "/")) ?? absolute.startIndex)]
            if folder == previousFolder { continue }
            previousFolder = folder
            guard seenFolders.insert(folder).inserted, let bounds = AndroidResourceFolders.sourceSetBounds(of: absolute) else { continue }
            let relativePath = walked.relativePath(at: index)
            guard endsWithBytes(absolute, relativePath) else { continue }
            // Where the walk's root ends: the relative paths are the bytes after it.
            let base = absolute.utf8.count - relativePath.utf8.count
            guard bounds.set >= base else { continue }
            let set = AndroidResourceFolders.prefix(absolute, bounds.set)
            resources[set + "/res"] = relative(absolute, from: base, to: bounds.set) + "/res"
            if bounds.module >= base {
                let module = AndroidResourceFolders.prefix(absolute, bounds.module)
                resources[module + "/res"] = bounds.module == base ? "res" : relative(absolute, from: base, to: bounds.module) + "/res"
            }
        }
        var files: [File] = []
        for (absolute, relative) in resources {
            for folder in children(of: absolute) where folder.hasPrefix("layout") {
                for name in children(of: absolute + "/" + folder) where name.hasSuffix(".xml") {
                    files.append(File(absolutePath: "\(absolute)/\(folder)/\(name)", relativePath: "\(relative)/\(folder)/\(name)"))
                }
            }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    /// The views of the layout files beside `walked` that a rule can ask about (`LayoutView.shape`:
    /// pictures named or not, hidden views), in path and line order; a file that cannot be read
    /// gives none.
    package static func shapedViews(beside walked: WalkedFileList) -> [LayoutView] {
        beside(walked).flatMap { file -> [LayoutView] in
            guard let data = FileManager.default.contents(atPath: file.absolutePath) else { return [] }
            return LayoutReader.views(in: [UInt8](data), path: file.relativePath).filter { $0.shape != nil }
        }
    }

    /// Whether a path is a layout file's (`…/res/layout*/NAME.xml`).
    static func isLayout(_ path: String) -> Bool {
        guard path.hasSuffix(".xml") else { return false }
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[parts.count - 2].hasPrefix("layout") && parts[parts.count - 3] == "res"
    }

    /// `…/src/SET` for a file in `…/src/SET/java/…` or `…/src/SET/kotlin/…` (the innermost).
    static func sourceSet(of path: String) -> String? { AndroidResourceFolders.sourceSet(of: path) }

    /// The bytes of `path` from `start` to `end`, as a string.
    private static func relative(_ path: String, from start: Int, to end: Int) -> String {
        String(decoding: path.utf8.dropFirst(start).prefix(end - start), as: UTF8.self)
    }

    /// Whether the bytes of `path` end with those of `suffix` (compared through the strings'
    /// buffers: through their byte views, the comparison cost 17,000 instructions a folder).
    private static func endsWithBytes(_ path: String, _ suffix: String) -> Bool {
        var path = path, suffix = suffix
        return path.withUTF8 { whole in suffix.withUTF8 { end in whole.count >= end.count && whole.suffix(end.count).elementsEqual(end) } }
    }

    private static func children(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
