import A11yScanCore
import ArgumentParser
import Foundation

/// `a11yscan rules`: lists the rules that would run, one per line, or as JSON.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules: id, family, framework, guideline entry and section.")

    @OptionGroup var rules: RuleOptions

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let set = try rules.load().active
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
            print("\(id)\(family)\(framework)\(d.entry) · \(d.section.rawValue)  [\(d.severity.rawValue)]")
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

    func run() throws {
        let guidance = guidelines.load()
        let set = try rules.load(knownEntries: guidance.knownEntries).active
        guard let rule = set.rule(ruleID) else { throw CommandLineError.unknownRule(ruleID) }
        let d = rule.descriptor
        var text = "\(d.id)  (\(d.family.rawValue), \(d.severity.rawValue))\n\n"
        text += "\(d.message)\n\n"
        text += "Guideline entry: \(d.entry) · section \(d.section.rawValue) · \(d.framework.displayName) (\(d.framework.platform))\n"
        text += "Fix: \(d.fix)\n"
        text += "Defined in: \(rule.origin)\n"
        if let quote = guidance.catalog.quote(entry: d.entry, section: d.section, framework: d.framework,
                                              urlTemplate: guidance.urlTemplate) {
            text += "\n\(quote.title) — \(d.section.rawValue):\n"
            if let expectation = quote.expectation { text += "  Screen reader: \(expectation)\n" }
            for advice in quote.advice { text += "  \(d.framework.displayName): \(advice)\n" }
            if let url = quote.url { text += "  See: \(url)\n" }
        }
        for (title, examples) in [("Found (bad)", rule.examples.bad), ("Not found (good)", rule.examples.good)] {
            for (index, example) in examples.enumerated() {
                text += "\n\(title) \(index + 1):\n"
                text += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                text += "\n"
            }
        }
        print(text, terminator: "")
    }
}
