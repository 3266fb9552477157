import A11yScanCore
import A11yScanFindings

/// A rule's WCAG success criteria as the reports write them: "1.1.1 Non-text Content (A)" with a
/// link to the W3C "Understanding" page. A number the table does not know (a report written by
/// another version) is shown as it is, without a link.
enum WCAGCitation {
    /// `1.1.1 Non-text Content (A); 4.1.2 Name, Role, Value (A)`.
    static func plain(_ numbers: [String]) -> String {
        numbers.map { WCAGCriterion.named($0)?.label ?? $0 }.joined(separator: "; ")
    }

    /// Each criterion as a Markdown link to its Understanding page, joined by `separator`.
    static func markdown(_ numbers: [String], separator: String = "; ") -> String {
        numbers.map { number in
            guard let criterion = WCAGCriterion.named(number) else { return MarkdownText.plain(number) }
            return "[\(MarkdownText.plain(criterion.number + " " + criterion.title))](\(criterion.understandingURL)) (\(criterion.level.rawValue))"
        }.joined(separator: separator)
    }
}
