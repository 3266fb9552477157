import A11yScanFindings

/// Laying team pages over the catalog. A page augments the entry it matches cell by cell: each
/// `screenreader` expectation and each non-empty framework cell (section × framework bullets)
/// of the page replaces the catalog's, and cells the page leaves empty keep the catalog's
/// words. A page matching no entry adds one. Pages apply in the order given, so with pages from
/// `GuidelinePage.load(directory:)` a later file overrides an earlier one for the same slug.
extension GuidelineCatalog {
    /// The placeholder the guideline template uses for the component name.
    static let templatePlaceholder = "_component"

    public func merging(pages: [GuidelinePage], aliases: [String: String] = [:]) -> GuidelineCatalog {
        var merged = self
        for page in pages {
            let slug = page.slug(applying: aliases)
            let base = merged.entry(slug)
            merged = merged.replacing(Self.entry(from: page, slug: slug, over: base))
        }
        return merged
    }

    private static func entry(from page: GuidelinePage, slug: String, over base: GuidelineEntry?) -> GuidelineEntry {
        let title: String
        if page.isTemplate || page.title.isEmpty {
            title = base?.title ?? slug
        } else {
            title = page.title
        }
        let fill: (String) -> String = { text in
            page.isTemplate ? fillingPlaceholder(text, placeholder: page.title, with: title.lowercased()) : text
        }

        var expectations = base?.expectations ?? [:]
        for (section, text) in page.expectations {
            expectations[section] = fill(text)
        }

        var advice = base?.advice ?? [:]
        for section in Section.allCases {
            for framework in Framework.allCases {
                let bullets = page.advice(section: section, framework: framework)
                guard !bullets.isEmpty else { continue }
                advice[section, default: [:]][framework] = bullets.map(fill)
            }
        }

        return GuidelineEntry(
            slug: slug,
            title: title,
            summary: base?.summary ?? summary(of: page).map(fill) ?? "",
            expectations: expectations,
            advice: advice,
            source: .page(page.path),
            url: page.frontMatter.url ?? base?.url
        )
    }

    /// The first note outside the sections, e.g. the one-line description under `Developer notes`.
    private static func summary(of page: GuidelinePage) -> String? {
        page.parts.first { $0.section == nil && !$0.notes.isEmpty }?.notes.first?.text
    }

    /// Replaces every occurrence of the template placeholder with the entry's name.
    static func fillingPlaceholder(_ text: String, placeholder: String, with name: String) -> String {
        guard !placeholder.isEmpty, text.contains(placeholder) else { return text }
        return text.replacing(placeholder, with: name)
    }
}
