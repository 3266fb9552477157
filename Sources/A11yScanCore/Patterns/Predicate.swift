/// The vocabulary of `where`, `unless` and `context` in rule files, compiled. Each predicate
/// asks one question about the code around an anchor match; `Patterns/README.md` documents
/// every word with an example.
indirect enum Predicate: Sendable {
    /// A region around the match contains a match of the pattern.
    case region(Region, PatternRef)
    /// Some enclosing call (nearest first, up to the enclosing declaration) fits the selector.
    case inside(AncestorSelector)
    /// The subject call has the argument (by label or position) and its value fits.
    case argument(ArgumentSelector)
    /// At least one of the predicates holds.
    case any([Predicate])
    /// Every one of the predicates holds: groups conditions inside `any` or `unless`, where a
    /// list otherwise means "one of".
    case all([Predicate])
}

/// The named regions a predicate can search. See `MatchExtents` for how each is found.
enum Region: String, CaseIterable, Sendable {
    case call, args, content, chain, target, sibling, line, declaration, type, file
}

/// Which bytes a pattern runs on: the code view (comments and string contents blanked,
/// the default) or the original source (to look inside string literals).
enum TextView: String, Sendable {
    case code, source
}

/// A predicate's regex. Patterns that mention anchor captures as `${name}` are compiled per
/// match with the captured text escaped; all others are compiled once at load time.
struct PatternRef: Sendable {
    var text: String
    var compiled: Regex?
    var references: [String]
    var view: TextView
}

/// Which enclosing calls an `inside` predicate or a `context` rule accepts.
struct AncestorSelector: Sendable {
    /// Matched against the enclosing call's name (e.g. `^(Button|Link)$`).
    var name: Regex?
    var args: PatternRef?
    var content: PatternRef?
    var chain: PatternRef?
    /// Matched against the label of the argument or closure the match sits in.
    var via: Regex?
    /// Only the first `depth` enclosing calls are considered (1 = the nearest only).
    var depth: Int?
}

/// An argument of the subject call, found by label or else by 1-based position among the
/// unlabelled arguments' slots.
struct ArgumentSelector: Sendable {
    var label: String?
    var position: Int?
    var value: PatternRef?
}

/// A `context` item: when it fits, the finding belongs to another entry. An `inside` item
/// fits an enclosing call; a `when` item is a predicate about the match itself (a `Toggle`
/// that is the target, a closure that opens a URL), which is nearer than any enclosing call.
struct ContextRule: Sendable {
    var selector: AncestorSelector?
    var condition: Predicate?
    var entry: String
    var section: Section?
}
