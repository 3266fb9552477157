
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
    /// Every one of the predicates holds (to combine conditions inside `any`).
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
    /// For `${name}` patterns: the pattern split into literal text and capture names.
    var template: [PatternTemplate.Part]
    /// For `${name}` patterns: the literals every match needs whatever the captured text is,
    /// found once (on first use) rather than for each filled-in pattern.
    var templateLiterals: TemplateLiterals?
    /// For `${name}` patterns that start with the captured text: how to search them without
    /// compiling per value.
    var captureLed: CaptureLedPattern?
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

/// A `context` item: when an enclosing call fits (`inside`), or the match itself fits
/// (`where`), the finding belongs to another entry.
struct ContextRule: Sendable {
    var test: ContextTest
    var entry: String
    var section: Section?
}

/// What a `context` item looks at. The match itself is nearer than any enclosing call, so
/// `where` items are tried before the walk outward through `inside` items.
enum ContextTest: Sendable {
    case inside(AncestorSelector)
    case match([Predicate])
}

/// The required literals of a `${name}` template, read on first use: most templates never run
/// in a one-file editor scan, and reading them all would add to its start-up.
final class TemplateLiterals: Sendable {
    private let analysis: OnceValue<RequiredLiterals?>

    /// - Parameter analysisText: the template with each `${name}` replaced by `.` (any text).
    init(analysisText: String) { analysis = OnceValue { RequiredLiterals(pattern: analysisText) } }

    var literals: RequiredLiterals? { analysis.value }
}
