import A11yScanFindings
import A11yScanRules
import A11yScanSyntax
import A11yScanSystem
import A11yScanWalk
import Foundation

/// The component summaries a scan checks calls against: those of the whole project the scanned
/// paths belong to (the git work tree around them, else — outside one, or in a folder it
/// ignores — the scanned folders), so a wrapper in a
/// design-system module is known when one screen is scanned. Kept in a cache folder between
/// runs; a one-file scan (`quick`) trusts the cached list of files and only checks whether the
/// files with components changed, unless the git index did.
public struct ComponentProject: Sendable {
    public var roots: [String]
    public var rules: [Rule]
    public var jobs: Int
    /// Where caches live (one file per project and rule set); nil keeps nothing on disk.
    public var cacheFolder: String?
    /// Trust the cached file list (editor and standard-input scans).
    public var quick: Bool
    /// How the scan walks `roots`, when it does: if that walk lists the project's files (the
    /// project is the scanned folder, walked as the summaries walk it), the scan hands its list
    /// over and the project is not walked a second time.
    public var scanWalk: WalkOptions?
    /// How many bytes of findings and sources a scan that makes the summaries as it goes holds
    /// until they are known; files past it are scanned again (`PendingComponents`).
    var heldBytes = 16 << 20

    public init(roots: [String], rules: [Rule], jobs: Int, cacheFolder: String?, quick: Bool) {
        self.roots = roots
        // Every rule has node patterns; not asked here, which would compile a deferred rule's.
        self.rules = rules
        self.jobs = jobs
        self.cacheFolder = cacheFolder
        self.quick = quick
    }

    /// The default cache folder: `$A11YSCAN_CACHE_DIR`, else `$XDG_CACHE_HOME/a11yscan`, else
    /// `~/.cache/a11yscan`.
    public static var defaultCacheFolder: String? {
        // Each variable read alone: `ProcessInfo`'s environment copies every variable first.
        let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
        if let folder = environment("A11YSCAN_CACHE_DIR"), !folder.isEmpty { return folder }
        if let folder = environment("XDG_CACHE_HOME"), !folder.isEmpty { return folder + "/a11yscan" }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.cache/a11yscan"
    }

    public func index() -> ComponentIndex {
        switch prepare() {
        case .ready(let index): return index
        case .pending(let pending): return pending.finish()
        }
    }

    /// The summaries at once when they are cached or the scan is an editor's (`quick`); else,
    /// with nothing usable cached, what the scan makes them from (`PendingComponents`): it
    /// builds each file's call tree anyway, so it summarises the files it scans from them.
    public func prepare() -> ComponentPreparation {
        guard !rules.isEmpty, let first = roots.first else { return .ready(.empty) }
        let processFolder = FileManager.default.currentDirectoryPath
        let folder = Self.folder(of: first, base: processFolder)
        let (workTree, top) = Self.workTree(around: folder)
        let projectRoots = top.map { [$0] } ?? roots.map { WalkPath.absolute($0, base: processFolder) }
        let key = cacheKey(projectRoots)
        // Outside a work tree the cached files are named from the process's folder, so that
        // folder is part of which cache is read: from another folder the names would not resolve.
        let namedFrom = top == nil ? [processFolder] : []
        let file = cacheFolder.map { "\($0)/components-\(Fingerprint.make([projectRoots.joined(separator: "\u{0}")] + namedFrom)).cache" }
        let stamp = top.map(Self.indexStamp) ?? ""
        let read = file.flatMap { ComponentCache.read($0, key: key) }
        // Component files are named as findings are: from the work tree's top.
        let base = workTree ?? ""
        if read == nil, !quick {
            return .pending(PendingComponents(project: self, roots: projectRoots, base: base, cacheFile: file, key: key,
                                              indexStamp: stamp,
                                              sharedWalk: sharedScanWalk(projectRoots, processFolder: processFolder)))
        }
        var cache = read ?? ComponentCache()
        var changed: Bool
        if quick, file != nil, !cache.entries.isEmpty, cache.indexStamp == stamp {
            changed = refreshComponentFiles(&cache, base: base)
        } else {
            cache.readLayouts()
            let walked = Self.walk(projectRoots, base: base).files
            changed = refresh(&cache, walked: walked, stamps: walked.map { ComponentCache.stamp($0.absolutePath) })
                || cache.indexStamp != stamp
            cache.indexStamp = stamp
        }
        // An editor's scan of an unchanged project leaves the file as it is.
        if let file, changed || read == nil { cache.write(file, key: key) }
        return .ready(cache.index)
    }

    /// The folders of the project the scanned `roots` belong to, absolute: the git work tree
    /// around the first, unless it ignores that folder; else the roots themselves.
    public static func projectRoots(of roots: [String]) -> [String] {
        guard let first = roots.first else { return [] }
        let processFolder = FileManager.default.currentDirectoryPath
        return workTree(around: folder(of: first, base: processFolder)).top.map { [$0] }
            ?? roots.map { WalkPath.absolute($0, base: processFolder) }
    }

