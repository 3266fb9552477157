import A11yScanSyntax

/// Every component summary of a project, by name, with checks passed on through wrappers of
/// wrappers: a component that hands its own parameter to another component's checked
/// parameter gets that check too (at most `maximumDepth` components deep, never in a cycle).
public struct ComponentIndex: Sendable {
    public private(set) var summaries: [ComponentSummary]
    private var byName: [Key: [Int]] = [:]
    private var checked: [Language: [String]] = [:]
    /// Names of components that stand for a kind of view, per language; a name two components
    /// share counts only when both have the shape.
    private var shaped: [Language: [String: ComponentShape]] = [:]
    /// Root controls without a name that one name in their component fixes for every call, by
    /// place and rule: the component, how many calls of it the app's views make, and how many of
    /// those label it themselves (`ComponentSummary.labelledUse`).
    private var fixedRoots: [String: (component: String, calls: Int, labelled: Int)] = [:]
    /// The views of the project's layout files, kept apart from its components (the component
    /// pass summarises both, and one cache holds them), indexed when a rule first asks.
    public let lazyLayouts: LazyLayoutIndex
    /// The views the project's Kotlin code names (kept by the component pass as summaries of
    /// kind `named-views`), resolved when a layout rule first asks.
    public let lazyNamedViews: LazyNamedViews
    package static let maximumDepth = 6

    /// The index of the views of the project's layout files (made on the first call).
    public var layouts: LayoutIndex { lazyLayouts.index }

    /// The views the project's Kotlin code names (resolved on the first call).
    public var namedViews: CodeNamedViews { lazyNamedViews.views }

    /// Whether the project's Kotlin code names views at all, known without resolving them.
    public var knowsNamedViews: Bool { lazyNamedViews !== LazyNamedViews.empty }

    /// Whether the project has layout views, known without indexing them.
    public var knowsLayouts: Bool { !lazyLayouts.isEmpty }

    /// The index of `summaries`, those of kind `layout` taken as the project's layout views.
    public init(_ summaries: consuming [ComponentSummary]) {
        var layouts = LazyLayoutIndex.empty
        if summaries.contains(where: { $0.kind == LayoutView.kind }) {
            layouts = LazyLayoutIndex(summaries.compactMap(LayoutView.init))
            summaries.removeAll { $0.kind == LayoutView.kind }
        }
        self.init(summaries, layouts: layouts)
    }

