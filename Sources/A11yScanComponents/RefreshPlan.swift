import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Foundation

/// What a refresh of cached summaries has to do, known from the list of files alone: each
/// walked file's entry, kept from the cache when its stamp is unchanged, and the files to
/// summarise. Made apart from the summarising, so a scan can make it while it runs.
struct RefreshPlan: Sendable {
    /// The project's files by path: cached entries, and empty ones for the files to summarise.
    let entries: [String: ComponentCache.Entry]
    /// The walked files that are new or changed since the cache.
    let changed: [ScanTarget]

    /// The plan for `walked` (`stamps` in the same order; a file whose stamp is nil is gone,
    /// or not the project's) and the layout files beside them (`LayoutFiles`, stamped by
    /// `stamp`) against `cache`. Without `entries` (a scan that writes no cache and starts from
    /// none), every file is changed and no entry is made: the table would hash every path of the
    /// project for nothing.
    init(_ cache: ComponentCache, walked: WalkedFileList, stamps: [(size: Int64, modified: Int64)?], entries keeps: Bool = true,
         stamp: (String) -> (size: Int64, modified: Int64)? = ComponentCache.stamp) {
        var entries: [String: ComponentCache.Entry] = [:]
        if keeps { entries.reserveCapacity(walked.count) }
        var changed: [ScanTarget] = []
        changed.reserveCapacity(keeps ? 0 : walked.count)
        let layouts = LayoutFiles.beside(walked).map { (LayoutFiles.File(absolutePath: $0.absolutePath, relativePath: $0.relativePath),
                                                        Language(pathExtension: "xml"), stamp($0.absolutePath)) }
        func plan(_ absolutePath: String, _ path: String, _ language: Language?, _ stamp: (size: Int64, modified: Int64)) {
            guard keeps else {
                changed.append(ScanTarget(path: absolutePath, displayPath: path, language: language))
                return
            }
            if let known = cache.entries[path], known.size == stamp.size, known.modified == stamp.modified {
                entries[path] = known
            } else {
                entries[path] = ComponentCache.Entry(size: stamp.size, modified: stamp.modified, summaries: [])
                changed.append(ScanTarget(path: absolutePath, displayPath: path, language: language))
            }
        }
        // A scan's walk lists the layout files too (to report in them): they are taken once, from
        // `layouts`. Interface Builder files declare no component and name no view: left out.
        // The walked files' paths are made one at a time, not their whole records.
        for (index, stamp) in zip(walked.indices, stamps) where !walked.language(at: index).isMarkup {
            guard let stamp else { continue }
            plan(walked.absolutePath(at: index), walked.relativePath(at: index), walked.language(at: index), stamp)
        }
        for (file, language, stamp) in layouts {
            guard let stamp else { continue }
            plan(file.absolutePath, file.relativePath, language, stamp)
        }
        self.entries = entries
        self.changed = changed
    }

    /// The entries with the summaries of the changed files.
    func entries(with summaries: [ComponentSummary]) -> [String: ComponentCache.Entry] {
        var entries = self.entries
        for summary in summaries { entries[summary.path]?.summaries.append(summary) }
        return entries
    }
}
