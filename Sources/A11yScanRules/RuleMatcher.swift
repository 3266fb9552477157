import A11yScanFindings
import A11yScanMatcher
import A11yScanSyntax

/// Runs rules over lexed files. One matcher per worker thread: it owns the PCRE2 scratch, the
/// file's literal index and the node matcher, and is never shared, so the hot path takes no
/// locks. Before a file's call tree is built, the literal index drops the rules whose
/// required words the file does not hold.
public final class RuleMatcher {
    /// Asked about a file's raw bytes before it is lexed (`needsLexing`), then about its code view.
    private let literals = LiteralIndex()
    /// The raw bytes `literals` was last asked about when they were found to need lexing: if the
    /// next file to match is made of them, its code view's answers come from the same pass.
    private var textBeforeLexing: [UInt8]?
    private let literalShortcuts: Bool
    /// Each rule's required words (`RequiredWords`) as a gate of the literal index, read on
    /// first need. A matcher's own copy, so reading them takes no lock.
    private let gates = LiteralGates()
    /// By the rule's place in the list: the owner of the words the gate was read for
    /// (`Rule.wordsOwner`), and its number in `gates`.
    private var gateOf: [(owner: ObjectIdentifier, gate: Int)?] = []
    /// The owners of `gateOf`, kept alive so no other takes their identifiers.
    private var gatedOwners: [AnyObject] = []
    /// The languages whose words (every rule's gate, the recorder's) the literal index expects.
    private var expectedLanguages: Set<Language> = []
    /// Per language, the place of the rule whose words let the last file be lexed.
    private var lastOpener: [Language: Int] = [:]
    /// The first file a matcher sees is scanned without the gate unless `gatesFirstFile`: every
    /// scan sets it (`ScanSession`); a matcher used alone (rule examples) reads no words.
    private var gateOpened = false
    /// Gate every file, the first one too. A scan of many files sets it: which file each worker
    /// sees first must not decide which files are lexed (and report lexer warnings).
    public var gatesFirstFile = false {
        didSet { if gatesFirstFile { gateOpened = true } }
    }
    /// Runs the rules on the file's call tree.
    private let nodeRules = NodeRuleMatcher(scratch: RegexScratch())
    /// The project's components (`ComponentIndex`): calls of them are checked like the
    /// controls they render. Set before scanning.
    public var components: ComponentIndex = .empty {
        didSet {
            nodeRules.components = components
            componentLiterals = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
                (language, components.checkedNames(for: language).map { Literal.interned(Array($0.utf8)) })
            })
            componentNames = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
                (language, components.namesByShape(for: language))
            })
            // A gate that asks for a component of a shape names the components known now.
            forgetGates()
        }
    }
    private var componentLiterals: [Language: [Literal]] = [:]
    /// The names of `components` of each shape, per language (what a gate's shapes stand for).
    private var componentNames: [Language: [ComponentShape: [String]]] = [:]
    /// Report findings in previews (`@Preview`, `#Preview`, `PreviewProvider`) too; by default
    /// they are dropped and counted (`takePreviewSkips`).
    public var includesPreviewCode = false {
        didSet { nodeRules.includesPreviewCode = includesPreviewCode }
    }

    /// Report findings in private code nothing in its file names too (`UncalledPrivateCode`):
    /// a rule's examples are fragments, whose private functions stand for ones the file calls.
    public var keepsUncalledPrivateCode = false {
        didSet { nodeRules.keepsUncalledPrivateCode = keepsUncalledPrivateCode }
    }

    /// Findings dropped for lying in previews since the last call.
    public func takePreviewSkips() -> Int { nodeRules.takePreviewSkips() }

    /// Records each file's part of the project's component summaries, when they are still to be
    /// made (`ComponentRecording`).
    package var componentRecorder: (any ComponentRecording)?
    private var componentRecord: FileComponentRecord?

    /// What the recorder recorded of the last file, if anything.
    package func takeComponentRecord() -> FileComponentRecord? {
        defer { componentRecord = nil }
        return componentRecord
    }

    /// - Parameter literalShortcuts: skip a rule on a file whose code lacks a word the rule
    ///   requires (`RequiredWords`). Off, every rule runs on every file of its language: the
    ///   reference the shortcut is tested and fuzzed against.
    public init(literalShortcuts: Bool = true) {
        self.literalShortcuts = literalShortcuts
    }

    /// Whether the file of `language` whose raw bytes are `text` needs lexing: it holds the
    /// words some rule requires, or a name the component checks or summaries look for. One
    /// pass over the bytes finds every word; the code view holds a word only where the bytes
    /// do, so a file without them has no finding and nothing for the component pass. The
    /// pass keeps where each word occurs: `findings` of the file lexed from `text` reads its
    /// code view's answers from there. When it needs none, `takeComponentRecord` has what the
    /// component pass needs of it.
    public func needsLexing(_ text: [UInt8], language: Language, rules: [Rule]) -> Bool {
        textBeforeLexing = nil
        guard literalShortcuts, gateOpened else { return true }
        expectWords(of: language, rules: rules)
        let needed = text.withByteView { bytes in
            literals.reset(bytes, kind: Self.kind(language), keepingOccurrences: true)
            defer { literals.detach() }
            if componentLiterals[language]?.contains(where: literals.contains) ?? false { return true }
            if let componentRecorder, componentRecorder.firstRound(language, literals) != .none { return true }
            // The rule that let the last file in is likely to let this one in too: asked first.
            let first = lastOpener[language] ?? 0
            for step in rules.indices {
                let index = (first + step) % rules.count
                guard rules[index].language == language, literals.passes(gate(of: rules, at: index), of: gates) else { continue }
                lastOpener[language] = index
                return true
            }
            return false
        }
        if needed { textBeforeLexing = text }
        if !needed, componentRecorder != nil {
            // What the recorder makes of a file that declares no component, from the bytes
            // instead of the code view: a name in a comment may ask for a second scan, never lose one.
            // A file read only for names (Java) calls no component any rule checks: no triples.
            componentRecord = FileComponentRecord(language: language, summaries: .noComponent,
                                                  calls: language.isReadForNamesOnly ? .hashes([])
                                                      : .triples(text.withByteView(ByteTriples.init)))
            componentRecord?.namedViews = componentRecorder?.namedViews(in: text, language: language)
        }
        return needed
    }

    /// The kind of file a literal index groups by: the language.
    private static func kind(_ language: Language) -> Int { Language.allCases.firstIndex(of: language) ?? 0 }

    /// Has the literal index find every word a file of `language` may be asked about in one
    /// pass per file: the words of each rule's gate and those the component recorder asks.
    /// Only for gated files: a matcher used alone reads no gate and pays for no word it does not ask.
    private func expectWords(of language: Language, rules: [Rule]) {
        guard !expectedLanguages.contains(language) else { return }
        var words = componentRecorder?.words(of: language) ?? []
        for index in rules.indices where rules[index].language == language {
            words += gates.literals(of: gate(of: rules, at: index))
        }
        literals.expect(words, kind: Self.kind(language))
        expectedLanguages.insert(language)
    }

    /// The gate of `rules[index]` in `gates`, read once per matcher and rule.
    private func gate(of rules: [Rule], at index: Int) -> Int {
        if index < gateOf.count, let known = gateOf[index], known.owner == ObjectIdentifier(rules[index].wordsOwner) {
            return known.gate
        }
        let rule = rules[index], owner = rule.wordsOwner
        // Rule sets that change (a batch where repositories bring their own) read the gates anew.
        if gates.count > 4 * rules.count + 256 { forgetGates() }
        while gateOf.count <= index { gateOf.append(nil) }
        let names = componentNames[rule.language] ?? [:]
        let gate = gates.add(rule.requiredWords.gate { names[$0] ?? [] })
        gateOf[index] = (ObjectIdentifier(owner), gate)
        gatedOwners.append(owner)
        return gate
    }

    /// Reads every gate anew when next asked, and the words the literal index expects.
    private func forgetGates() {
        guard gates.count > 0 || !gateOf.isEmpty else { return }
        gates.removeAll()
        gateOf = []
        gatedOwners = []
        expectedLanguages = []
        literals.stopExpecting()
    }

    /// All findings of `rules` in `source`, in report order, plus per-rule problems
    /// (a rule that hit the regex match limit on this file is reported and skipped). At most
    /// the first `FindingCap.perFile` findings are kept, with a problem saying so.
    public func findings(in source: SourceFile, rules: [Rule]) -> (findings: [Finding], problems: [FileProblem]) {
        var findings = CappedFindings()
        var problems: [FileProblem] = []
        var active: [Rule] = []
        var checkComponents = false
        var firstRound = ComponentFirstRound.none
        source.code.withByteView { code in
            let gated = literalShortcuts && gateOpened
            if gated { expectWords(of: source.language, rules: rules) }
            // The text it was lexed from had its pass (`needsLexing`): the same array, so compared at once.
            let lexedFromText = textBeforeLexing.map { $0 == source.text } ?? false
            textBeforeLexing = nil
            if !(lexedFromText && literals.moveToCodeView(code)) { literals.reset(code, kind: Self.kind(source.language)) }
            defer { literals.detach() }
            checkComponents = componentLiterals[source.language]?.contains(where: literals.contains) ?? false
            // Loops rather than `filter` and `contains(where:)`: no closure per rule and file.
            for index in rules.indices where rules[index].language == source.language {
                if !gated || literals.passes(gate(of: rules, at: index), of: gates) { active.append(rules[index]) }
            }
            gateOpened = true
            if let componentRecorder { firstRound = componentRecorder.firstRound(source.language, literals) }
        }
        let known = checkComponents ? rules.filter { $0.language == source.language } : []
        Rule.compile(active)
        Rule.compile(known)
        let tree = !active.isEmpty || checkComponents ? nodeRules.tree(of: source) : nil
        if let tree {
            nodeRules.findings(in: tree, rules: active, checkComponents: checkComponents,
                               known: known,
                               into: &findings, problems: &problems)
        }
        if let componentRecorder {
            componentRecord = componentRecorder.record(source, tree: tree, firstRound: firstRound, mayFire: active,
                                                       matcher: nodeRules)
            if tree != nil { componentRecord?.layoutAsks = nodeRules.layoutAsks }
            componentRecord?.namedViews = componentRecorder.namedViews(in: source.text, language: source.language)
        }
        let (kept, capped) = findings.finish(path: source.path)
        return (kept, problems + (capped.map { [$0] } ?? []))
    }

    /// The findings of `source` when those of `rules` without the project's components are
    /// known (`held`, fewer than the cap): only the calls of the components are checked, on
    /// the file's tree, and added, as `findings(in:rules:)` would have found them together.
    package func findings(in source: SourceFile, rules: [Rule], adding held: [Finding]) -> (findings: [Finding], problems: [FileProblem]) {
        var problems: [FileProblem] = []
        // The facts are lent by the language's rules, a library holding those of the rules run then.
        let known = rules.filter { $0.language == source.language }
        // Rules reading layouts ran while the layouts were unknown: they run again now, and what
        // they found then gives way (a layout may now keep one quiet, and the others are found
        // again: kept, they would be reported twice).
        let layoutReaders = !components.knowsLayouts ? [] : known.filter { $0.node?.readsLayouts == true }
        let rerun = Set(layoutReaders.map(\.id))
        var findings = CappedFindings()
        for finding in held where !rerun.contains(finding.ruleID) { findings.append(finding) }
        Rule.compile(known)
        nodeRules.findings(in: nodeRules.tree(of: source), rules: layoutReaders, checkComponents: true, known: known,
                           lenders: known, into: &findings, problems: &problems)
        let (kept, capped) = findings.finish(path: source.path)
        return (kept, problems + (capped.map { [$0] } ?? []))
    }
}
