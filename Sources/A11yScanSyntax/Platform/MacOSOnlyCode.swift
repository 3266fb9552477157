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
        wholeFile || ConditionalRegions.contains(regions, offset)
    }

    /// One `#if … #endif` chain being read: whether its current branch is macOS-only, and
    /// whether every condition so far leaves macOS out and which other platforms they take in
    /// (an `#else` is macOS-only once they take in all of them).
    struct Chain {
        var macOSOnly: Bool
        var othersLeaveMacOSOut: Bool
        var platformsTaken: Set<String>

        var elseIsMacOSOnly: Bool { othersLeaveMacOSOut && platformsTaken.isSuperset(of: MacOSOnlyCode.otherPlatforms) }
    }

    private struct Question: ConditionalBranchQuestion {
        func opened(_ condition: String) -> Chain {
            Chain(macOSOnly: MacOSOnlyCode.isMacOSOnly(condition),
                  othersLeaveMacOSOut: MacOSOnlyCode.leavesMacOSOut(condition),
                  platformsTaken: MacOSOnlyCode.platformsTaken(by: condition))
        }
        func elseIf(_ chain: inout Chain, _ condition: String) {
            chain.macOSOnly = MacOSOnlyCode.isMacOSOnly(condition)
            chain.othersLeaveMacOSOut = chain.othersLeaveMacOSOut && MacOSOnlyCode.leavesMacOSOut(condition)
            chain.platformsTaken.formUnion(MacOSOnlyCode.platformsTaken(by: condition))
        }
        func otherwise(_ chain: inout Chain) {
            chain.macOSOnly = chain.elseIsMacOSOnly
            chain.othersLeaveMacOSOut = false
        }
        func isInside(_ chain: Chain) -> Bool { chain.macOSOnly }
    }

    static func regions(in code: [UInt8]) -> [Range<Int>] { ConditionalRegions.regions(in: code, Question()) }

    /// `os(macOS)` or `canImport(AppKit)`, alone or joined to others by `&&`.
    static func isMacOSOnly(_ condition: String) -> Bool {
        ConditionalRegions.requires(condition, oneOf: ["os(macOS)", "canImport(AppKit)"])
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
        let bare = ConditionalRegions.unwrapped(condition)
        guard !bare.contains("&&") else { return false }
        return bare.split(separator: "||").allSatisfy { platformsOfAlternative[ConditionalRegions.unwrapped(String($0))] != nil }
    }

    /// The platforms other than macOS whose code a condition that leaves macOS out takes in.
    static func platformsTaken(by condition: String) -> Set<String> {
        let bare = ConditionalRegions.unwrapped(condition)
        guard leavesMacOSOut(bare) else { return [] }
        return bare.split(separator: "||").reduce(into: Set<String>()) { $0.formUnion(platformsOfAlternative[ConditionalRegions.unwrapped(String($1))] ?? []) }
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
