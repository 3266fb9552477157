import A11yScanCore
import A11yScanFindings

extension FileProblem.Kind {
    /// How loudly formats with levels report this problem. Skipping a binary or special file is
    /// expected behaviour (a note); anything that means part of the code went unscanned is a
    /// warning, so a team that fails on warnings learns its scan was incomplete.
    var reportSeverity: Severity {
        switch self {
        case .skippedBinary, .skippedSpecial: return .note
        case .unreadable, .invalidEncoding, .ruleError, .warning: return .warning
        }
    }
}
