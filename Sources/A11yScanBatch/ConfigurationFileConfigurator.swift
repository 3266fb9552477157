import A11yScanCore
import A11yScanFindings
import A11yScanGuidelines
import A11yScanRules
import Foundation

/// Scans each repository with its own `.a11yscan.yml` (at the repository's root) on top of the
/// batch's settings: include and exclude globs add up, the file's rule selection and severity
/// overrides apply to the batch's rules, its pattern folders (with their guideline entries),
/// guideline pages and baseline are used. The digest covers the file and every file it points
/// at, so the cache notices when the configuration changes.
public struct ConfigurationFileConfigurator: RepositoryConfigurator {
    /// Guideline entry slugs the repository's own rule files may name.
    public var knownEntries: Set<String>
    /// The batch's own team entries, kept when a repository loads its own guideline pages.
    public var teamEntries: [GuidelineEntry]

    public init(knownEntries: Set<String>, teamEntries: [GuidelineEntry] = []) {
        self.knownEntries = knownEntries
        self.teamEntries = teamEntries
    }

    public func settings(for repository: BatchRepository, base: RepositoryScanSettings)
        throws(RepositoryConfigurationError) -> RepositoryScanSettings {
        let path = URL(fileURLWithPath: repository.absolutePath).appendingPathComponent(Configuration.fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return base }
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(file: path)
        } catch {
            throw RepositoryConfigurationError(file: Configuration.fileName, line: error.line, field: error.field,
                                               message: error.message, hint: error.hint)
        }
        var settings = base
        var digested: [String] = [path]
        settings.walk.include += configuration.include
        settings.walk.exclude += configuration.exclude
        do {
            let ownEntries = try TeamEntries.load(ruleFolders: configuration.patterns)
            var rules = base.rules
            var loader = RuleLoader(knownEntries: knownEntries.union(ownEntries.map(\.slug)))
            for folder in configuration.patterns {
                rules = try rules.adding(RuleSet.load(directory: URL(fileURLWithPath: folder), loader: &loader))
                digested += Self.files(in: folder)
                digested += Self.files(in: URL(fileURLWithPath: folder).appendingPathComponent(TeamEntries.folderName).path)
            }
            // Built-in rules the batch leaves out (`--only`, `--disable`) may still be named.
            settings.rules = try configuration.apply(to: rules, alsoKnown: RuleSet.builtInIDs)
            if let guidelines = configuration.guidelines {
                let directory = guidelines.path.map { URL(fileURLWithPath: $0) }
                settings.guidelines = GuidelineSettings.load(
                    directory: directory, aliases: guidelines.aliases,
                    urlTemplate: guidelines.urlTemplate ?? base.guidelines.urlTemplate,
                    entries: teamEntries + ownEntries).settings
                if let folder = guidelines.path { digested += Self.files(in: folder) }
            } else {
                settings.guidelines.catalog = settings.guidelines.catalog.adding(teamEntries: ownEntries)
            }
            if let baseline = configuration.baseline {
                settings.baseline = try BaselineFilter.load(file: baseline)
                digested.append(baseline)
            }
        } catch let error as RuleFileError {
            throw RepositoryConfigurationError(file: error.file, line: error.line, field: error.field, message: error.message, hint: error.hint)
        } catch let error as ConfigurationError {
            throw RepositoryConfigurationError(file: Configuration.fileName, line: error.line, field: error.field,
                                               message: error.message, hint: error.hint)
        } catch {
            throw RepositoryConfigurationError(file: Configuration.fileName, message: "\(error)")
        }
        settings.configurationDigest = Self.digest(of: digested)
        return settings
    }

    private static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
    }

    /// A hash of the files' paths and contents.
    private static func digest(of paths: [String]) -> String {
        Fingerprint.make(paths.flatMap { path in
            [path, FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(missing)"]
        })
    }
}
