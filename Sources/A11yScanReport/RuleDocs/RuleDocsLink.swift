import A11yScanCore
import A11yScanRules

/// Where a rule's documentation page is (`docs/rules/RULE-ID.md`, written by
/// `a11yscan rules --write-docs`): SARIF's `helpUri`, `explain`'s "Documentation" line and the
/// HTML report's rule links. By default only the built-in rules are linked, to this project's
/// pages; a template given with `--rule-docs-url` links every rule (a team that documents its
/// own rules, or a fork that publishes the pages elsewhere).
public struct RuleDocsLink: Sendable, Hashable {
    /// The pages of this project's built-in rules.
    public static let defaultTemplate = "https://github.com/a11yscan/a11yscan/blob/main/docs/rules/{rule}.md"
    public static let placeholder = "{rule}"

    /// The template in use; nil when links are turned off.
    public let template: String?
    /// Whether the template was chosen by the user, so it applies to every rule.
    public let isChosen: Bool

    /// The default links.
    public init() {
        template = Self.defaultTemplate
        isChosen = false
    }

    /// Links from a user's template: `{rule}` is replaced by the rule id; a template without it
    /// is a base URL to which `RULE-ID.md` is appended; an empty one turns the links off.
    public init(chosen text: String) {
        isChosen = true
        if text.isEmpty {
            template = nil
        } else if text.contains(Self.placeholder) {
            template = text
        } else {
            template = text + (text.hasSuffix("/") ? "" : "/") + Self.placeholder + ".md"
        }
    }

    /// The page of rule `id`, or nil when it has none.
    public func url(forRule id: String) -> String? {
        guard let template, isChosen || RuleSet.builtInIDs.contains(id) else { return nil }
        return template.replacing(Self.placeholder, with: id)
    }
}
