import A11yScanCore
import ArgumentParser
import Foundation

/// Which rules run: the built-in set, extra pattern folders, and enable/disable lists.
struct RuleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Also load every rule file in this folder (repeatable).", valueName: "dir"))
    var patterns: [String] = []

    @Flag(name: .long, help: "Do not load the built-in rules (use with --patterns).")
    var noBuiltinRules = false

    @Option(name: .long, help: ArgumentHelp("Run only this rule (repeatable).", valueName: "rule-id"))
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "rule-id"))
    var disable: [String] = []

    /// The rules to run; every rule's entry must be one of `knownEntries`.
    func load(knownEntries: Set<String> = GuidelineSettings.builtIn.knownEntries) throws -> RuleSet {
        do {
            let loader = RuleLoader(knownEntries: knownEntries)
            var set = noBuiltinRules ? RuleSet(rules: []) : try RuleSet.builtIn(loader: loader)
            for folder in patterns {
                set = try set.adding(RuleSet.load(directory: URL(fileURLWithPath: folder), loader: loader))
            }
            for id in only + disable where set.rule(id) == nil { throw CommandLineError.unknownRule(id) }
            return set.filter { rule in (only.isEmpty || only.contains(rule.id)) && !disable.contains(rule.id) }
        } catch let error as RuleFileError {
            throw CommandLineError.ruleFile(error)
        }
    }
}

/// `--fail-on`: the lowest severity that makes the exit status 1.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case note, warning, error, never

    func fails(_ findings: [Finding]) -> Bool {
        guard let threshold = Severity(rawValue: rawValue) else { return false }
        return findings.contains { $0.severity >= threshold }
    }
}

/// `--color`: whether text output uses ANSI colour.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    var enabled: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return !noColor && isatty(STDOUT_FILENO) == 1
        }
    }
}
