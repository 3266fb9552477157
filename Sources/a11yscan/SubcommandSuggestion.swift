import A11yScanCore
import A11yScanGuidelines
import ArgumentParser

/// `a11yscan PATH…` is a scan, so a mistyped subcommand (`a11yscan rulse`) reaches the scan as
/// a path that does not exist. When such a path is the first argument and looks like a word
/// rather than a path, the subcommand it is closest to is suggested.
enum SubcommandSuggestion {
    /// The names of the root command's subcommands.
    static var names: [String] {
        A11yScanCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// The subcommand `word` is most likely a typo of, or nil when none is close.
    static func closest(to word: String, among names: [String] = names) -> String? {
        guard !word.isEmpty, !word.contains("/"), !word.contains("."), !names.contains(word) else { return nil }
        let allowed = max(1, min(2, word.count / 2))
        let typed = word.lowercased()
        var best: (name: String, distance: Int)?
        for name in names.sorted() {
            let distance = EditDistance.between(typed, name)
            if distance <= allowed, distance < best?.distance ?? Int.max { best = (name, distance) }
        }
        return best?.name
    }
}
