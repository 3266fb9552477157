import A11yScanCore
import ArgumentParser

/// The scan command's arguments read without the argument parser, for the plain shapes an
/// editor or a hook passes (paths and `--name value` options): the parser reflects on the
/// command's 36 options several times per run, a sixth of a warm one-file scan. Anything else
/// (help, `--name=value`, a repeated single option, a value that looks like an option, an
/// unknown name or value) gives nil and is parsed as always, so errors read the same.
/// `QuickScanArgumentsTests` checks that both readings give the same command.
enum QuickScanArguments {
    static func command(_ arguments: [String]) -> ScanCommand? {
        var paths: [String] = []
        var lists: [String: [String]] = [:]
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                paths.append(argument)
                continue
            }
            if flagNames.contains(argument) {
                guard flags.insert(argument).inserted else { return nil }
                continue
            }
            guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
            let value = arguments[index]
            index += 1
            if listNames.contains(argument) {
                lists[argument, default: []].append(value)
            } else if valueNames.contains(argument), values.updateValue(value, forKey: argument) == nil {
                continue
            } else {
                return nil
            }
        }
        return command(paths: paths, lists: lists, values: values, flags: flags)
    }

    private static let flagNames: Set<String> = [
        "--no-builtin-rules", "--no-config", "--diff", "--report-unused-suppressions", "--quiet", "--verbose",
        "--allow-empty", "--follow", "--no-ignore", "--absolute-paths", "--stdin", "--all-code", "--no-components",
    ]
    private static let listNames: Set<String> = [
        "--patterns", "--only", "--disable", "--format", "--output", "--include", "--exclude",
    ]
    private static let valueNames: Set<String> = [
        "--guidelines", "--guidelines-url", "--rule-docs-url", "--fail-on", "--jobs", "--config", "--diff-base",
        "--baseline", "--write-baseline", "--color", "--stdin-path", "--component-cache",
    ]

    /// Every property set, as the parser sets it: a property left unset would stop the scan.
    private static func command(paths: [String], lists: [String: [String]], values: [String: String],
                                flags: Set<String>) -> ScanCommand? {
        var failOn: FailThreshold?
        if let text = values["--fail-on"] {
            guard let threshold = FailThreshold(argument: text) else { return nil }
            failOn = threshold
        }
        var jobs: Int?
        if let text = values["--jobs"] {
            guard let number = Int(argument: text) else { return nil }
            jobs = number
        }
        var color = ColorChoice.auto
        if let text = values["--color"] {
            guard let choice = ColorChoice(argument: text) else { return nil }
            color = choice
        }
        var rules = RuleOptions()
        rules.patterns = lists["--patterns"] ?? []
        rules.noBuiltinRules = flags.contains("--no-builtin-rules")
        rules.only = lists["--only"] ?? []
        rules.disable = lists["--disable"] ?? []
        var guidelines = GuidelineOptions()
        guidelines.guidelines = values["--guidelines"]
        guidelines.guidelinesURL = values["--guidelines-url"]
        var ruleDocs = RuleDocsOptions()
        ruleDocs.ruleDocsURL = values["--rule-docs-url"]

        var command = ScanCommand()
        command.paths = paths
        command.rules = rules
        command.guidelines = guidelines
        command.ruleDocs = ruleDocs
        command.format = lists["--format"] ?? []
        command.output = lists["--output"] ?? []
        command.failOn = failOn
        command.jobs = jobs
        command.config = values["--config"]
        command.noConfig = flags.contains("--no-config")
        command.diff = flags.contains("--diff")
        command.diffBase = values["--diff-base"]
        command.baseline = values["--baseline"]
        command.writeBaseline = values["--write-baseline"]
        command.reportUnusedSuppressions = flags.contains("--report-unused-suppressions")
        command.color = color
        command.quiet = flags.contains("--quiet")
        command.verbose = flags.contains("--verbose")
        command.allowEmpty = flags.contains("--allow-empty")
        command.follow = flags.contains("--follow")
        command.noIgnore = flags.contains("--no-ignore")
        command.include = lists["--include"] ?? []
        command.exclude = lists["--exclude"] ?? []
        command.absolutePaths = flags.contains("--absolute-paths")
        command.stdin = flags.contains("--stdin")
        command.stdinPath = values["--stdin-path"]
        command.allCode = flags.contains("--all-code")
        command.noComponents = flags.contains("--no-components")
        command.componentCache = values["--component-cache"]
        // The parser's own check; its message is worded by the parser, so a failure reads it again.
        guard (try? command.validate()) != nil else { return nil }
        return command
    }
}
