import A11yScanFindings
import A11yScanRules

/// Reads one guideline entry file (`Patterns/entries/*.yml`, or a team folder's `entries/`):
/// title, summary, and per section what a screen reader must convey and fix hints per
/// framework. Every key and value is checked, and a bad one is an error naming the file, line
/// and field, as for a rule file.
enum GuidelineEntryFile {
    private static let conveysKey = "conveys"
    private static let topKeys: Set<String> = Set(["id", "title", "summary", "url"] + Section.allCases.map(\.rawValue))
    private static let sectionKeys: Set<String> = Set([conveysKey] + Framework.allCases.map(\.rawValue))

    /// The entry in `yaml`, read from `file`.
    static func load(yaml: String, file: String, source: GuidelineEntry.Source) throws -> GuidelineEntry {
        try load(tree: try RuleLoader.compose(yaml, file: file), file: file, source: source)
    }

    /// The entry in a parsed YAML tree. Without an `id:` key, the file's name without its
    /// extension is the slug.
    private static func load(tree root: RuleNode, file: String, source: GuidelineEntry.Source) throws -> GuidelineEntry {
        let fields = try YAMLFields(file: file, node: root, path: "", allowed: topKeys)
        let slug = try fields.optionalString("id") ?? slug(ofFile: file)
        guard GuidelineSlug.isSlug(slug) else {
            let fix = GuidelineSlug.slugify(slug)
            throw fields.error("id", "`\(slug)` is not an entry slug",
                               hint: "use lowercase letters, digits and single `-`\(fix.isEmpty ? "" : ", e.g. `\(fix)`")")
        }
        var expectations: [Section: String] = [:]
        var advice: [Section: [Framework: [String]]] = [:]
        for section in Section.allCases {
            guard let node = fields.node(section.rawValue) else { continue }
            let cells = try YAMLFields(file: file, node: node, path: section.rawValue, allowed: sectionKeys)
            if cells.keys.isEmpty {
                throw fields.error(section.rawValue, "says nothing", hint: "give `conveys:` or fix hints, or leave the section out")
            }
            if cells.node(conveysKey) != nil { expectations[section] = try cells.string(conveysKey) }
            for framework in Framework.allCases where cells.node(framework.rawValue) != nil {
                advice[section, default: [:]][framework] = try hints(cells, framework.rawValue)
            }
        }
        return GuidelineEntry(
            slug: slug, title: try fields.string("title"), summary: try fields.string("summary"),
            expectations: expectations, advice: advice, source: source,
            url: fields.node("url") == nil ? nil : try fields.string("url"))
    }

    /// A framework's fix hints: a non-empty list of non-empty lines.
    private static func hints(_ cells: YAMLFields, _ key: String) throws -> [String] {
        let items = try cells.list(key)
        if items.isEmpty { throw cells.error(key, "expected at least one fix hint", hint: "leave the framework out instead") }
        return try items.enumerated().map { index, item in
            guard case .scalar(let scalar) = item else {
                throw RuleFileError(file: cells.file, line: item.mark?.line, field: cells.field(key), message: "expected a list of strings")
            }
            if scalar.string.trimmingWhitespace.isEmpty {
                throw RuleFileError(file: cells.file, line: item.mark?.line, field: cells.field(key), message: "fix hint \(index + 1) is empty")
            }
            return scalar.string
        }
    }

    /// `…/slider.yml` → `slider`.
    private static func slug(ofFile file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return String(name.prefix { $0 != "." })
    }
}
