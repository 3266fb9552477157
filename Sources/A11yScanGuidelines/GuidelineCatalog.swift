/// The set of guideline entries findings can name. Rules are checked against it when they load,
/// findings quote it, and team pages can be merged over the built-in words.
public struct GuidelineCatalog: Sendable, Hashable {
    private var entriesBySlug: [String: GuidelineEntry]

    /// A catalog of the given entries. When two share a slug, the later one wins.
    public init(entries: [GuidelineEntry]) {
        var bySlug: [String: GuidelineEntry] = [:]
        for entry in entries { bySlug[entry.slug] = entry }
        entriesBySlug = bySlug
    }

    /// The entries compiled into the binary, written in the project's own words.
    public static let builtIn = GuidelineCatalog(entries: BuiltInCatalog.entries)

    /// All entries, sorted by slug.
    public var entries: [GuidelineEntry] {
        entriesBySlug.values.sorted { $0.slug < $1.slug }
    }

    /// All slugs, sorted.
    public var slugs: [String] {
        entriesBySlug.keys.sorted()
    }

    /// The entry with exactly this slug.
    public func entry(_ slug: String) -> GuidelineEntry? {
        entriesBySlug[slug]
    }

    /// Whether a rule may name this slug as its entry. Slugs are compared exactly.
    public func isKnown(_ slug: String) -> Bool {
        entriesBySlug[slug] != nil
    }

    /// The known slug closest to a misspelled one, for "did you mean" hints; nil when nothing
    /// is close enough to be a plausible typo.
    public func suggestion(forUnknown slug: String) -> String? {
        let wanted = GuidelineSlug.slugify(slug)
        if isKnown(wanted) { return wanted }
        var best: (slug: String, distance: Int)?
        for candidate in slugs {
            let distance = EditDistance.between(wanted, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, wanted.count / 3) else { return nil }
        return best.slug
    }

    /// A copy with one entry added or replaced.
    public func replacing(_ entry: GuidelineEntry) -> GuidelineCatalog {
        var copy = self
        copy.entriesBySlug[entry.slug] = entry
        return copy
    }
}
