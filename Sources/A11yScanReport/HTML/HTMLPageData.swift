import A11yScanBatch
import A11yScanCore

/// The numbers the page's script works with, one object per repository in report order (the
/// table rows point into it by index). Embedded as JSON, escaped for a script block.
enum HTMLPageData {
    static func json(_ overview: BatchOverview) -> String {
        let repositories = overview.repositories.map { repository -> JSONValue in
            var object = JSONObjectBuilder()
            object.set("name", repository.name)
            object.set("path", repository.path)
            object.set("team", .optional(repository.team))
            object.set("status", repository.status.rawValue)
            object.set("commit", .optional(repository.commit))
            object.set("files", repository.filesScanned)
            object.set("lines", repository.linesScanned)
            object.set("findings", repository.counts.total)
            // Findings per million lines, a whole number for sorting; null without lines.
            object.set("density", repository.linesScanned > 0 ? .int(repository.counts.total * 1_000_000 / repository.linesScanned) : .null)
            object.set("errors", repository.counts.errors)
            object.set("warnings", repository.counts.warnings)
            object.set("notes", repository.counts.notes)
            object.set("suppressed", repository.suppressed)
            object.set("baselined", repository.baselined)
            object.set("problems", repository.problems)
            object.set("new", repository.changes?.new ?? 0)
            object.set("fixed", repository.changes?.fixed ?? 0)
            return object.value
        }
        var document = JSONObjectBuilder()
        document.set("repositories", .array(repositories))
        return HTMLText.scriptJSON(document.value)
    }
}
