import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Foundation

/// The Android layout files of a project, found beside its Kotlin sources rather than by the
/// walk: a source set's code lies in `src/SET/java` or `src/SET/kotlin` and its layouts in
/// `src/SET/res/layout*/NAME.xml`, or, in a module laid out the older way (Gradle's
/// `res.srcDirs = ['res']`), in `res/layout*/` at the module's top beside `src`. Listing a few
/// folders finds them without the walk collecting a file type no rule reads. A module with no
/// Kotlin code is not looked into.
package enum LayoutFiles {
    struct File: Sendable {
        var absolutePath: String
        /// Named as the walked file beside it is (from the work tree's top, or the walk's root).
        var relativePath: String
    }

    /// The layout files of the source sets `walked` has Kotlin files in, sorted by path.
    static func beside(_ walked: WalkedFileList) -> [File] {
        var resources: [String: String] = [:]
        var seenFolders: Set<Substring> = []
        for file in walked where file.language == .kotlin {
            let absolute = file.absolutePath
            // Files of one folder share their source set: each folder is looked at once.
            let folder = absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)]
            guard seenFolders.insert(folder).inserted, let set = sourceSet(of: absolute),
                  absolute.hasSuffix(file.relativePath) else { continue }
            let base = absolute.dropLast(file.relativePath.count)
            guard set.count >= base.count else { continue }
            let relativeSet = String(set.dropFirst(base.count))
            resources[set + "/res"] = relativeSet + "/res"
            // The module's top: `set` without `/src/SET`.
            let module = set.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
            let relativeModule = relativeSet.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
            if module.count >= base.count {
                resources[module + "/res"] = relativeModule.isEmpty ? "res" : relativeModule + "/res"
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

    private static func children(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
