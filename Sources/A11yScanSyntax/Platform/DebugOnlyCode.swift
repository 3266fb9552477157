/// The parts of a Swift file compiled only in debug builds, which never ship to users: the
/// branches of `#if DEBUG` and `#elseif DEBUG` (also joined to other conditions by `&&`). The
/// `#else` of `#if DEBUG` and `#if !DEBUG` are release code.
public struct DebugOnlyCode: Sendable {
    /// Byte ranges of the code inside debug-only branches, in order, not overlapping.
    public let regions: [Range<Int>]

    /// Reads the `#if` lines of `text`, the file as written.
    public init(text: [UInt8]) {
        regions = ConditionalRegions.regions(in: text, Question())
    }

    /// Whether the byte at `offset` is in debug-only code.
    public func contains(_ offset: Int) -> Bool { ConditionalRegions.contains(regions, offset) }

    /// `DEBUG`, alone or joined to others by `&&`; not under `||` or `!`.
    static func isDebugOnly(_ condition: String) -> Bool {
        ConditionalRegions.requires(condition, oneOf: ["DEBUG"])
    }

    private struct Question: ConditionalBranchQuestion {
        func opened(_ condition: String) -> Bool { DebugOnlyCode.isDebugOnly(condition) }
        func elseIf(_ chain: inout Bool, _ condition: String) { chain = DebugOnlyCode.isDebugOnly(condition) }
        func otherwise(_ chain: inout Bool) { chain = false }
        func isInside(_ chain: Bool) -> Bool { chain }
    }
}
