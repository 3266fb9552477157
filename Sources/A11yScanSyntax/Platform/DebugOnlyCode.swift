/// The parts of a file that run only in debug builds, which never ship to users. Swift: the
/// branches of `#if DEBUG` and `#elseif DEBUG` (also joined to other conditions by `&&`); the
/// `#else` of `#if DEBUG` and `#if !DEBUG` are release code. Kotlin has no `#if`: the blocks of
/// `if (BuildConfig.DEBUG) { … }` (`KotlinDebugBlocks`), which release builds never enter.
public struct DebugOnlyCode: Sendable {
    /// Byte ranges of the code inside debug-only branches, in order, not overlapping.
    public let regions: [Range<Int>]

    /// Reads the `#if` lines of `text`, the Swift file as written.
    public init(text: [UInt8]) {
        regions = ConditionalRegions.regions(in: text, Question())
    }

    /// Reads `source` by its language: `#if` lines in Swift, debug-only `if` blocks in Kotlin.
    public init(source: SourceFile) {
        switch source.language {
        case .swift: self.init(text: source.text)
        case .kotlin, .java: self.init(regions: KotlinDebugBlocks.regions(in: source))
        default: self.init(regions: [])
        }
    }

    private init(regions: [Range<Int>]) {
        self.regions = regions
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
