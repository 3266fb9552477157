import A11yScanSystem

/// Lexical path arithmetic for the walker. Purely textual (no file system access): `.` and
/// empty components are dropped and `..` removes the component before it, the way users read
/// paths on a command line.
package enum WalkPath {
    /// `path` with `.`, empty components and resolvable `..` removed; `"."` when nothing is
    /// left of a relative path, `"/"` of an absolute one.
    /// Read as bytes: split by characters, each path cost about 100,000 instructions of
    /// grapheme breaking, and a one-file scan normalises a score of them.
    package static func normalize(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let isAbsolute = path.utf8.first == slash
        var components: [Substring.UTF8View] = []
        for component in path.utf8.split(separator: slash, omittingEmptySubsequences: true) {
            if component.count == 1, component.first == dot { continue }
            if component.count == 2, component.allSatisfy({ $0 == dot }) {
                if let last = components.last, !(last.count == 2 && last.allSatisfy { $0 == dot }) {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
                continue
            }
            components.append(component)
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(path.utf8.count + 1)
        if isAbsolute { joined.append(slash) }
        for (index, component) in components.enumerated() {
            if index > 0 { joined.append(slash) }
            joined += component
        }
        if joined.isEmpty { return "." }
        return String(decoding: joined, as: UTF8.self)
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
