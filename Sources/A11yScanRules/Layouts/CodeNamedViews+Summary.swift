import A11yScanMatcher
import A11yScanSyntax

/// What one Kotlin file names, kept as a component summary of kind `named-views`: the component
/// pass reads every Kotlin file of the project, and its cache keeps what each file held, so a
/// scan of one layout file, a diff scan or a scan of a few files knows the views the whole
/// project's code names without reading it again. The file's names are candidates: calls of
/// the app's functions are kept on every name, and `resolve(ids:)` keeps those on the project's
/// layout views. Each entry is one line of `renders`: a kind letter, then its names, separated by
/// spaces (`d` a view named directly, `a` a variable and the ids it holds, `f` a naming
/// function, `c` a function and the names it is called on; `p`, `k`, `v`, … a view it draws,
/// clicks, shows or hands on, `ViewAction`; `s` a name the Swift code names a nib's view by, `t` a
/// class the Swift code declares).
extension CodeNamedViews {
    /// The `kind` of the summaries that hold a file's names.
    public static let kind = "named-views"

    /// What the Kotlin or Java file at `path` whose code is `bytes` names, as a summary; nil when it
    /// names nothing (most files: `mayName` finds none of the words that name a view).
    public static func summary(kotlin bytes: [UInt8], path: String, java: Bool = false) -> ComponentSummary? {
        guard mayName.contains(where: { LiteralSearch.contains(bytes, $0) }) else { return nil }
        return (java ? CodeNamedViews(java: bytes) : CodeNamedViews(kotlin: bytes)).summary(path: path)
    }

    /// What the code file at `path` names (Kotlin: of the layouts' views; Swift: of the
    /// Interface Builder files' views, `CodeNamedViews(swift:)`), as a summary; nil when it names
    /// nothing or is no code.
    public static func summary(code bytes: [UInt8], language: Language, path: String) -> ComponentSummary? {
        switch language {
        // Java names a view with the same setters and `findViewById(R.id.…)` (`setHint(…)`,
        // `ImageButton play = findViewById(R.id.play);`), read by the same pass (`init(java:)`).
        case .kotlin, .java: return summary(kotlin: bytes, path: path, java: language == .java)
        case .swift:
            if swiftMayName.occurs(in: bytes) { return CodeNamedViews(swift: bytes).summary(path: path) }
            return CodeNamedViews(swiftTypesIn: bytes).summary(path: path)
        case .layout, .interfaceBuilder: return nil
        }
    }

    /// What a Kotlin file that names a view holds: a view found by id (`R.id.`, view binding's
    /// `binding.`, a synthetic import) or a description set on a view kept elsewhere. A file with
    /// none of them (Compose code, view models) is not read further. Each is searched for by
    /// its two rarest bytes: six such searches cost a quarter of one pass keyed by byte triples.
    static let mayName = ["R.id.", "inding", "synthetic", "ontentDescription", "ooltipText", "tateDescription"]
        .map { Literal.interned(Array($0.utf8)) }

    /// The summary of the file at `path` whose names are `lines` (as a summary lists them).
    public static func summary(lines: [String], path: String) -> ComponentSummary {
        ComponentSummary(name: "", language: .kotlin, kind: Self.kind, path: path, line: 0, parameters: [],
                         renders: lines, checks: [], calls: [])
    }

    /// These names (not resolved) as the summary of the file at `path`; nil when there are none.
    func summary(path: String) -> ComponentSummary? {
        var lines: [String] = direct.sorted().map { "d " + $0 }
        lines += namingFunctions.sorted().map { "f " + $0 }
        for action in ViewAction.allCases { lines += (acted[action] ?? []).sorted().map { "\(action.letter) " + $0 } }
        lines += aliases.sorted { $0.key < $1.key }.map { "a " + ([$0.key] + $0.value.sorted()).joined(separator: " ") }
        lines += swiftNames.sorted().map { "s " + $0 }
        lines += swiftTypes.sorted().map { "t " + $0 }
        lines += calls.sorted { $0.key < $1.key }.map { "c " + ([$0.key] + $0.value.sorted()).joined(separator: " ") }
        guard !lines.isEmpty else { return nil }
        return Self.summary(lines: lines, path: path)
    }

    /// The names of summaries of kind `named-views`, not resolved; others are left out. The
    /// naming functions are read first: a call of any other function is skipped unread (most of
    /// the lines, which made reading them all cost most of an editor's scan of a layout file).
    public init(_ summaries: [ComponentSummary]) {
        self.init()
        for summary in summaries where summary.kind == Self.kind {
            for line in summary.renders where line.utf8.first == UInt8(ascii: "f") { namingFunctions.insert(String(Self.rest(line))) }
        }
        for summary in summaries where summary.kind == Self.kind {
            for line in summary.renders { add(line) }
        }
    }

    /// One line of a summary's names; a call of a function that names no view is skipped.
    private mutating func add(_ line: String) {
        switch line.utf8.first {
        case UInt8(ascii: "d"): direct.insert(String(Self.rest(line)))
        case UInt8(ascii: "s"): swiftNames.insert(String(Self.rest(line)))
        case UInt8(ascii: "t"): swiftTypes.insert(String(Self.rest(line)))
        case UInt8(ascii: "a"):
            let words = Self.rest(line).split(separator: " ")
            if words.count >= 2 { aliases[String(words[0]), default: []].formUnion(words.dropFirst().map(String.init)) }
        case UInt8(ascii: "c"):
            guard !namingFunctions.isEmpty else { return }
            let rest = Self.rest(line)
            guard let space = rest.utf8.firstIndex(of: 32) else { return }
            let function = String(rest[..<space])
            guard namingFunctions.contains(function) else { return }
            calls[function, default: []].formUnion(rest[rest.index(after: space)...].split(separator: " ").map(String.init))
        case let letter?:
            guard let action = ViewAction(letter: letter) else { return }
            acted[action, default: []].insert(String(Self.rest(line)))
        default: return
        }
    }

    /// A line past its kind letter and space.
    private static func rest(_ line: String) -> Substring {
        line.utf8.count > 2 ? line[line.utf8.index(line.startIndex, offsetBy: 2)...] : ""
    }
}
