import A11yScanCore
import A11yScanReport
import ArgumentParser
import Foundation

/// `a11yscan rules`: lists the rules that would run, one per line, or as JSON; or writes their
/// documentation pages.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules: id, family, framework, guideline entry, section and WCAG criteria.",
        discussion: """
            --write-docs DIR writes what `explain` prints for each rule as DIR/RULE-ID.md, with an \
            index DIR/README.md, and removes the generated pages of rules that no longer exist. \
            The built-in rules' pages are docs/rules in the source repository (scripts/rule-docs).
            """)

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @OptionGroup var ruleDocs: RuleDocsOptions

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Write one Markdown page per rule and an index into this folder.", valueName: "dir"))
    var writeDocs: String?

    func run() throws {
        let guidance = guidelines.load(entries: try rules.teamEntries())
        let set = try rules.load(knownEntries: guidance.knownEntries).active
        if let folder = writeDocs {
            let pages = RuleDocPages.pages(set.rules.map { RuleExplanation($0, guidelines: guidance, docs: ruleDocs.link) })
            let (written, removed) = try RuleDocsWriter.write(pages, into: folder)
            Console.error("a11yscan: \(pages.count) pages in \(folder): \(written) written, \(removed) removed")
            return
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(set.descriptors))
            print()
            return
        }
        let idWidth = set.rules.map(\.id.count).max() ?? 0
        for rule in set.rules {
            let d = rule.descriptor
            let id = d.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let family = d.family.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
            let framework = d.framework.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let wcag = d.wcag.isEmpty ? "" : "  WCAG \(d.wcag.joined(separator: ", "))"
            print("\(id)\(family)\(framework)\(d.entry) · \(d.section.rawValue)  [\(d.severity.rawValue)]\(wcag)")
        }
    }
}

/// `a11yscan explain RULE-ID`: everything about one rule, with its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain one rule: what it finds, the guideline entry, the fix and examples.")

    @Argument(help: "The rule id (see `a11yscan rules`).")
    var ruleID: String

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @OptionGroup var ruleDocs: RuleDocsOptions

    func run() throws {
        let guidance = guidelines.load(entries: try rules.teamEntries())
        let set = try rules.load(knownEntries: guidance.knownEntries).active
        guard let rule = set.rule(ruleID) else { throw CommandLineError.unknownRule(ruleID) }
        print(RuleExplanation(rule, guidelines: guidance, docs: ruleDocs.link).text, terminator: "")
    }
}
