import A11yScanCore
import A11yScanFindings
import A11yScanRules

/// Every error the command line reports, rendered to text in this one place. All of them
/// exit with status 2.
enum CommandLineError: Error, CustomStringConvertible {
    case ruleFile(RuleFileError)
    /// Inputs named on the command line that do not exist; `subcommand` when the first of
    /// them looks like a mistyped subcommand.
    case noSuchInput([String], subcommand: String?)
    /// The scan found no file to scan (see `--allow-empty`).
    case nothingScanned(String)
    case unknownFormat(String)
    case unknownRule(String)
    case output(path: String, reason: String)
    case usage(String)
    /// A configuration, baseline or diff error from the engine, shown by its own description.
    case configuration(any Error)

    var description: String {
        switch self {
        case .ruleFile(let error):
            return error.description
        case .noSuchInput(let paths, let subcommand):
            let text = "no such file or directory: \(paths.joined(separator: ", "))"
            guard let subcommand else { return text }
            return text + " (hint: did you mean `a11yscan \(subcommand)`? `a11yscan --help` lists the subcommands)"
        case .nothingScanned(let reason):
            return "nothing was scanned: \(reason) (hint: --allow-empty makes an empty scan succeed)"
        case .unknownFormat(let name):
            return "unknown format `\(name)` (hint: see `a11yscan scan --help` for the list of formats)"
        case .unknownRule(let id):
            return "unknown rule `\(id)` (hint: `a11yscan rules` lists every rule id)"
        case .output(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .usage(let message):
            return message
        case .configuration(let error):
            return String(describing: error)
        }
    }

    /// What standard error shows. An error about a place in a file the user wrote already reads
    /// `file:line: error: …`, which editors and Xcode link; any other gets the tool's name and
    /// the label once.
    var line: String {
        switch self {
        case .ruleFile(let error):
            return error.description
        case .configuration(let error as any LocatedError):
            return error.description
        default:
            return "a11yscan: error: " + description
        }
    }
}
