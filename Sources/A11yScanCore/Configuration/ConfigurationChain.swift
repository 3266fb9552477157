import A11yScanRules
import A11yScanWalk
import Foundation

/// The configuration files a whole scan takes its settings from, outer first: every
/// `.a11yscan.yml` from the file system's root down to the folder that holds all scanned paths
/// (or the one file `--config` names). A nearer file refines the ones above it:
///
/// - `rules`: a rule runs only when every file lets it (a nearer file can turn rules off or
///   narrow `enable`, never turn back on what an outer file turned off);
/// - `severity`: the nearest setting for a rule wins;
/// - `include`, `exclude`: every file's globs apply, each relative to its own folder;
/// - `patterns`: every file's rule folders are loaded;
/// - `guidelines`, `fail-on`, `baseline`, `jobs`: the nearest file that sets one wins.
///
/// Files further down, inside scanned folders, refine `rules` and `severity` for their own
/// folder only (`NestedConfigurations`).
public struct ConfigurationChain: Sendable, Hashable {
    public var files: [Configuration]
    /// The folder every file's globs are relative to instead of its own (for a file named on
    /// the command line, which may live anywhere: the current folder); nil for each file's own.
    public var globFolder: String?

    public init(_ files: [Configuration] = []) {
        self.files = files
    }

    /// Every configuration file at or above `folder`, outer first. The search does not stop at
    /// a repository's top: a file above several checkouts serves them all.
    public static func load(at folder: String) throws(ConfigurationError) -> ConfigurationChain {
        let found = ConfigurationLoader.files(atAndAbove: WalkPath.absolute(folder, base: FileManager.default.currentDirectoryPath))
        var files: [Configuration] = []
        for file in found.reversed() { files.append(try ConfigurationLoader.load(file: file)) }
        return ConfigurationChain(files)
    }

    /// The deepest folder holding every path (relative ones are taken from the current
    /// folder; a file counts by its folder): where a scan of `paths` reads its chain, the same
    /// whatever their order.
    public static func folder(holding paths: [String]) -> String {
        let current = FileManager.default.currentDirectoryPath
        let folders = paths.map { ConfigurationLoader.folder(of: WalkPath.absolute($0, base: current)).split(separator: "/") }
        guard var common = folders.first else { return current }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    public var failOn: FailThreshold? { files.last { $0.failOn != nil }?.failOn }
    public var jobs: Int? { files.last { $0.jobs != nil }?.jobs }
    public var baseline: String? { files.last { $0.baseline != nil }?.baseline }
    public var guidelines: GuidelineConfiguration? { files.last { $0.guidelines != nil }?.guidelines }
    public var patterns: [String] { files.flatMap(\.patterns) }

    /// Each file's include and exclude globs with the folder they are relative to.
    public var globs: [FolderGlobs] {
        files.compactMap { file in
            guard let folder = globFolder ?? file.folder, !file.include.isEmpty || !file.exclude.isEmpty else { return nil }
            return FolderGlobs(folder: folder, include: file.include, exclude: file.exclude)
        }
    }

    /// The rules with every file's severities and selection applied, outer file first.
    public func apply(to rules: RuleSet, alsoKnown: Set<String> = []) throws(ConfigurationError) -> RuleSet {
        // A rule an outer file turned off may still be named further in.
        let known = alsoKnown.union(rules.rules.map(\.id))
        var result = rules
        for file in files { result = try file.apply(to: result, alsoKnown: known) }
        return result
    }
}
