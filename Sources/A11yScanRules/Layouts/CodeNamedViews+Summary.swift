import A11yScanMatcher
import A11yScanSyntax

/// What one Kotlin file names, kept as a component summary of kind `named-views`: the component
/// pass reads every Kotlin file of the project, and its cache keeps what each file held, so a
/// scan of one layout file, a diff scan or a scan of a few files knows the views the whole
/// project's code names without reading it again. The file's names are candidates: calls of
/// the app's functions are kept on every name, and `resolve(ids:)` keeps those on the project's
/// layout views. Each entry is one line of `renders`: a kind letter, then its names, separated by
/// spaces (`d` a view named directly, `a` a variable and the ids it holds, `f` a naming
/// function, `c` a function and the names it is called on).
extension CodeNamedViews {
    /// The `kind` of the summaries that hold a file's names.
    public static let kind = "named-views"

    /// What the Kotlin file at `path` whose code is `bytes` names, as a summary; nil when it
    /// names nothing (most files: `mayName` finds none of the words that name a view).
    public static func summary(kotlin bytes: [UInt8], path: String) -> ComponentSummary? {
        guard mayName.occurs(in: bytes) else { return nil }
        return CodeNamedViews(kotlin: bytes, idBytes: nil).summary(path: path)
    }

    /// What a Kotlin file that names a view holds: a view found by id (`R.id.`, view binding's
    /// `binding.`, a synthetic import) or a description set on a view kept elsewhere. A file with
    /// none of them (Compose code, view models) is not read further.
    static let mayName = AnyLiteralSearch(["R.id.", "inding", "synthetic", "ontentDescription", "ooltipText", "tateDescription"]
        .map { Array($0.utf8) })

    /// The summary of the file at `path` whose names are `lines` (as a summary lists them).
    public static func summary(lines: [String], path: String) -> ComponentSummary {
        ComponentSummary(name: "", language: .kotlin, kind: Self.kind, path: path, line: 0, parameters: [],
                         renders: lines, checks: [], calls: [])
    }

    /// These names (not resolved) as the summary of the file at `path`; nil when there are none.
    func summary(path: String) -> ComponentSummary? {
        var lines: [String] = direct.sorted().map { "d " + $0 }
        lines += namingFunctions.sorted().map { "f " + $0 }
        lines += aliases.sorted { $0.key < $1.key }.map { "a " + ([$0.key] + $0.value.sorted()).joined(separator: " ") }
        lines += calls.sorted { $0.key < $1.key }.map { "c " + ([$0.key] + $0.value.sorted()).joined(separator: " ") }
        guard !lines.isEmpty else { return nil }
        return Self.summary(lines: lines, path: path)
    }

    /// The names of summaries of kind `named-views`, not resolved; others are left out.
    public init(_ summaries: some Sequence<ComponentSummary>) {
        self.init()
        for summary in summaries where summary.kind == Self.kind {
            for line in summary.renders {
                let words = line.split(separator: " ").map(String.init)
                guard words.count >= 2 else { continue }
                switch words[0] {
                case "d": direct.insert(words[1])
                case "f": namingFunctions.insert(words[1])
                case "a": aliases[words[1], default: []].formUnion(words.dropFirst(2))
                case "c": calls[words[1], default: []].formUnion(words.dropFirst(2))
                default: continue
                }
            }
        }
    }
}
