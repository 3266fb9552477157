import A11yScanCore
import A11yScanGuidelines
import A11yScanRules
import A11yScanSyntax
import ArgumentParser
import Foundation

/// Which rules run: the built-in set, extra pattern folders, and enable/disable lists, on top
/// of what the configuration file selects.
struct RuleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Also load every rule file in this folder (repeatable).", valueName: "dir"))
    var patterns: [String] = []

    @Flag(name: .long, help: "Do not load the built-in rules (use with --patterns).")
    var noBuiltinRules = false

    @Option(name: .long, help: ArgumentHelp("Run only this rule (repeatable).", valueName: "rule-id"))
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "rule-id"))
    var disable: [String] = []

    /// The guideline entries of the rule folders' `entries/` sub-folders (configuration's
    /// folders first), which rules may name besides the built-in entries.
    func teamEntries(configurations: ConfigurationChain = ConfigurationChain()) throws -> [GuidelineEntry] {
        do {
            return try TeamEntries.load(ruleFolders: configurations.patterns + patterns)
        } catch let error as RuleFileError {
            throw CommandLineError.ruleFile(error)
        }
    }

    /// Every loaded rule (before selection) and the rules that will run. Every rule's entry
    /// must be one of `knownEntries`; the configuration files add pattern folders, selection
    /// and severity overrides, then `--only`/`--disable` apply. Built-in rules that `--only` leaves
    /// out are not loaded at all. Without `examples`, the built-in rules come without theirs
    /// (a scan never reads them). With `compilesWhenUsed`, each built-in rule's patterns are
    /// compiled when a file first needs them (a scan of one file).
    func load(knownEntries: Set<String> = GuidelineSettings.builtIn.knownEntries,
              configurations: ConfigurationChain = ConfigurationChain(),
              languages: Set<Language> = Set(Language.allCases),
              examples: Bool = true, compilesWhenUsed: Bool = false) throws -> (all: RuleSet, active: RuleSet) {
        do {
            var loader = RuleLoader(knownEntries: knownEntries)
            var set = noBuiltinRules ? RuleSet(rules: [])
                : try RuleSet.builtIn(loader: loader, languages: languages, examples: examples, ids: only.isEmpty ? nil : Set(only),
                                         compilesWhenUsed: compilesWhenUsed)
            for folder in configurations.patterns + patterns {
                set = try set.adding(RuleSet.load(directory: URL(fileURLWithPath: folder), loader: &loader))
            }
            // Built-in rules of another language, or left out by `--only`, are known, just not needed.
            let notLoaded = noBuiltinRules ? [] : RuleSet.builtInIDs.subtracting(set.rules.map(\.id))
            for id in only + disable where set.rule(id) == nil && !notLoaded.contains(id) {
                throw CommandLineError.unknownRule(id)
            }
            let all = set
            set = try configurations.apply(to: set, alsoKnown: notLoaded)
            let active = set.filter { rule in (only.isEmpty || only.contains(rule.id)) && !disable.contains(rule.id) }
            return (all, active)
        } catch let error as RuleFileError {
            throw CommandLineError.ruleFile(error)
        } catch let error as ConfigurationError {
            throw CommandLineError.configuration(error)
        }
    }
}

extension FailThreshold: ExpressibleByArgument {}

/// `--color`: whether text output uses ANSI colour.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    var enabled: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            // One variable read alone: `ProcessInfo`'s environment copies every variable first.
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            return !noColor && isatty(STDOUT_FILENO) == 1
        }
    }
}
