import A11yScanRules
import A11yScanWalk
import Dispatch
import Foundation
import Synchronization

/// The component summaries a scan checks calls against: known before it starts, or still to
/// be made from what it records of each file.
public enum ComponentPreparation: Sendable {
    case ready(ComponentIndex)
    case pending(PendingComponents)
}

/// The summaries of a project that has none cached. The scan builds each file's call tree
/// anyway, so it summarises the files it scans from those trees (`ComponentRecorder`) instead
/// of a pass of its own building them again; `finish` then reads only the project's files the
/// scan did not take, and writes the cache. The project is walked meanwhile, on a thread of
/// its own, unless the scan's walk lists its files already (`sharedWalk`).
public final class PendingComponents: Sendable {
    private let project: ComponentProject
    private let cacheFile: String?
    private let key: String
    private let indexStamp: String
    /// What the scan records of each file for the summaries.
    package let recorder: ComponentRecorder
    /// How many bytes of findings and sources the scan may hold until the summaries are known.
    package var heldBytes: Int { project.heldBytes }
    /// How the scan's walk lists the project's files, if it does: the scan hands them over
    /// (`useScanWalk`) instead of the project being walked again.
    package let sharedWalk: SharedScanWalk?
    private let roots: [String]
    private let base: String
    private let listing = DispatchGroup()
    /// What summarising the project's files takes, once they are listed (a file that is not the
    /// project's, which the scan's walk took against an ignore file, is left out as one that is gone).
    private let listed = Mutex<RefreshPlan?>(nil)
    /// The summaries once made, and what they were made from, kept as long as this object:
    /// freed when the scan returned, one small object at a time, they took about 5 % of its
    /// wall time on one thread after the last file, and a command line keeps its request until
    /// it exits.
    private let made = Mutex<[any Sendable]>([])

    init(project: ComponentProject, roots: [String], base: String, cacheFile: String?, key: String, indexStamp: String,
         sharedWalk: SharedScanWalk? = nil) {
        self.project = project
        self.cacheFile = cacheFile
        self.key = key
        self.indexStamp = indexStamp
        self.sharedWalk = sharedWalk
        self.roots = roots
        self.base = base
        recorder = ComponentRecorder(rules: project.rules)
        if sharedWalk == nil { list { (ComponentProject.walk(roots, base: base).files, nil) } }
    }

    /// The scan's walk, which lists the project's files (`sharedWalk`).
    package func useScanWalk(_ walked: WalkResult) {
        list { [sharedWalk, roots, base] in
            guard sharedWalk == .withoutIgnoredFiles else { return (walked.files, nil) }
            let processFolder = FileManager.default.currentDirectoryPath
            guard let leftOut = RootIgnoreRules.leftOut(walked, root: roots[0], currentDirectory: processFolder) else {
                return (ComponentProject.walk(roots, base: base).files, nil)
            }
            return (walked.files, leftOut)
        }
    }

    /// Lists the project's files on a thread of its own (and which of them to leave out), reads
    /// their stamps and plans their summaries, while the scan runs.
    private func list(_ files: @escaping @Sendable () -> (WalkedFileList, leftOut: [Bool]?)) {
        listing.enter()
        DispatchQueue.global().async { [self] in
            let (files, leftOut) = files()
            // Without a cache file the stamps are never written: a file that is gone is simply unreadable.
            let stamp = { [cacheFile] (path: String) -> (size: Int64, modified: Int64)? in
                cacheFile == nil ? (size: 0, modified: 0) : ComponentCache.stamp(path)
            }
            let stamps = files.indices.map { index in
                leftOut?[index] == true ? nil : cacheFile == nil ? (size: 0, modified: 0) : stamp(files.absolutePath(at: index))
            }
            let plan = RefreshPlan(ComponentCache(), walked: files, stamps: stamps, entries: cacheFile != nil, stamp: stamp)
            listed.withLock { $0 = plan }
            listing.leave()
        }
    }

    /// The project's summaries: those the scan made (`scanned`) and those of the files it did
    /// not take. Written to the cache when there is one.
    package func finish(scanned: ScannedFiles? = nil) -> ComponentIndex {
        listing.wait()
        if listed.withLock({ $0 == nil }) {
            // The scan never handed its files over: the project is walked after all.
            list { [roots, base] in (ComponentProject.walk(roots, base: base).files, nil) }
            listing.wait()
        }
        let plan = listed.withLock { $0! }
        let summaries = project.summaries(of: plan, scanned: scanned)
        if let cacheFile {
            // Nothing was cached: every file of the plan is summarised, none kept.
            var cache = ComponentCache()
            cache.entries = plan.entries(with: summaries)
            cache.indexStamp = indexStamp
            cache.write(cacheFile, key: key)
            made.withLock { $0.append(cache) }
        }
        let index = ComponentIndex(summaries)
        made.withLock { $0.append(index) }
        // The names the code gives views, and the layouts' index, are made on another thread while
        // the scan marks the files to scan again and starts its second pass; the layout and nib
        // files scanned again ask for them (on the pinned apps, about a sixth of the one-thread
        // step between the passes otherwise).
        if index.knowsNamedViews || index.knowsLayouts, project.rules.contains(where: { $0.language.isMarkup }) {
            DispatchQueue.global().async {
                _ = index.namedViews
                _ = index.layouts
            }
        }
        return index
    }
}
