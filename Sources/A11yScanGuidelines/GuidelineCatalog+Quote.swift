import A11yScanFindings

/// What a finding says about its guideline: the entry's expectation for the finding's section,
/// the advice for its framework, and a link.
extension GuidelineCatalog {
    /// The quote for one finding, or nil when the catalog has no entry with that slug. The link
    /// comes from `urlTemplate` when given, else from the entry's own `url`.
    public func quote(
        entry slug: String, section: Section, framework: Framework, urlTemplate: String? = nil
    ) -> GuidelineQuote? {
        guard let entry = entry(slug) else { return nil }
        let url = urlTemplate.map {
            GuidelineURLTemplate($0).expand(entry: entry, section: section, framework: framework)
        } ?? entry.url
        return GuidelineQuote(
            title: entry.title,
            expectation: entry.expectations[section],
            advice: entry.advice(for: section, framework: framework),
            url: url
        )
    }

    /// The link for an entry without section or framework, e.g. for a rule's help URL.
    public func url(forEntry slug: String, urlTemplate: String?) -> String? {
        guard let entry = entry(slug) else { return nil }
        return urlTemplate.map { GuidelineURLTemplate($0).expand(entry: entry) } ?? entry.url
    }
}
