import A11yScanFindings

/// One component's accessibility guidance: what a screen reader must convey for it and how each
/// framework gets there. Findings quote it, so it is plain data whether it was compiled in or
/// read from a team's guideline page.
public struct GuidelineEntry: Sendable, Hashable {
    /// Where an entry's words come from, so a report can say whose advice it quotes.
    public enum Source: Sendable, Hashable {
        /// The catalog compiled into the binary (`Patterns/entries/*.yml`).
        case builtIn
        /// A team's entry file (the `entries/` folder of a rule folder), by its path.
        case entryFile(String)
        /// A team guideline page, by the path it was loaded from.
        case page(String)
    }

    /// Stable identifier rules and findings use, e.g. `button`, `segmented-control`.
    public var slug: String
    public var title: String
    /// One line saying what the component is.
    public var summary: String
    /// What VoiceOver and TalkBack must convey, per section. A missing key means no expectation.
    public var expectations: [Section: String]
    /// Fix hints per section and framework. A missing key or an empty list is an empty cell.
    public var advice: [Section: [Framework: [String]]]
    public var source: Source
    /// A link to the entry's page, when the page itself names one.
    public var url: String?

    public init(
        slug: String, title: String, summary: String,
        expectations: [Section: String], advice: [Section: [Framework: [String]]],
        source: Source = .builtIn, url: String? = nil
    ) {
        self.slug = slug
        self.title = title
        self.summary = summary
        self.expectations = expectations
        self.advice = advice
        self.source = source
        self.url = url
    }

    /// The fix hints for one cell of the entry; empty when the entry has no advice there.
    public func advice(for section: Section, framework: Framework) -> [String] {
        advice[section]?[framework] ?? []
    }

    /// Whether the entry has at least one fix hint for the cell.
    public func hasAdvice(for section: Section, framework: Framework) -> Bool {
        !advice(for: section, framework: framework).isEmpty
    }
}
