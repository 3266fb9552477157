import A11yScanComponents
import A11yScanCore
import A11yScanSystem
import A11yScanWalk

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans one repository of a batch, or finds its result in the cache. Everything that can go
/// wrong with one repository (missing, unreadable, not a folder, bad configuration) becomes
/// that repository's result; nothing here stops the batch.
struct RepositoryScanner: Sendable {
    let base: RepositoryScanSettings
    /// `BatchCacheKey.baseDigest` of `base`, computed once per batch.
    let baseDigest: String
    let configurator: any RepositoryConfigurator
    let toolVersion: String
    let cache: RepositoryResultStore?
    /// Reads each repository's commit; nil keys every repository by its content.
    let git: (any GitRunner)?

    enum Outcome {
        /// Taken from the cache file at `path`.
        case cached(RepositoryResult, path: String)
        /// Scanned now (or not scannable); `cacheKey` is set when the result may be cached.
        case fresh(RepositoryResult, cacheKey: String?)
    }

    func scan(_ repository: BatchRepository, jobs: Int) -> Outcome {
        if let problem = folderProblem(repository) { return .fresh(problem, cacheKey: nil) }
        let settings: RepositoryScanSettings
        do {
            settings = try configurator.settings(for: repository, base: base)
        } catch {
            return .fresh(.notScanned(repository, .configurationError, message: error.description), cacheKey: nil)
        }
        let commit = GitHead.commit(ofRepositoryAt: repository.absolutePath, git: git)
        let revision: RepositoryRevision
        if let commit {
            revision = .commit(commit)
        } else {
            var walk = settings.walk
            walk.collectsConfigurationFiles = true
            let walked = FileWalker(options: walk).walk([repository.absolutePath])
            revision = .content(ContentDigest.of(walked.files, configurationFiles: walked.configurationFiles,
                                                 root: repository.absolutePath))
        }
        let key = BatchCacheKey.key(base: baseDigest, repository: repository,
                                    configuration: settings.configurationDigest, revision: revision)
        if let cache, var hit = cache.cached(key: key) {
            hit.name = repository.name
            hit.path = repository.path
            hit.team = repository.team
            return .cached(hit, path: cache.path(forKey: key))
        }
        var walk = settings.walk
        walk.collectsConfigurationFiles = true
        var request = ScanRequest(roots: [repository.absolutePath], walk: walk, rules: settings.rules, jobs: jobs,
                                  toolVersion: toolVersion, filters: FindingFilterChain(baseline: settings.baseline),
                                  guidelines: settings.guidelines)
        // Configuration files inside the repository refine rules for their folders, as in a scan.
        request.configurationBase = repository.absolutePath
        request.includesPreviewCode = !settings.walk.skipsNonShippingCode
        if settings.walk.skipsNonShippingCode {
            request.filters.unreferencedCode = UnreferencedCodeReading { UnreferencedCode.find(scanning: [repository.absolutePath], jobs: jobs) }
        }
        // Calls of the repository's own components are checked like the controls they render.
        switch ComponentProject(roots: [repository.absolutePath], rules: settings.rules.rules, jobs: jobs, cacheFolder: nil,
                                quick: false).prepare() {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        let session = ScanSession(request: request)
        if let error = session.configurationError {
            return .fresh(.notScanned(repository, .configurationError, message: error.description), cacheKey: nil)
        }
        let report = session.collect()
        var result = RepositoryResult(name: repository.name, path: repository.path, team: repository.team, status: .scanned, commit: commit,
                                      summary: report.summary, findings: report.findings)
        if report.summary.filesScanned == 0, report.findings.isEmpty {
            result.status = .empty
            result.message = report.summary.problems.isEmpty
                ? "no Swift or Kotlin source files" : "no source file could be read"
        }
        return .fresh(result, cacheKey: key)
    }

    /// A result for a path that cannot be scanned as a folder, or nil when it can.
    private func folderProblem(_ repository: BatchRepository) -> RepositoryResult? {
        switch FileSystem.status(ofPath: repository.absolutePath, followingLinks: true) {
        case .failure(let error) where error.isMissing:
            return .notScanned(repository, .missing, message: "no such folder")
        case .failure(let error):
            return .notScanned(repository, .unreadable, message: "cannot access the folder: \(error.message)")
        case .success(let status):
            guard status.kind == .directory else {
                return .notScanned(repository, .notAFolder, message: "not a folder")
            }
            if access(repository.absolutePath, R_OK | X_OK) != 0 {
                let reason = SystemCallError(code: errno).message
                return .notScanned(repository, .unreadable, message: "cannot list the folder: \(reason)")
            }
            return nil
        }
    }
}
