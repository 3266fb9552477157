import A11yScanRules
import A11yScanWalk
import Foundation

/// The configuration files inside a scan, below the folder its settings come from
/// (`ConfigurationChain`): each refines `rules` and `severity` for the files in and below its
/// own folder, on top of every file above it, the way the chain's files refine each other. So a
/// file is judged by the same files whichever folder is scanned and in whatever order paths are
/// given. A nested file's scan-wide keys (`include`, `exclude`, `patterns`, `guidelines`,
/// `fail-on`, `baseline`, `jobs`) apply only to scans of its folder or below; here they are
/// not applied, and `unappliedSettings` says so.
public struct NestedConfigurations: Sendable {
    /// The folder the scan's settings were read at (absolute, normalized).
    public let baseFolder: String
    /// Each nested file's configuration by its folder (absolute, normalized).
    let byFolder: [String: Configuration]
    /// A sentence per nested file whose scan-wide settings this scan does not apply.
    public let unappliedSettings: [String]

    /// The nested files, in path order.
    public var files: [String] { byFolder.values.compactMap(\.file).sorted() }

    /// Loads the configuration files below `baseFolder`: those the walk met (`walked`) and
    /// those in the folders from `baseFolder` down to each root (absolute paths; a file root
    /// counts from its folder), which a walk starting at the root does not see. Rule ids are
    /// checked against `knownRuleIDs`. Nil when there is none.
    public static func load(baseFolder: String, roots: [String], walked: [String],
                            knownRuleIDs: Set<String>) throws(ConfigurationError) -> NestedConfigurations? {
        let base = WalkPath.normalize(baseFolder)
        var files = Set(walked.map(WalkPath.normalize))
        for root in roots {
            files.formUnion(ConfigurationLoader.files(atAndAbove: ConfigurationLoader.folder(of: WalkPath.normalize(root)), inside: base))
        }
        var byFolder: [String: Configuration] = [:]
        var unapplied: [String] = []
        for file in files.sorted() {
            guard let folder = Configuration(file: file).folder, isBelow(folder, base) else { continue }
            let configuration = try ConfigurationLoader.load(file: file)
            _ = try configuration.apply(to: RuleSet(rules: []), alsoKnown: knownRuleIDs)
            byFolder[folder] = configuration
            let keys = scanWideKeys(configuration)
            if !keys.isEmpty {
                let shown = WalkPath.display(argument: file, currentDirectory: FileManager.default.currentDirectoryPath)
                unapplied.append("\(shown): \(keys.joined(separator: ", ")) \(keys.count == 1 ? "applies" : "apply") only to "
                    + "scans of its folder or below; this scan starts above it, so only its rules and severities apply")
            }
        }
        guard !byFolder.isEmpty else { return nil }
        return NestedConfigurations(baseFolder: base, byFolder: byFolder, unappliedSettings: unapplied)
    }

    /// The nested configurations that apply to files in `folder`, outer first.
    func chain(forFolder folder: String) -> [Configuration] {
        var chain: [Configuration] = []
        var current = WalkPath.normalize(folder)
        while Self.isBelow(current, baseFolder) {
            if let configuration = byFolder[current] { chain.append(configuration) }
            current = WalkPath.normalize(current + "/..")
        }
        return chain.reversed()
    }

    /// Whether `folder` lies strictly inside `base`.
    private static func isBelow(_ folder: String, _ base: String) -> Bool {
        guard let below = WalkPath.relative(folder, to: base) else { return false }
        return !below.isEmpty
    }

    /// The keys a file sets that only a scan of its own folder applies.
    private static func scanWideKeys(_ configuration: Configuration) -> [String] {
        var keys: [String] = []
        if !configuration.include.isEmpty { keys.append("include") }
        if !configuration.exclude.isEmpty { keys.append("exclude") }
        if !configuration.patterns.isEmpty { keys.append("patterns") }
        if configuration.guidelines != nil { keys.append("guidelines") }
        if configuration.failOn != nil { keys.append("fail-on") }
        if configuration.baseline != nil { keys.append("baseline") }
        if configuration.jobs != nil { keys.append("jobs") }
        return keys
    }
}
