import A11yScanMatcher
import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Dispatch
import Synchronization

/// Reads, before the layout files are scanned, which views the walked Kotlin code names
/// (`CodeNamedViews`): a layout rule's finding on a view the code names is wrong. Only a walk
/// with layout files and rules that read them pays for it: one pass over the bytes of each
/// Kotlin file that holds a word that names a view.
enum NamedViewsPass {
    /// What a Kotlin file that names a view holds: a view found by id (`R.id.`, view binding's
    /// `binding.`, a synthetic import) or a description set on a view kept elsewhere. A file with
    /// none of them (Compose code, view models) is not read further.
    static let mayName = AnyLiteralSearch(["R.id.", "inding", "synthetic", "ontentDescription", "ooltipText", "tateDescription"]
        .map { Array($0.utf8) })

    static func run(_ walked: WalkedFileList, rules: RuleSet, jobs: Int) -> CodeNamedViews {
        guard rules.rules.contains(where: { $0.language == .layout }),
              walked.contains(where: { $0.language == .layout }) else { return .empty }
        let kotlin = walked.filter { $0.language == .kotlin }.map { $0.absolutePath }
        guard !kotlin.isEmpty else { return .empty }
        ScanTrace.mark("views named in code")
        defer { ScanTrace.mark("views named in code: done") }
        let ids = CodeNamedViews.idBytes(layoutIDs(walked.filter { $0.language == .layout }.map { $0.absolutePath }))
        let next = Atomic<Int>(0)
        let found = Mutex(CodeNamedViews())
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, kotlin.count))) { _ in
            var mine = CodeNamedViews()
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < kotlin.count else { break }
                guard case .text(let bytes, _) = SourceReader.read(ScanTarget(path: kotlin[item], displayPath: kotlin[item],
                                                                               language: .kotlin)),
                      mayName.occurs(in: bytes) else { continue }
                mine.formUnion(CodeNamedViews(kotlin: bytes, idBytes: ids))
            }
            found.withLock { $0.formUnion(mine) }
        }
        var all = found.withLock { $0 }
        all.resolve()
        return all
    }

    /// The ids the layout files declare (`@+id/NAME`), as written and as view binding's fields:
    /// the names a call of the app's own function may find a view by.
    private static func layoutIDs(_ paths: [String]) -> Set<String> {
        var ids: Set<String> = []
        let marker = Array("@+id/".utf8)
        for path in paths {
            guard case .text(let bytes, _) = SourceReader.read(ScanTarget(path: path, displayPath: path, language: .layout)) else { continue }
            var i = 0
            while i + marker.count < bytes.count {
                guard bytes[i] == marker[0], bytes[i..<i + marker.count].elementsEqual(marker) else {
                    i += 1
                    continue
                }
                var end = i + marker.count
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
                let id = String(decoding: bytes[(i + marker.count)..<end], as: UTF8.self)
                ids.insert(id)
                ids.insert(LayoutView.bindingName(id))
                i = end
            }
        }
        return ids
    }
}