    /// The index of the components `summaries` (none of kind `layout`) and of the layout views
    /// `layouts` will give, read only if a rule asks (an editor's scan takes them from the cache).
    /// `namedViews`, when given, are the names of views the Kotlin code gives (else those among `summaries`).
    public init(_ summaries: consuming [ComponentSummary], layouts: LazyLayoutIndex, namedViews: LazyNamedViews? = nil) {
        lazyLayouts = layouts
        var named: [ComponentSummary] = []
        for index in summaries.indices where summaries[index].kind == CodeNamedViews.kind { named.append(summaries[index]) }
        if named.isEmpty {
            lazyNamedViews = namedViews ?? .empty
        } else {
            // Made when first asked (`prepare` may make them on another thread meanwhile): most of
            // the serial step between a scan's passes was reading every Kotlin file's names.
            let candidates = named
            lazyNamedViews = LazyNamedViews(layouts: layouts) { CodeNamedViews(candidates) }
            summaries.removeAll { $0.kind == CodeNamedViews.kind }
        }
        // Sorted in place: a sorted copy costs a reference count for each array of each summary.
        summaries.sort { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
        self.summaries = summaries
        // Summaries are read in place, by index: copying one costs a reference count for each of its arrays.
        byName.reserveCapacity(self.summaries.count)
        for index in self.summaries.indices {
            byName[Self.key(self.summaries[index].name, self.summaries[index].language), default: []].append(index)
        }
        passChecksThroughWrappers()
        countCallsOfFixedRoots()
        for index in self.summaries.indices where self.summaries[index].checks.contains(where: { $0.fixedInComponent != true }) {
            let name = self.summaries[index].name, language = self.summaries[index].language
            _ = RuleVocabulary.shared.number(name)
            if !(checked[language]?.contains(name) ?? false) { checked[language, default: []].append(name) }
        }
        // Only names with a shape are sorted (they are numbered in that order), not every name.
        let shapedKeys = byName.compactMap { key, all -> (Key, ComponentShape)? in
            guard let shape = self.summaries[all[0]].shape, all.allSatisfy({ self.summaries[$0].shape == shape }) else { return nil }
            return (key, shape)
        }
        for (key, shape) in shapedKeys.sorted(by: { ($0.0.language.rawValue, $0.0.name) < ($1.0.language.rawValue, $1.0.name) }) {
            _ = RuleVocabulary.shared.number(key.name)
            shaped[key.language, default: [:]][key.name] = shape
        }
    }

    public static let empty = ComponentIndex([])

    /// A component's name in its language.
    private struct Key: Hashable {
        let name: String
        let language: Language
    }

    private static func key(_ name: String, _ language: Language) -> Key { Key(name: name, language: language) }

    public func components(named name: String, language: Language) -> [ComponentSummary] {
        byName[Self.key(name, language)]?.map { summaries[$0] } ?? []
    }

    /// Names of components that have checks, for a language: the literals a file must contain
    /// for any call of them to be checked.
    public func checkedNames(for language: Language) -> [String] {
        checked[language] ?? []
    }

    /// Names of components that stand for a kind of view, for a language: a call of one can
    /// change what any rule finds (a rule's `component:` test reads them).
    public func shapedNames(for language: Language) -> [String] {
        shaped[language]?.keys.sorted() ?? []
    }

    /// The same by shape, each shape's names sorted: what a rule's gate asks a file to call
    /// for a `component:` test (`RequiredWords.gate(componentNames:)`).
    public func namesByShape(for language: Language) -> [ComponentShape: [String]] {
        guard let byName = shaped[language] else { return [:] }
        var names: [ComponentShape: [String]] = [:]
        for (name, shape) in byName { names[shape, default: []].append(name) }
        return names.mapValues { $0.sorted() }
    }

    /// Files holding the root control of a component fixed in one place: their findings' messages
    /// count the component's calls, which only the whole project's summaries know.
    public var pathsOfFixedRoots: Set<String> {
        Set(fixedRoots.keys.map { String($0.prefix { $0 != "\u{0}" }) })
    }

    /// The components of a language that stand for a kind of view, by the number `names` gives
    /// their name (what an evaluator's `component:` test reads).
    public func shapes(for language: Language, names: NameTable) -> [Int32: ComponentShape] {
        guard let byName = shaped[language] else { return [:] }
        var numbers: [Int32: ComponentShape] = [:]
        for (name, shape) in byName {
            let number = names.lookup(name)
            if number >= 0 { numbers[number] = shape }
        }
        return numbers
    }

    /// For a finding of `rule` at `path`:`line` that is the root control of a component fixed in
    /// one place: a sentence saying how many calls show it, since its calls are not reported.
    public func fixedRootNote(path: String, line: Int, rule: String) -> String? {
        guard !fixedRoots.isEmpty, let root = fixedRoots["\(path)\u{0}\(line)\u{0}\(rule)"] else { return nil }
        let calls = root.calls == 1 ? "its 1 call" : root.calls > 1 ? "its \(root.calls) calls" : "its calls"
        return " `\(root.component)` shows this same control at each of \(calls) in the app's views: "
            + "naming it here, once, names it at all of them."
    }

    /// Whether the root control of a component fixed in one place at `path`:`line` for `rule`
    /// is labelled by every call the app's views make of it (at least one): no user meets it
    /// without a name, so it is no finding.
    public func isLabelledAtEveryCall(path: String, line: Int, rule: String) -> Bool {
        guard !fixedRoots.isEmpty, let root = fixedRoots["\(path)\u{0}\(line)\u{0}\(rule)"] else { return false }
        return Self.isLabelledAtEveryCall(root)
    }

    private static func isLabelledAtEveryCall(_ root: (component: String, calls: Int, labelled: Int)) -> Bool {
        root.calls > 0 && root.labelled >= root.calls
    }

    private mutating func countCallsOfFixedRoots() {
        // Only the calls of components with a root fixed in one place are counted: each summary
        // is asked for those few names, not its every use.
        let fixed = summaries.indices.filter { summaries[$0].checks.contains(where: { $0.fixedInComponent == true }) }
        guard !fixed.isEmpty else { return }
        var counted: [Language: Set<String>] = [:]
        for index in fixed {
            counted[summaries[index].language, default: []].formUnion([summaries[index].name,
                                                                      ComponentSummary.labelledUse(of: summaries[index].name)])
        }
        var counts: [Key: Int] = [:]
        for index in summaries.indices {
            guard let names = counted[summaries[index].language], let uses = summaries[index].uses else { continue }
            let language = summaries[index].language
            if uses.count < names.count {
                for (name, count) in uses where names.contains(name) { counts[Self.key(name, language), default: 0] += count }
            } else {
                for name in names { if let count = uses[name] { counts[Self.key(name, language), default: 0] += count } }
            }
        }
        for index in fixed {
            let summary = summaries[index]
            // Calls are counted by name: when two components share it, the number is left out (0).
            let unique = byName[Self.key(summary.name, summary.language)]?.count == 1
            for check in summary.checks where check.fixedInComponent == true {
                let own = summary.uses?[summary.name] ?? 0
                let calls = unique ? (counts[Self.key(summary.name, summary.language)] ?? 0) - own : 0
                let labelled = unique ? counts[Self.key(ComponentSummary.labelledUse(of: summary.name), summary.language)] ?? 0 : 0
                fixedRoots["\(check.controlPath)\u{0}\(check.controlLine)\u{0}\(check.rule)"] = (summary.name, calls, labelled)
            }
        }
    }

    /// The argument of `call` that gives `parameter`: by label, else by position.
    static func argument(for parameter: ComponentParameter, in arguments: [ComponentArgument]) -> ComponentArgument? {
        if let labelled = arguments.first(where: { $0.label == parameter.label || $0.label == parameter.name }) { return labelled }
        return arguments.first { $0.label == nil && $0.position == parameter.position }
    }

    /// Passes checks on, a round per level (at most `maximumDepth`), never to a component the
    /// check already went through: through calls (`passedThrough`), and from a button class
    /// to the app's classes extending it (`inherited`). Summaries are read in place, by index:
    /// copying one costs a reference count for each of its arrays.
    private mutating func passChecksThroughWrappers() {
        let links = wrapperLinks()
        for _ in 0..<Self.maximumDepth {
            var changed = false
            for link in links {
                let caller = link.caller
                var passed: [ComponentCheck] = []
                for (call, callee) in link.callees {
                    for check in summaries[callee].checks {
                        if let check = passedThrough(check, call: call, from: callee, to: caller) { passed.append(check) }
                    }
                }
                for parent in link.parents {
                    for check in summaries[parent].checks {
                        if let check = inherited(check, from: summaries[parent].name, by: summaries[caller].name) { passed.append(check) }
                    }
                }
                for check in passed where !summaries[caller].checks.contains(where: { $0.rule == check.rule && $0.parameter == check.parameter }) {
                    summaries[caller].checks.append(check)
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// For each summary that calls other components or extends a button class of the app: the
    /// summaries its calls reach (by call) and the classes it extends, in the order checks are passed.
    private func wrapperLinks() -> [(caller: Int, callees: [(call: Int, callee: Int)], parents: [Int])] {
        var links: [(caller: Int, callees: [(call: Int, callee: Int)], parents: [Int])] = []
        for index in summaries.indices where !summaries[index].calls.isEmpty || summaries[index].inherits != nil {
            let name = summaries[index].name, language = summaries[index].language
            var callees: [(call: Int, callee: Int)] = []
            for (call, made) in summaries[index].calls.enumerated() {
                for callee in byName[Self.key(made.callee, language)] ?? [] where summaries[callee].name != name {
                    callees.append((call, callee))
                }
            }
            var parents: [Int] = []
            if let superclass = summaries[index].inherits {
                parents = (byName[Self.key(superclass, language)] ?? []).filter {
                    summaries[$0].kind == "class" && summaries[$0].name != name
                }
            }
            if !callees.isEmpty || !parents.isEmpty { links.append((index, callees, parents)) }
        }
        return links
    }

    /// The check call number `call` of `caller` passes on from `callee`: a missing parameter of
    /// `callee` the caller forwards its own parameter to (one that can be missing too), or a
    /// control `callee`'s calls are checked as, when the call is the caller's root and takes the
    /// caller's modifier.
    private func passedThrough(_ check: ComponentCheck, call: Int, from callee: Int, to caller: Int) -> ComponentCheck? {
        let callerName = summaries[caller].name
        guard !check.via.contains(callerName) else { return nil }
        let calleeName = summaries[callee].name
        if check.standsForControl == true {
            guard summaries[caller].calls[call].givenCallerModifier == true else { return nil }
            return ComponentCheck(rule: check.rule, control: check.control, controlPath: check.controlPath,
                                  controlLine: check.controlLine, via: [calleeName] + check.via, standsForControl: true)
        }
        guard let name = check.parameter, let parameter = summaries[callee].parameter(named: name),
              let argument = Self.argument(for: parameter, in: summaries[caller].calls[call].arguments),
              let forwarded = argument.forwards,
              let own = summaries[caller].parameter(named: forwarded),
              own.missingByDefault || own.defaultKind == nil else { return nil }
        return ComponentCheck(rule: check.rule, parameter: own.name, control: check.control, controlPath: check.controlPath,
                              controlLine: check.controlLine, via: [calleeName] + check.via)
    }

    /// The check a button class passes on to a class extending it: the places that build one
    /// of its instances must name it, since the class shows the same unnamed image.
    private func inherited(_ check: ComponentCheck, from parent: String, by child: String) -> ComponentCheck? {
        guard check.instances == true, !check.via.contains(child) else { return nil }
        return ComponentCheck(rule: check.rule, control: check.control, controlPath: check.controlPath,
                              controlLine: check.controlLine, via: [parent] + check.via, instances: true)
    }
}
