import A11yScanFindings
import Foundation

/// A link pattern for guideline entries, such as `https://example.org/native/{slug}`.
/// Placeholders: `{slug}`, `{title}`, `{section}`, `{framework}` and `{platform}`; every value is
/// percent-encoded so a title like "Segmented Control / Tab" stays one path segment. Anything
/// else in braces is left as written; `unknownPlaceholders` lets configuration reject typos.
public struct GuidelineURLTemplate: Sendable, Hashable {
    public static let placeholders = ["slug", "title", "section", "framework", "platform"]

    public var template: String

    public init(_ template: String) {
        self.template = template
    }

    /// The link for one entry; `section` and `framework` fill their placeholders when given.
    public func expand(entry: GuidelineEntry, section: Section? = nil, framework: Framework? = nil) -> String {
        var values = ["slug": entry.slug, "title": entry.title]
        if let section { values["section"] = section.rawValue }
        if let framework {
            values["framework"] = framework.rawValue
            values["platform"] = GuidelinePage.Platform(framework: framework).rawValue
        }
        var result = template
        for (name, value) in values {
            result = result.replacing("{\(name)}", with: Self.percentEncoded(value))
        }
        return result
    }

    /// Brace-enclosed names in the template that are not placeholders, e.g. `{titel}`.
    public var unknownPlaceholders: [String] {
        var unknown: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if !Self.placeholders.contains(name) && !unknown.contains(name) { unknown.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return unknown
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters.
    static func percentEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )
}
