import A11yScanGuidelines
import A11yScanRules
import A11yScanWalk
import Foundation

/// What a repository's cached result is filed under. A cached result is reused only when all
/// of these are unchanged:
/// - the cache layout version and the tool version;
/// - the rules: each rule's id and its YAML (the embedded copy for built-in rules, the file's
///   bytes for rules loaded from a folder);
/// - the walk options (links, `.gitignore`, skipped folders, globs, extensions) and the guideline
///   catalog (entries, link template, whether findings quote it);
/// - the repository's name and the configurator's digest of its own configuration;
/// - the repository's state: its `HEAD` commit when the folder is the top of a git work tree
///   (uncommitted edits are not seen), otherwise a digest of the relative paths, sizes and
///   modification times of the files the walk selects (contents are not read).
public enum BatchCacheKey {
    /// Raised whenever the stored result layout, or what a result holds, changes, so old cache
    /// files are not misread (3: inline suppressions apply in batches too).
    static let layoutVersion = 3

    /// The digest of everything the repositories of one batch share.
    public static func baseDigest(settings: RepositoryScanSettings, toolVersion: String) -> String {
        var digest = BatchDigest()
        digest.add(layoutVersion)
        digest.add(toolVersion)
        addRules(settings.rules, to: &digest)
        addWalk(settings.walk, to: &digest)
        addGuidelines(settings.guidelines, to: &digest)
        return digest.hex
    }

    /// The key of one repository in one state.
    static func key(base: String, repository: BatchRepository, configuration: String, revision: RepositoryRevision) -> String {
        var digest = BatchDigest()
        digest.add(base)
        digest.add(repository.name)
        digest.add(configuration)
        switch revision {
        case .commit(let commit):
            digest.add("git")
            digest.add(commit)
        case .content(let contentDigest):
            digest.add("content")
            digest.add(contentDigest)
        }
        return digest.hex
    }

    private static func addRules(_ rules: RuleSet, to digest: inout BatchDigest) {
        let embedded = Dictionary(BuiltinPatterns.files.map { ("Patterns/\($0.name)", $0.yaml) }, uniquingKeysWith: { a, _ in a })
        digest.add(rules.rules.count)
        for rule in rules.rules {
            digest.add(rule.id)
            if let yaml = embedded[rule.origin] {
                digest.add(yaml)
            } else if let data = FileManager.default.contents(atPath: rule.origin) {
                digest.add(String(decoding: data, as: UTF8.self))
            } else {
                digest.add(rule.origin)
                digest.add(String(describing: rule.descriptor))
            }
        }
    }

    private static func addWalk(_ walk: WalkOptions, to digest: inout BatchDigest) {
        digest.add(walk.followSymlinks)
        digest.add(walk.respectGitignore)
        for folder in walk.skipFolders.sorted() { digest.add(folder) }
        digest.add("include")
        for glob in walk.include { digest.add(glob.pattern) }
        digest.add("exclude")
        for glob in walk.exclude { digest.add(glob.pattern) }
        digest.add("extensions")
        for ext in walk.extensions.sorted() { digest.add(ext) }
    }

    private static func addGuidelines(_ guidelines: GuidelineSettings, to digest: inout BatchDigest) {
        digest.add(guidelines.quotesFindings)
        digest.add(guidelines.urlTemplate ?? "")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = (try? encoder.encode(guidelines.catalog.entries)) ?? Data()
        digest.add(String(decoding: encoded, as: UTF8.self))
    }
}

/// The state of a repository's files that a cached result is valid for.
enum RepositoryRevision: Sendable, Hashable {
    case commit(String)
    case content(String)
}
