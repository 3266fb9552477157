import A11yScanFindings
import Foundation

/// A team's guideline page for one component, parsed from the Jekyll format the guideline site
/// uses (YAML front matter, then Markdown sections per platform). It keeps everything the page
/// says that findings may quote; `GuidelineCatalog.merging(pages:aliases:)` turns it into an entry.
///
/// Nested sub-bullets are kept as a tree (`GuidelineBullet.children`); the flat text accessors
/// fold each sub-bullet into its parent, in parentheses, so a quoted hint never loses its note.
public struct GuidelinePage: Sendable, Hashable {
    /// The part of a page a heading or bullet belongs to.
    public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
        /// Content for both platforms (a `## General` part, or notes before any platform heading).
        case general
        case ios
        case android

        /// The platform a framework's bullets belong to.
        public init(framework: Framework) {
            self = framework.language == .swift ? .ios : .android
        }
    }

    /// The path the page was read from, as given to the loader.
    public var path: String
    /// The file name without its extension; aliases may name a page by it.
    public var fileStem: String
    /// The title as written, whitespace-trimmed (e.g. `_component`, `Segmented Control / Tab`).
    public var title: String
    /// The entry slug the title implies, before any configured alias is applied.
    public var slug: String
    public var frontMatter: GuidelineFrontMatter
    /// The parts of the Markdown body, one per heading, in page order.
    public var parts: [GuidelinePagePart]

    public init(
        path: String, fileStem: String, title: String, slug: String,
        frontMatter: GuidelineFrontMatter, parts: [GuidelinePagePart]
    ) {
        self.path = path
        self.fileStem = fileStem
        self.title = title
        self.slug = slug
        self.frontMatter = frontMatter
        self.parts = parts
    }

    /// Whether the title is a template placeholder such as `_component`.
    public var isTemplate: Bool { GuidelineSlug.isPlaceholder(title) }

    /// The `screenreader` expectations from the front matter, per section.
    public var expectations: [Section: String] { frontMatter.screenReader }

    /// The framework bullets for one section, folded to one string per top-level bullet.
    public func advice(section: Section, framework: Framework) -> [String] {
        parts.filter { $0.section == section }
            .flatMap { $0.advice[framework] ?? [] }
            .map(\.foldedText)
    }

    /// The bullets of one section that name no framework, for one platform (or `.general`).
    public func notes(section: Section, platform: Platform) -> [String] {
        parts.filter { $0.section == section && $0.platform == platform }
            .flatMap(\.notes)
            .map(\.foldedText)
    }

    /// Parts under a heading that is not one of our sections, e.g. `Custom Accessibility Action`,
    /// matched case-insensitively.
    public func parts(headed heading: String) -> [GuidelinePagePart] {
        let wanted = GuidelinePageVocabulary.normalized(heading)
        return parts.filter { GuidelinePageVocabulary.normalized($0.heading) == wanted }
    }

    /// Whether the page says anything a finding could quote.
    public var hasSectionContent: Bool {
        !expectations.isEmpty || parts.contains { $0.section != nil }
    }

    /// The slug this page describes once configured aliases are applied. An alias key matches
    /// the page title or file stem, compared after slugifying both; a title match wins.
    public func slug(applying aliases: [String: String]) -> String {
        guard !aliases.isEmpty else { return slug }
        let titleKey = GuidelineSlug.slugify(title)
        let stemKey = GuidelineSlug.slugify(fileStem)
        var stemMatch: String?
        for key in aliases.keys.sorted() {
            guard let target = aliases[key]?.trimmingCharacters(in: .whitespaces), !target.isEmpty else { continue }
            if key == title || GuidelineSlug.slugify(key) == titleKey { return target }
            if stemMatch == nil, key == fileStem || GuidelineSlug.slugify(key) == stemKey { stemMatch = target }
        }
        return stemMatch ?? slug
    }
}
