import A11yScanReport
import ArgumentParser

/// `--rule-docs-url`: where rules' documentation pages are linked (SARIF `helpUri`, `explain`,
/// the batch HTML report).
struct RuleDocsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; '' links none (default: this project's pages, built-in rules only).",
        valueName: "url"))
    var ruleDocsURL: String?

    var link: RuleDocsLink { ruleDocsURL.map(RuleDocsLink.init(chosen:)) ?? RuleDocsLink() }
}