    /// The real path of the folder `path` is or lies in.
    private static func folder(of path: String, base: String) -> String {
        let absolute = WalkPath.absolute(path, base: base)
        let real = FileSystem.realPath(absolute) ?? absolute
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) || !isFolder.boolValue {
            return (real as NSString).deletingLastPathComponent
        }
        return real
    }

    /// The work tree around `folder`, and the same unless it ignores the folder: a folder the
    /// work tree ignores (a copy of other code, a build output) is its own project.
    private static func workTree(around folder: String) -> (workTree: String?, top: String?) {
        let workTree = WalkRepository.repositoryRoot(containing: folder)
        return (workTree, workTree.flatMap { WalkRepository.isIgnoredFolder(folder, inRepositoryAt: $0) ? nil : $0 })
    }

    /// The project's files as the summaries see them: shipping code only, named from the work
    /// tree's top (`base`).
    static func walk(_ roots: [String], base: String) -> WalkResult {
        FileWalker(options: walkOptions).walk(roots, currentDirectory: base.isEmpty ? nil : base)
    }

    static var walkOptions: WalkOptions {
        var options = WalkOptions()
        options.skipsNonShippingCode = true
        options.reportsRepositoryPaths = true
        return options
    }

    /// How the scan's walk (`scanWalk`) lists the project's files, if it does: the same folders,
    /// walked with the same options (collecting configuration files aside, which picks no file),
    /// or one folder walked without ignore files, which then may list more.
    func sharedScanWalk(_ projectRoots: [String], processFolder: String) -> SharedScanWalk? {
        guard var options = scanWalk, !quick, projectRoots == roots.map({ WalkPath.absolute($0, base: processFolder) }) else {
            return nil
        }
        options.collectsConfigurationFiles = false
        options.collectsReferenceFiles = false
        if options == Self.walkOptions { return .asIs }
        options.respectGitignore = true
        return options == Self.walkOptions && roots.count == 1 ? .withoutIgnoredFiles : nil
    }

    /// Summarises every walked file that is new or changed since the cache (`stamps` in the
    /// same order; a file whose stamp is nil is gone, or not the project's); says whether the
    /// list of files or any of them changed. The files `scanned` knows were read by the scan
    /// already.
    func refresh(_ cache: inout ComponentCache, walked: WalkedFileList, stamps: [(size: Int64, modified: Int64)?],
                 scanned: ScannedFiles? = nil) -> Bool {
        refresh(&cache, RefreshPlan(cache, walked: walked, stamps: stamps), scanned: scanned)
    }

    /// Summarises the files `plan` lists as changed; says whether the list of files or any of them changed.
    func refresh(_ cache: inout ComponentCache, _ plan: RefreshPlan, scanned: ScannedFiles? = nil) -> Bool {
        let listChanged = plan.entries.count != cache.entries.count
        cache.entries = plan.entries(with: summaries(of: plan, scanned: scanned))
        return listChanged || !plan.changed.isEmpty
    }

    /// The summaries of the files `plan` lists as changed.
    func summaries(of plan: RefreshPlan, scanned: ScannedFiles? = nil) -> [ComponentSummary] {
        ComponentScan.summaries(of: plan.changed, rules: rules, jobs: jobs, scanned: scanned)
    }

    /// Re-summarises the cached files that had components or layout views and changed since;
    /// says whether any did. The layout views stay unread while none did.
    private func refreshComponentFiles(_ cache: inout ComponentCache, base: String) -> Bool {
        var stamps: [(path: String, absolute: String, stamp: (size: Int64, modified: Int64)?)] = []
        for (path, entry) in cache.entries where !entry.summaries.isEmpty || entry.unreadViews > 0 || entry.unreadNames > 0 {
            let absolute = base.isEmpty ? path : base + "/" + path
            let stamp = ComponentCache.stamp(absolute)
            if let stamp, stamp.size == entry.size, stamp.modified == entry.modified { continue }
            stamps.append((path, absolute, stamp))
        }
        guard !stamps.isEmpty else { return false }
        cache.readLayouts()
        var changed: [ScanTarget] = []
        for (path, absolute, stamp) in stamps {
            guard let stamp else {
                cache.entries[path] = nil
                continue
            }
            cache.entries[path] = ComponentCache.Entry(size: stamp.size, modified: stamp.modified, summaries: [])
            changed.append(ScanTarget(path: absolute, displayPath: path,
                                      language: Language(pathExtension: (path as NSString).pathExtension)))
        }
        for summary in ComponentScan.summaries(of: changed, rules: rules, jobs: jobs) {
            cache.entries[summary.path]?.summaries.append(summary)
        }
        return true
    }

    /// What makes cached summaries stale besides the files: the tool's version and the rules
    /// (each rule's id and, for rules from files, where the file is and when it changed).
    private func cacheKey(_ roots: [String]) -> String {
        var parts = [ComponentCache.format]
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            let stamp = ComponentCache.stamp(rule.origin).map { "\($0.size):\($0.modified)" } ?? "built-in"
            parts.append("\(rule.id)@\(rule.origin)@\(stamp)")
        }
        parts.append(BuiltinPatterns.digest)
        return Fingerprint.make(parts)
    }

    /// The size and modification time of the work tree's git index, and its HEAD.
    private static func indexStamp(_ top: String) -> String {
        let index = ComponentCache.stamp(top + "/.git/index").map { "\($0.size):\($0.modified)" } ?? "-"
        let head = (try? String(contentsOfFile: top + "/.git/HEAD", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "-"
        return "\(index) \(head)"
    }
}
