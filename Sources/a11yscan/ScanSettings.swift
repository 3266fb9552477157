import A11yScanComponents
import A11yScanCore
import A11yScanGitProcess
import A11yScanMatcher
import A11yScanSyntax
import A11yScanWalk
import Foundation

/// The scan command's options merged with the configuration files into one engine request.
/// Command-line values win over the files; lists (patterns, include, exclude) add up.
struct ScanSettings {
    var request: ScanRequest
    var failOn: FailThreshold
    /// The walk of `request.roots`, when it was started early.
    let walking: WalkInProgress?

    init(_ command: ScanCommand) throws {
        let roots = command.paths.isEmpty ? ["."] : command.paths
        let configuration = try ScanConfiguration(command, roots: roots)
        let chain = configuration.chain

        var walk = WalkOptions()
        walk.reportsRepositoryPaths = true
        walk.skipsNonShippingCode = !command.allCode
        walk.followSymlinks = command.follow
        walk.respectGitignore = !command.noIgnore
        walk.include = try command.include.map(Self.glob)
        walk.exclude = try command.exclude.map(Self.glob)
        walk.folderGlobs = chain.globs
        walk.collectsConfigurationFiles = configuration.base != nil
        // The files that can name the project's views, for leaving out code nothing names.
        walk.collectsReferenceFiles = !command.allCode && !command.stdin

        let jobs = command.jobs ?? chain.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // With more than one job, the walk runs while the guidelines and rules load.
        walking = jobs > 1 && !command.stdin ? WalkInProgress(roots: roots, options: walk) : nil

        let guides = chain.guidelines
        var guidelineOptions = command.guidelines
        if guidelineOptions.guidelines == nil { guidelineOptions.guidelines = guides?.path }
        if guidelineOptions.guidelinesURL == nil { guidelineOptions.guidelinesURL = guides?.urlTemplate }
        let guidance = guidelineOptions.load(aliases: guides?.aliases ?? [:],
                                             entries: try command.rules.teamEntries(configurations: chain))

        // A scan of files alone (an editor's, or standard input) runs only the rules their words
        // let in: each rule is compiled when a file first needs it.
        let filesOnly = command.stdin || roots.allSatisfy { !Self.isFolder($0) }
        let (allRules, activeRules) = try command.rules.load(
            knownEntries: guidance.knownEntries, configurations: chain, languages: Self.languages(command, roots: roots),
            examples: false, compilesWhenUsed: filesOnly)

        var filters = FindingFilterChain(alsoKnownRuleIDs: Set(allRules.rules.map(\.id)),
                                         reportUnusedSuppressions: command.reportUnusedSuppressions)
        if let path = command.writeBaseline {
            filters.baselineRecording = BaselineRecording(folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        } else {
            if let path = command.baseline ?? chain.baseline {
                do {
                    filters.baseline = try BaselineFilter.load(file: path)
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
        request.includesPreviewCode = command.allCode
        request.configurationBase = configuration.base
        // One file, or standard input: its patterns run too few times to pay for their JIT code.
        if command.stdin || (roots.count == 1 && !Self.isFolder(roots[0])) {
            Regex.compilesJIT.store(false, ordering: .relaxed)
        }
        if !command.noComponents {
            // A one-file or standard-input scan is an editor's: it trusts the cached list of files.
            let quick = filesOnly
            let cache = command.componentCache.map { $0.isEmpty ? nil : $0 } ?? ComponentProject.defaultCacheFolder
            let projectRoots = command.stdin ? [command.stdinPath ?? "."] : roots
            var project = ComponentProject(roots: projectRoots, rules: activeRules.rules, jobs: jobs, cacheFolder: cache,
                                           quick: quick)
            if !command.stdin { project.scanWalk = walk }
            switch project.prepare() {
            case .ready(let index): request.components = index
            case .pending(let pending): request.pendingComponents = pending
            }
        }
        if !command.allCode, !filesOnly {
            // Code nothing in the project names is read from the whole project, which a scan
            // of files alone (an editor's) does not walk.
            let walking = self.walking, walkOptions = walk
            request.filters.unreferencedCode = UnreferencedCodeReading {
                UnreferencedCode.find(scanning: roots, jobs: jobs, scanWalk: walking.map { walking in (walkOptions, { walking.result }) })
            }
        }
        self.request = request
        self.failOn = command.failOn ?? chain.failOn ?? .warning
    }

    /// Leaves these settings to the end of the process, which frees their memory at once: the
    /// compiled rules are thousands of small objects, and releasing them one by one when the
    /// scan returns cost 2 % of a one-file editor scan.
    func keepUntilExit() {
        _ = Unmanaged.passRetained(Kept(self))
    }

    private final class Kept {
        let settings: ScanSettings
        init(_ settings: ScanSettings) { self.settings = settings }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The languages the inputs can contain: those of the named files when only files (or
    /// standard input) are scanned, else all. Rules of other languages are not even loaded.
    private static func languages(_ command: ScanCommand, roots: [String]) -> Set<Language> {
        if command.stdin {
            return Set([command.stdinPath.flatMap { Language(path: $0) } ?? .swift])
        }
        var languages: Set<Language> = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), !isFolder.boolValue,
                  let language = Language(path: root) else {
                return Set(Language.allCases)
            }
            languages.insert(language)
        }
        return languages
    }

    private static func changedLines(_ command: ScanCommand, roots: [String]) throws -> ChangedLinesFilter {
        let start = command.stdin ? FileManager.default.currentDirectoryPath : roots[0]
        do {
            let changes = try ChangedLines.load(at: start, base: command.diffBase, git: GitProcess.locate())
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
