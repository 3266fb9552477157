import A11yScanSystem

/// Lexical path arithmetic for the walker. Purely textual (no file system access): `.` and
/// empty components are dropped and `..` removes the component before it, the way users read
/// paths on a command line.
package enum WalkPath {
    /// `path` with `.`, empty components and resolvable `..` removed; `"."` when nothing is
    /// left of a relative path, `"/"` of an absolute one.
    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against `base` (itself absolute) and normalized.
    package static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
    }

    /// `parent/name`, where an empty parent means the name alone.
    package static func join(_ parent: String, _ name: String) -> String {
        if parent.isEmpty { return name }
        if parent == "/" { return "/" + name }
        return PathText.joined(parent, name)
    }

    /// The part of `path` below `folder`: `""` for the folder itself, nil when outside it.
    /// Both must be normalized absolute paths.
    /// Compares bytes: it is asked for every file of a scan.
    package static func relative(_ path: String, to folder: String) -> String? {
        PathText.relative(path, to: folder)
    }

    /// `path` as seen from `folder`, going up with `..` where it lies outside it (`../x/A.swift`).
    /// Both must be normalized absolute paths.
    package static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: Substring(".."), count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// How a directly named file is shown in reports: relative to `currentDirectory` when it
    /// lies below it, otherwise as written (normalized), which keeps `../x` and absolute paths.
    package static func display(argument: String, currentDirectory: String) -> String {
        let absolutePath = absolute(argument, base: currentDirectory)
        if let below = relative(absolutePath, to: normalize(currentDirectory)), !below.isEmpty {
            return below
        }
        return normalize(argument)
    }
}
