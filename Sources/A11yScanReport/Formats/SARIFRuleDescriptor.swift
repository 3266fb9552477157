import A11yScanCore
import A11yScanFindings

/// Builds SARIF `reportingDescriptor` objects for `tool.driver.rules`, within the limits GitHub
/// code scanning enforces: required texts never empty, `name` at most 255 characters, short and
/// full descriptions at most 1024, tags unique and well under 20.
enum SARIFRuleDescriptor {
    static let nameLimit = 255
    static let descriptionLimit = 1024

    static func make(_ rule: RuleDescriptor, docs: RuleDocsLink = RuleDocsLink()) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", rule.id)
        object.set("name", limited(upperCamelName(rule.id), to: nameLimit))
        object.set("shortDescription", text(limited(nonEmpty(rule.message, or: rule.id), to: descriptionLimit)))
        object.set("fullDescription", text(limited(fullDescription(rule), to: descriptionLimit)))
        var configuration = JSONObjectBuilder()
        // SARIF levels share our severity names: note, warning, error.
        configuration.set("level", rule.severity.rawValue)
        object.set("defaultConfiguration", configuration.value)
        var help = JSONObjectBuilder()
        help.set("text", helpText(rule))
        help.set("markdown", helpMarkdown(rule))
        object.set("help", help.value)
        if let url = docs.url(forRule: rule.id) ?? rule.helpURL, !url.isEmpty {
            object.set("helpUri", url)
        }
        var properties = JSONObjectBuilder()
        properties.set("tags", .array(tags(rule).map(JSONValue.string)))
        properties.set("problem.severity", problemSeverity(rule.severity))
        if !rule.wcag.isEmpty { properties.set("wcag", .array(rule.wcag.map(JSONValue.string))) }
        object.set("properties", properties.value)
        return object.value
    }

    /// `swiftui-icon-not-hidden` → `SwiftuiIconNotHidden`.
    static func upperCamelName(_ id: String) -> String {
        let words = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.isEmpty ? id : name
    }

    /// `accessibility`, then family, entry, section, framework and each WCAG criterion
    /// (`wcag-1.1.1`), each once, in that order.
    static func tags(_ rule: RuleDescriptor) -> [String] {
        var seen = Set<String>()
        return (["accessibility", rule.family.rawValue, rule.entry, rule.section.rawValue, rule.framework.rawValue]
            + rule.wcag.map { "wcag-" + $0 })
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    private static func fullDescription(_ rule: RuleDescriptor) -> String {
        nonEmpty(rule.message, or: rule.id) + " Guideline entry: " + place(rule) + "."
    }

    private static func helpText(_ rule: RuleDescriptor) -> String {
        var lines: [String] = []
        if !rule.fix.isEmpty { lines.append("Fix: " + rule.fix) }
        lines.append("Guideline entry: " + place(rule))
        if !rule.wcag.isEmpty { lines.append("WCAG 2.2: " + WCAGCitation.plain(rule.wcag)) }
        if let url = rule.helpURL, !url.isEmpty { lines.append("More: " + url) }
        return lines.joined(separator: "\n")
    }

    private static func helpMarkdown(_ rule: RuleDescriptor) -> String {
        var paragraphs: [String] = []
        if !rule.fix.isEmpty { paragraphs.append("**Fix:** " + MarkdownText.prose(rule.fix)) }
        paragraphs.append("**Guideline entry:** " + MarkdownText.code(rule.entry) + " · "
            + rule.section.rawValue + " · " + rule.framework.displayName + " (" + rule.framework.platform + ")")
        if !rule.wcag.isEmpty { paragraphs.append("**WCAG 2.2:** " + WCAGCitation.markdown(rule.wcag)) }
        if let url = rule.helpURL, !url.isEmpty {
            paragraphs.append("Guideline page: " + MarkdownText.link(url))
        }
        return paragraphs.joined(separator: "\n\n")
    }

    private static func place(_ rule: RuleDescriptor) -> String {
        Wording.guidelinePlace(entry: rule.entry, section: rule.section, framework: rule.framework)
            + " (" + rule.framework.platform + ")"
    }

    /// GitHub's ranking hint for non-security rules.
    private static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "recommendation"
        }
    }

    static func text(_ value: String) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("text", value)
        return object.value
    }

    static func nonEmpty(_ text: String, or fallback: String) -> String {
        text.isEmpty ? fallback : text
    }

    /// At most `limit` Unicode scalars, ending in `…` when cut.
    static func limited(_ text: String, to limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        var out = ""
        out.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(limit - 1))
        out.append("\u{2026}")
        return out
    }
}
