import A11yScanCore
import Foundation

/// The scan command's options merged with the configuration file into one engine request.
/// Command-line values win over the file; lists (patterns, include, exclude) add up.
struct ScanSettings {
    var request: ScanRequest
    var failOn: FailThreshold
    /// The walk of `request.roots`, when it was started early.
    let walking: WalkInProgress?

    init(_ command: ScanCommand) throws {
        let roots = command.paths.isEmpty ? ["."] : command.paths
        let configuration = try Self.configuration(command, roots: roots)
        if command.verbose, let file = configuration?.file { Console.error("a11yscan: using settings from \(file)") }

        var walk = WalkOptions()
        walk.reportsRepositoryPaths = true
        walk.followSymlinks = command.follow
        walk.respectGitignore = !command.noIgnore
        walk.include = (configuration?.include ?? []) + (try command.include.map(Self.glob))
        walk.exclude = (configuration?.exclude ?? []) + (try command.exclude.map(Self.glob))

        let jobs = command.jobs ?? configuration?.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // With more than one job, the walk runs while the guidelines and rules load.
        walking = jobs > 1 && !command.stdin ? WalkInProgress(roots: roots, options: walk) : nil

        let guides = configuration?.guidelines
        var guidelineOptions = command.guidelines
        if guidelineOptions.guidelines == nil { guidelineOptions.guidelines = guides?.path }
        if guidelineOptions.guidelinesURL == nil { guidelineOptions.guidelinesURL = guides?.urlTemplate }
        let guidance = guidelineOptions.load(aliases: guides?.aliases ?? [:],
                                             entries: try command.rules.teamEntries(configuration: configuration))

        let (allRules, activeRules) = try command.rules.load(
            knownEntries: guidance.knownEntries, configuration: configuration, languages: Self.languages(command, roots: roots),
            examples: false)

        var filters = FindingFilterChain(alsoKnownRuleIDs: Set(allRules.rules.map(\.id)),
                                         reportUnusedSuppressions: command.reportUnusedSuppressions)
        if let path = command.writeBaseline {
            filters.baselineRecording = BaselineRecording(folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        } else {
            if let path = command.baseline ?? configuration?.baseline {
                let file = URL(fileURLWithPath: path)
                do {
                    filters.baseline = BaselineFilter(baseline: try Baseline.load(from: file), folder: file.deletingLastPathComponent().path)
                } catch {
                    throw CommandLineError.configuration(error)
                }
            }
            if command.diff { filters.changedLines = try Self.changedLines(command, roots: roots) }
        }

        var request = ScanRequest(
            roots: roots, walk: walk, rules: activeRules,
            jobs: jobs,
            toolVersion: A11yScanCommand.version, filters: filters, guidelines: guidance)
        request.absolutePaths = command.absolutePaths
        self.request = request
        self.failOn = command.failOn ?? configuration?.failOn ?? .warning
    }

    /// The languages the inputs can contain: those of the named files when only files (or
    /// standard input) are scanned, else all. Rules of other languages are not even loaded.
    private static func languages(_ command: ScanCommand, roots: [String]) -> Set<Language> {
        if command.stdin {
            return Set([command.stdinPath.flatMap { Language(pathExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .swift])
        }
        var languages: Set<Language> = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), !isFolder.boolValue,
                  let language = Language(pathExtension: URL(fileURLWithPath: root).pathExtension) else {
                return Set(Language.allCases)
            }
            languages.insert(language)
        }
        return languages
    }

    /// `--config FILE`, else the nearest `.a11yscan.yml` above the first input, unless `--no-config`.
    private static func configuration(_ command: ScanCommand, roots: [String]) throws -> Configuration? {
        do {
            if let file = command.config { return try ConfigurationLoader.load(file: file) }
            if command.noConfig { return nil }
            let start = command.stdin ? (command.stdinPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? ".") : roots[0]
            return try ConfigurationLoader.loadNearest(to: start)
        } catch {
            throw CommandLineError.configuration(error)
        }
    }

    private static func changedLines(_ command: ScanCommand, roots: [String]) throws -> ChangedLinesFilter {
        let start = command.stdin ? FileManager.default.currentDirectoryPath : roots[0]
        do {
            let changes = try ChangedLines.load(at: start, base: command.diffBase)
            if command.verbose { Console.error("a11yscan: --diff compares with \(changes.base.revision): \(changes.base.reason)") }
            return ChangedLinesFilter(changes: changes)
        } catch {
            throw CommandLineError.configuration(error)
        }
    }

    private static func glob(_ pattern: String) throws -> Glob {
        do {
            return try Glob(pattern)
        } catch {
            throw CommandLineError.usage("bad glob: \(error.description)")
        }
    }
}
