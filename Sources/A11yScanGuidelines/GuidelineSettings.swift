import A11yScanFindings
import Foundation

/// The guideline catalog a scan maps findings to: built-in, or merged with the team's pages,
/// plus an optional link template. With team pages or a link template, every finding carries
/// a `GuidelineQuote` and every rule a help URL.
public struct GuidelineSettings: Sendable {
    public var catalog: GuidelineCatalog
    public var urlTemplate: String?
    /// Whether findings get quotes (team pages loaded, or a link template given).
    public var quotesFindings: Bool

    public static let builtIn = GuidelineSettings(catalog: .builtIn, urlTemplate: nil, quotesFindings: false)

    public init(catalog: GuidelineCatalog, urlTemplate: String?, quotesFindings: Bool) {
        self.catalog = catalog
        self.urlTemplate = urlTemplate
        self.quotesFindings = quotesFindings
    }

    /// The built-in catalog with the team's entry files (`TeamEntries`) added, then team pages
    /// from `directory` (when given) laid over it. Pages that cannot be used come back as
    /// warnings; loading never fails.
    public static func load(directory: URL?, aliases: [String: String] = [:], urlTemplate: String?,
                            entries: [GuidelineEntry] = [])
        -> (settings: GuidelineSettings, warnings: [GuidelineWarning]) {
        let catalog = GuidelineCatalog.builtIn.adding(teamEntries: entries)
        guard let directory else {
            return (GuidelineSettings(catalog: catalog, urlTemplate: urlTemplate, quotesFindings: urlTemplate != nil), [])
        }
        let (pages, warnings) = GuidelinePage.load(directory: directory)
        return (GuidelineSettings(catalog: catalog.merging(pages: pages, aliases: aliases), urlTemplate: urlTemplate,
                                  quotesFindings: true), warnings)
    }

    /// The quote for a finding's entry, section and framework.
    public func quote(for finding: Finding) -> GuidelineQuote? {
        catalog.quote(entry: finding.entry, section: finding.section, framework: finding.framework, urlTemplate: urlTemplate)
    }

    /// Rule descriptors with their help URL filled from the link template or the entry's page.
    public func describe(_ rules: [RuleDescriptor]) -> [RuleDescriptor] {
        rules.map { rule in
            var rule = rule
            rule.helpURL = catalog.url(forEntry: rule.entry, urlTemplate: urlTemplate)
            return rule
        }
    }

    /// The entry slugs rules may name.
    public var knownEntries: Set<String> { Set(catalog.slugs) }
}
