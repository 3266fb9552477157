import A11yScanRules
import A11yScanWalk
import Dispatch
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
/// its own.
public final class PendingComponents: Sendable {
    private let project: ComponentProject
    private let cacheFile: String?
    private let key: String
    private let indexStamp: String
    /// What the scan records of each file for the summaries.
    package let recorder: ComponentRecorder
    /// How many bytes of findings and sources the scan may hold until the summaries are known.
    package var heldBytes: Int { project.heldBytes }
    private let walking = DispatchGroup()
    private let walked = Mutex<(files: WalkedFileList, stamps: [(size: Int64, modified: Int64)?])>((WalkedFileList(), []))

    init(project: ComponentProject, roots: [String], base: String, cacheFile: String?, key: String, indexStamp: String) {
        self.project = project
        self.cacheFile = cacheFile
        self.key = key
        self.indexStamp = indexStamp
        recorder = ComponentRecorder(rules: project.rules)
        walking.enter()
        DispatchQueue.global().async { [self] in
            let files = ComponentProject.walk(roots, base: base).files
            // Without a cache file the stamps are never written: a file that is gone is simply unreadable.
            let stamps = files.map { file in
                cacheFile == nil ? (size: Int64(0), modified: Int64(0)) : ComponentCache.stamp(file.absolutePath)
            }
            walked.withLock { $0 = (files, stamps) }
            walking.leave()
        }
    }

    /// The project's summaries: those the scan made (`scanned`) and those of the files it did
    /// not take. Written to the cache when there is one.
    package func finish(scanned: ScannedFiles? = nil) -> ComponentIndex {
        walking.wait()
        var cache = ComponentCache()
        let (files, stamps) = walked.withLock { $0 }
        _ = project.refresh(&cache, walked: files, stamps: stamps, scanned: scanned)
        cache.indexStamp = indexStamp
        if let cacheFile { cache.write(cacheFile, key: key) }
        return ComponentIndex(cache.entries.values.flatMap(\.summaries))
    }
}
