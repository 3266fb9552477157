import A11yScanBatch
import A11yScanCore

/// What `a11yscan batch` prints on standard output when no report file is asked for: a table
/// of the repositories with their state and counts, then the totals.
public enum BatchTextSummary {
    public static func text(_ overview: BatchOverview) -> String {
        let header = ["repository", "status", "files", "findings", "errors", "warnings", "notes", "problems"]
        var rows = overview.repositories.map { repository in
            [Wording.singleLine(repository.name), repository.status.rawValue, String(repository.filesScanned),
             String(repository.counts.total), String(repository.counts.errors), String(repository.counts.warnings),
             String(repository.counts.notes), String(repository.problems)]
        }
        let totals = overview.totals
        rows.append(["total", "\(totals.repositories(.scanned) + totals.repositories(.empty))/\(totals.repositories) scanned",
                     String(totals.filesScanned), String(totals.counts.total), String(totals.counts.errors),
                     String(totals.counts.warnings), String(totals.counts.notes), String(totals.problems)])
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let format = { (cells: [String]) -> String in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        var text = format(header)
        for (index, row) in rows.enumerated() {
            if index == rows.count - 1 { text += String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)) + "\n" }
            text += format(row)
        }
        for repository in overview.repositories where !repository.status.wasScanned {
            text += "\(Wording.singleLine(repository.name)): \(repository.status.rawValue)"
            text += repository.message.map { " (\(Wording.singleLine($0)))" } ?? ""
            text += "\n"
        }
        return text
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
