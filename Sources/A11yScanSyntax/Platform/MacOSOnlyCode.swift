/// The parts of a Swift file that only run on macOS, where there is no Dynamic Type and a
/// pointer, not a finger, hits controls: size and scaling rules leave them.
///
/// Two sources: conditional compilation blocks (`#if os(macOS)`, `#if canImport(AppKit)`, and
/// the `#else` of a chain whose conditions leave macOS out and take in every other platform,
/// such as `#if !os(macOS)` or `#if canImport(UIKit)`, but not `#if os(iOS)`, whose `#else` may be
/// watchOS, which has Dynamic Type; nested blocks are macOS-only when any enclosing branch is),
/// and a path with a folder that names macOS as its target (`macOS`, `ProtonVPN-macOS`, `App_macOS`).
public struct MacOSOnlyCode: Sendable {
    /// Byte ranges of the code view inside macOS-only branches, in order, not overlapping.
    public private(set) var regions: [Range<Int>] = []
    /// The whole file is for macOS by its folder.
    public let wholeFile: Bool

    /// Reads the `#if` lines of `text`, the file as written: the code view blanks them.
    public init(text: [UInt8], path: String = "") {
        wholeFile = Self.pathNamesMacOS(path)
        regions = Self.regions(in: text)
    }

    /// Whether the byte at `offset` is in macOS-only code.
    public func contains(_ offset: Int) -> Bool {
        if wholeFile { return true }
        var low = 0, high = regions.count
        while low < high {
            let mid = (low + high) / 2
            if regions[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < regions.count && regions[low].contains(offset)
    }

    /// One `#if … #endif` chain being read: whether its current branch is macOS-only, and
    /// whether every condition so far leaves macOS out and which other platforms they take in
    /// (an `#else` is macOS-only once they take in all of them).
    private struct Chain {
        var macOSOnly: Bool
        var othersLeaveMacOSOut: Bool
        var platformsTaken: Set<String>

        var elseIsMacOSOnly: Bool { othersLeaveMacOSOut && platformsTaken.isSuperset(of: MacOSOnlyCode.otherPlatforms) }
    }

    static func regions(in code: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var chains: [Chain] = []
        var openedAt: Int?
        var lineStart = 0
        while lineStart < code.count {
            var lineEnd = lineStart
            while lineEnd < code.count, code[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, code.count)
            var first = lineStart
            while first < lineEnd, code[first] == UInt8(ascii: " ") || code[first] == UInt8(ascii: "\t") { first += 1 }
            if first < lineEnd, code[first] == UInt8(ascii: "#") {
                var line = String(decoding: code[first..<lineEnd], as: UTF8.self)
                if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]) }
                let wasInside = chains.contains { $0.macOSOnly }
                var handled = true
                if let condition = Self.condition(line, after: "#if") {
                    chains.append(Chain(macOSOnly: Self.isMacOSOnly(condition),
                                        othersLeaveMacOSOut: Self.leavesMacOSOut(condition),
                                        platformsTaken: Self.platformsTaken(by: condition)))
                } else if let condition = Self.condition(line, after: "#elseif"), !chains.isEmpty {
                    chains[chains.count - 1].macOSOnly = Self.isMacOSOnly(condition)
                    chains[chains.count - 1].othersLeaveMacOSOut = chains[chains.count - 1].othersLeaveMacOSOut
                        && Self.leavesMacOSOut(condition)
                    chains[chains.count - 1].platformsTaken.formUnion(Self.platformsTaken(by: condition))
                } else if Self.isWord(line, "#else"), !chains.isEmpty {
                    chains[chains.count - 1].macOSOnly = chains[chains.count - 1].elseIsMacOSOnly
                    chains[chains.count - 1].othersLeaveMacOSOut = false
                } else if Self.isWord(line, "#endif"), !chains.isEmpty {
                    chains.removeLast()
                } else {
                    handled = false
                }
                if handled {
                    let isInside = chains.contains { $0.macOSOnly }
                    if isInside, !wasInside { openedAt = next }
                    if !isInside, wasInside, let start = openedAt {
                        if start < lineStart { result.append(start..<lineStart) }
                        openedAt = nil
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        if let start = openedAt, start < code.count { result.append(start..<code.count) }
        return result
    }

    /// The condition after `keyword` on a directive line, without white space, or nil when the
    /// line is another directive.
    private static func condition(_ line: String, after keyword: String) -> String? {
        guard line.hasPrefix(keyword) else { return nil }
        let rest = line.dropFirst(keyword.count)
        guard let first = rest.first, first == " " || first == "\t" || first == "(" || first == "!" else { return nil }
        return rest.filter { !$0.isWhitespace }
    }

    private static func isWord(_ line: String, _ word: String) -> Bool {
        guard line.hasPrefix(word) else { return false }
        return line.dropFirst(word.count).allSatisfy(\.isWhitespace)
    }

    /// `os(macOS)` or `canImport(AppKit)`, alone or joined to others by `&&`.
    static func isMacOSOnly(_ condition: String) -> Bool {
        let bare = unwrapped(condition)
        guard !bare.contains("||") else { return false }
        return bare.split(separator: "&&").contains { ["os(macOS)", "canImport(AppKit)"].contains(unwrapped(String($0))) }
    }

    /// The platforms other than macOS.
    static let otherPlatforms: Set<String> = ["iOS", "tvOS", "watchOS", "visionOS"]

    /// What each alternative a condition may hold takes in: a platform, or all but macOS
    /// (UIKit is there on every platform but macOS).
    private static let platformsOfAlternative: [String: Set<String>] = [
        "os(iOS)": ["iOS"], "os(tvOS)": ["tvOS"], "os(watchOS)": ["watchOS"], "os(visionOS)": ["visionOS"],
        "os(xrOS)": ["visionOS"], "!os(macOS)": otherPlatforms, "canImport(UIKit)": otherPlatforms,
        "!canImport(AppKit)": otherPlatforms,
    ]

    /// Every alternative (`||`) names another platform than macOS, or says not macOS.
    static func leavesMacOSOut(_ condition: String) -> Bool {
        let bare = unwrapped(condition)
        guard !bare.contains("&&") else { return false }
        return bare.split(separator: "||").allSatisfy { platformsOfAlternative[unwrapped(String($0))] != nil }
    }

    /// The platforms other than macOS whose code a condition that leaves macOS out takes in.
    private static func platformsTaken(by condition: String) -> Set<String> {
        let bare = unwrapped(condition)
        guard leavesMacOSOut(bare) else { return [] }
        return bare.split(separator: "||").reduce(into: Set<String>()) { $0.formUnion(platformsOfAlternative[unwrapped(String($1))] ?? []) }
    }

    /// `text` without the parentheses that wrap all of it.
    private static func unwrapped(_ text: String) -> String {
        var text = Substring(text)
        while text.hasPrefix("("), text.hasSuffix(")"), wrapsAll(text) { text = text.dropFirst().dropLast() }
        return String(text)
    }

    private static func wrapsAll(_ text: Substring) -> Bool {
        var depth = 0
        for (index, character) in zip(text.indices, text) {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0, index != text.index(before: text.endIndex) { return false } }
        }
        return true
    }

    /// A folder of the path names macOS as its target: `macOS`, `macos`, `…-macOS`, `…_macOS`,
    /// `… macOS`. Folders only named `Mac` are left: too vague.
    static func pathNamesMacOS(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let lower = folder.lowercased()
            guard lower.hasSuffix("macos") else { return false }
            let head = lower.dropLast(5)
            return head.isEmpty || head.last == "-" || head.last == "_" || head.last == " "
        }
    }
}
