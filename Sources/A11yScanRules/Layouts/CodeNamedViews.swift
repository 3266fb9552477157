import A11yScanSyntax

/// The views a project's Kotlin or Java code gives a spoken name, by the name the code finds them by:
/// `binding.deleteButton.contentDescription = …`, `deleteButton.setContentDescription(…)`,
/// `holder.unmute.tooltipText = …`, `ViewCompat.setTooltipText(binding.unmute, …)`,
/// `binding.play.text = …`, `field.hint = …`, a widget's `views.setContentDescription(R.id.play,
/// …)`. A layout element the code names this way is named when the user meets it, whatever its
/// layout says: a layout rule asks with `named-in-code: '${view}'`, and the id counts as written
/// (`delete_button`) and as view binding's field (`deleteButton`); a variable kept from
/// `findViewById(R.id.delete)` on the line of its declaration or assignment stands for that id.
/// Read from the bytes in one pass, with no call tree: the
/// name is the last name of the path before the property or setter, or, for a bare one, of the
/// path a scope function's block is about (`binding.delete.apply { contentDescription = … }`,
/// `.run { … }`, and `it.` inside `.also { … }` or `.let { … }`), or, for a view handed to a
/// function of the same file that names the parameter it takes it as, the argument's last name
/// (`NamingParameters`).
public struct CodeNamedViews: Sendable, Hashable {
    /// Names the code names a view by, directly.
    var direct: Set<String> = []
    /// `toggle = view.findViewById(R.id.play_pause)`: each variable, by the ids it holds.
    var aliases: [String: Set<String>] = [:]
    /// The app's extension functions on a view that name it (`fun ImageView.updateIcon(…) {
    /// contentDescription = … }`), and the views each function is called on.
    var namingFunctions: Set<String> = []
    var calls: [String: Set<String>] = [:]
    /// Names the code does something else to, directly (`ViewAction`).
    var acted: [ViewAction: Set<String>] = [:]
    /// Every name the code names a view by, once `resolve()` has run.
    public private(set) var names: Set<String> = []
    /// Every name of a view the code does each thing to, once `resolve()` has run.
    public private(set) var actedNames: [ViewAction: Set<String>] = [:]
    /// The names the Swift code names a view by (`CodeNamedViews(swift:)`), kept apart: a nib's
    /// outlets are Swift properties, and a Kotlin view of the same name says nothing of them.
    public internal(set) var swiftNames: Set<String> = []
    /// The classes the Swift code declares (`class NAME`): a nib's outlet owned by another
    /// class is an Objective-C one's, whose code the scan does not read.
    public internal(set) var swiftTypes: Set<String> = []

    public static let empty = CodeNamedViews()

    public init() {}

    public var isEmpty: Bool { names.isEmpty && swiftNames.isEmpty && swiftTypes.isEmpty }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether the code does `action` to the view `name` stands for (`drawn-in-code:`, …).
    public func does(_ action: ViewAction, _ name: String) -> Bool { actedNames[action]?.contains(name) ?? false }
    /// Whether the Swift code names a view by `name`.
    public func containsSwift(_ name: String) -> Bool { swiftNames.contains(name) }

    /// Whether the Swift code declares a class named `name`.
    public func declaresSwiftType(_ name: String) -> Bool { swiftTypes.contains(name) }

    /// Another file's findings added (call `resolve()` once all are in).
    public mutating func formUnion(_ other: CodeNamedViews) {
        direct.formUnion(other.direct)
        aliases.merge(other.aliases) { $0.union($1) }
        namingFunctions.formUnion(other.namingFunctions)
        calls.merge(other.calls) { $0.union($1) }
        acted.merge(other.acted) { $0.union($1) }
        swiftNames.formUnion(other.swiftNames)
        swiftTypes.formUnion(other.swiftTypes)
    }

    /// Works out `names`: the views named directly, through the app's naming functions, and the
    /// ids the variables so named hold. `ids` (the project's layout ids, as written and as view
    /// binding's fields) keeps only the calls of a naming function on a view a layout declares.
    public mutating func resolve(ids: Set<String>) {
        var all = direct
        var actedAll = acted
        for function in namingFunctions {
            guard let called = calls[function] else { continue }
            // A naming function sets the description: a name of the label kind too.
            all.formUnion(called.intersection(ids))
            actedAll[.labelled, default: []].formUnion(called.intersection(ids))
        }
        // What each variable stands for is added from what was done to the names themselves.
        let beforeAliases = actedAll
        for (variable, ids) in aliases {
            if all.contains(variable) { all.formUnion(ids) }
            for (action, names) in beforeAliases where names.contains(variable) { actedAll[action, default: []].formUnion(ids) }
        }
        names = all
        actedNames = actedAll
    }

    /// The properties and setters that name a view, after a `.`.
    static let naming: Set<String> = [
        "contentDescription", "setContentDescription", "tooltipText", "setTooltipText",
        "text", "setText", "hint", "setHint", "stateDescription", "setStateDescription",
    ]
    /// The same as bytes by length, compared without making a string of each member the code
    /// reads or hashing its bytes: most members have none of their lengths.
    static let namingByLength: [[[UInt8]]] = {
        var byLength = [[[UInt8]]](repeating: [], count: 32)
        for name in naming { byLength[name.utf8.count].append(Array(name.utf8)) }
        return byLength
    }()

    /// Whether the member at `member` is one of `naming`, or an app's own setter named after
    /// one of them and what else it does (`setTextAndVisible`, `setTextOrHide`,
    /// `setContentDescriptionAndTooltip`): the framework has no setter of that shape.
    @inline(__always)
    static func isNaming(_ bytes: ByteView, _ member: Range<Int>) -> Bool {
        if member.count < namingByLength.count, namingByLength[member.count].contains(where: { bytes[member].elementsEqual($0) }) {
            return true
        }
        return compoundSetter(bytes, member) != nil
    }
    /// Whether the naming member at `member` sets the view's text (`text`, `setText`,
    /// `setTextOrHide`): a button's name, but a text field's content.
    @inline(__always)
    static func isText(_ bytes: ByteView, _ member: Range<Int>) -> Bool {
        bytes[member].elementsEqual("text".utf8) || bytes[member].elementsEqual("setText".utf8)
            || compoundSetter(bytes, member).map { bytes[$0].elementsEqual("setText".utf8) } == true
    }
    /// The naming setter an app's own setter at `member` is named after, when its name is a
    /// naming setter, `And` or `Or`, and a capital (`setTextAndVisible` → `setText`).
    static func compoundSetter(_ bytes: ByteView, _ member: Range<Int>) -> Range<Int>? {
        guard member.count > 9, bytes[member.lowerBound] == UInt8(ascii: "s") else { return nil }
        for setter in compoundBases where member.count > setter.count + 2 {
            let base = member.lowerBound..<(member.lowerBound + setter.count)
            guard bytes[base].elementsEqual(setter) else { continue }
            for conjunction in compoundConjunctions {
                let end = base.upperBound + conjunction.count
                guard end < member.upperBound, bytes[base.upperBound..<end].elementsEqual(conjunction) else { continue }
                if bytes[end] >= UInt8(ascii: "A"), bytes[end] <= UInt8(ascii: "Z") { return base }
            }
        }
        return nil
    }
    static let compoundConjunctions: [[UInt8]] = [Array("And".utf8), Array("Or".utf8)]
    /// The setters an app's own setter is named after (see `compoundSetter`).
    static let compoundBases: [[UInt8]] = ["setContentDescription", "setText", "setHint", "setTooltipText"].map { Array($0.utf8) }
    /// Helpers that take the view as their first argument.
    static let namingHelpers: Set<String> = ["setTooltipText", "setStateDescription"]

    /// The views named in Kotlin `bytes`. The project's layouts are not known while one file is
    /// read, so every call on a name is kept as a candidate, and `resolve(ids:)` keeps those on
    /// the layouts' views.
    public init(kotlin bytes: [UInt8]) {
        bytes.withByteView { read($0, java: false) }
    }

    /// The views named in Java `bytes`: the same setters, and no picture the code changes
    /// (`drawn`), which only a Kotlin rule would report at its click.
    public init(java bytes: [UInt8]) {
        bytes.withByteView { read($0, java: true) }
    }

    /// Reads the file's bytes through a view (`ByteView`, no bounds checks in release builds):
    /// the loop visits every byte of the file.
    private mutating func read(_ bytes: ByteView, java: Bool) {
        var i = 0
        let n = bytes.count
        // The extension function on a view the scan is in (`fun ImageView.updateIcon(`).
        var extensionFunction: String?
        var blocks = ScopeBlocks()
        // `val saveAs = binding.saveAsBox`: each local, by the fields it is kept from (this file's).
        var pathAliases: [String: Set<String>] = [:]
        var parameters = NamingParameters()
        defer {
            for (view, labels) in parameters.namedViews() {
                direct.insert(view)
                if labels { acted[.labelled, default: []].insert(view) }
            }
            resolve(pathAliases)
        }
        while i < n {
            let byte = bytes[i]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { blocks.visit(byte) }
            if !java, byte == UInt8(ascii: "v"), let alias = Self.pathAlias(bytes, at: i) {
                pathAliases[alias.variable, default: []].insert(alias.field)
            }
            if !java, !blocks.isEmpty, let bare = Self.bareNaming(bytes, at: i) {
                if let owner = blocks.receiver {
                    record(bytes, member: bare, owner: owner)
                    parameters.noteNamed(owner, labels: !Self.isText(bytes, bare))
                }
                i = bare.upperBound
                continue
            }
            if !java, let owner = blocks.receiver, let bare = Self.bareAction(bytes, at: i) {
                // A picture changed there is not kept: the Kotlin rule a layout rule leaves such a
                // view to reads only calls made on a path, so the layout reports the view.
                if bare.action != .drawn { acted[bare.action, default: []].insert(owner) }
                i = bare.end
                continue
            }
            if byte == UInt8(ascii: "R"), let id = Self.idReference(bytes, at: i), let variable = Self.assigned(bytes, before: i) {
                aliases[variable, default: []].insert(id)
            }
            if byte == UInt8(ascii: "f"), let function = Self.extensionFunction(bytes, at: i) {
                if !java { parameters.enter(bytes, at: i) }
                extensionFunction = function.name
                i = function.end
                continue
            }
            if byte == UInt8(ascii: "c"), let function = extensionFunction, Self.startsWord(bytes, i, "contentDescription") {
                namingFunctions.insert(function)
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ","), let name = Self.passedName(bytes, after: i) {
                acted[.passed, default: []].insert(String(decoding: bytes[name], as: UTF8.self))
                if !java { parameters.notePassed(bytes, view: name, after: i) }
            }
            guard byte == UInt8(ascii: "."), i + 1 < n, Self.isStart(bytes[i + 1]) else {
                i += 1
                continue
            }
            let member = Self.word(bytes, from: i + 1)
            i = member.upperBound
            // The name of the path before the `.`, past `?` and `!!`.
            var end = member.lowerBound - 1
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            var start = end
            while start > 0, Self.isPart(bytes[start - 1]) { start -= 1 }
            if !java, let function = ScopeBlocks.function(bytes, member) {
                blocks.open(function, about: start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil)
                continue
            }
            guard start < end else { continue }
            // The view the path names: `it` in an `also` or `let` block is the block's path.
            // Made only for the members kept, as most members the code reads are none of them.
            let ownerOf = { () -> String in
                let written = String(decoding: bytes[start..<end], as: UTF8.self)
                return written == "it" ? blocks.argument ?? written : written
            }
            if let action = ViewAction.action(bytes, member) {
                // A picture Java changes is not kept: a layout rule leaves such a view to the
                // Kotlin rule that reports it at its click, and no rule reads Java.
                if !(java && action == .drawn) { acted[action, default: []].insert(ownerOf()) }
                continue
            }
            guard Self.isNaming(bytes, member) else {
                if i < n, bytes[i] == UInt8(ascii: "(") {
                    calls[String(decoding: bytes[member], as: UTF8.self), default: []].insert(ownerOf())
                }
                continue
            }
            let owner = ownerOf()
            let name = String(decoding: bytes[member], as: UTF8.self)
            if Self.namingHelpers.contains(name), owner == "ViewCompat" || owner == "TooltipCompat" {
                // `ViewCompat.setTooltipText(binding.unmute, …)`: the last name of the first argument.
                var j = i
                while j < n, bytes[j] == 32 { j += 1 }
                guard j < n, bytes[j] == UInt8(ascii: "(") else { continue }
                j += 1
                var last: Range<Int>?
                while j < n, bytes[j] != UInt8(ascii: ","), bytes[j] != UInt8(ascii: ")") {
                    if Self.isStart(bytes[j]) {
                        let part = Self.word(bytes, from: j)
                        last = part
                        j = part.upperBound
                    } else {
                        j += 1
                    }
                }
                if let last {
                    direct.insert(String(decoding: bytes[last], as: UTF8.self))
                    acted[.labelled, default: []].insert(String(decoding: bytes[last], as: UTF8.self))
                    parameters.noteNamed(String(decoding: bytes[last], as: UTF8.self), labels: true)
                }
                continue
            }
            if owner == "this", let function = extensionFunction { namingFunctions.insert(function) }
            // `views.setContentDescription(R.id.seek_back, …)`: a home-screen widget's
            // `RemoteViews` names the view of that id.
            if name == "setContentDescription", let id = Self.firstArgumentID(bytes, after: i) {
                direct.insert(id)
                acted[.labelled, default: []].insert(id)
            }
            record(bytes, member: member, owner: owner)
            parameters.noteNamed(owner, labels: !Self.isText(bytes, member))
        }
    }

    /// The view `owner` named by the naming member at `member`.
    private mutating func record(_ bytes: ByteView, member: Range<Int>, owner: String) {
        direct.insert(owner)
        if !Self.isText(bytes, member) { acted[.labelled, default: []].insert(owner) }
    }

    /// A naming property set or setter called with no path before it (`contentDescription = …`,
    /// `setContentDescription(…)`) starting at `start`: inside a scope function's block it names
    /// the block's receiver.
    private static func bareNaming(_ bytes: ByteView, at start: Int) -> Range<Int>? {
        guard isStart(bytes[start]), start == 0 || (!isPart(bytes[start - 1]) && bytes[start - 1] != UInt8(ascii: ".")) else { return nil }
        let member = word(bytes, from: start)
        guard isNaming(bytes, member) else { return nil }
        var j = member.upperBound
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        guard j < bytes.count else { return nil }
        if bytes[j] == UInt8(ascii: "(") { return bytes[member].first == UInt8(ascii: "s") ? member : nil }
        guard bytes[j] == UInt8(ascii: "="), j + 1 >= bytes.count || bytes[j + 1] != UInt8(ascii: "=") else { return nil }
        return member
    }

    /// A view action with no path before it (`setOnClickListener { … }`, `isVisible = true`)
    /// starting at `start`: inside a scope function's block it acts on the block's receiver. A
    /// property is an action only when set (`=`, not `==`).
    private static func bareAction(_ bytes: ByteView, at start: Int) -> (action: ViewAction, end: Int)? {
        guard isStart(bytes[start]), start == 0 || (!isPart(bytes[start - 1]) && bytes[start - 1] != UInt8(ascii: ".")) else {
            return nil
        }
        let member = word(bytes, from: start)
        guard let action = ViewAction.action(bytes, member) else { return nil }
        var j = member.upperBound
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        guard j < bytes.count else { return nil }
        if bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: "{") { return (action, member.upperBound) }
        guard bytes[j] == UInt8(ascii: "="), j + 1 >= bytes.count || bytes[j + 1] != UInt8(ascii: "=") else { return nil }
        return (action, member.upperBound)
    }

    /// The last name of an argument that is only a path of two names or more (`render(item,
    /// views.avatar)`, `listOf(card.member1, card.member2)`) starting after the `(` or `,` at
    /// `offset`: a view is reached through its binding or holder, and a bare name (`value`,
    /// `it`) would fill the component cache with the arguments of every call.
    /// Not a condition (`if (playing)`), not an id (`findViewById(R.id.share)` finds, not hands on).
    private static func passedName(_ bytes: ByteView, after offset: Int) -> Range<Int>? {
        if bytes[offset] == UInt8(ascii: "(") {
            var k = offset
            while k > 0, bytes[k - 1] == 32 { k -= 1 }
            var start = k
            while start > 0, isPart(bytes[start - 1]) { start -= 1 }
            if ["if", "while", "when", "for", "catch"].contains(where: { bytes[start..<k].elementsEqual($0.utf8) }) { return nil }
        }
        var j = offset + 1
        let n = bytes.count
        while j < n, bytes[j] == 32 || bytes[j] == 10 || bytes[j] == 9 { j += 1 }
        guard j < n, idReference(bytes, at: j) == nil else { return nil }
        var last: Range<Int>?
        var parts = 0
        while j < n, isStart(bytes[j]) {
            parts += 1
            let part = word(bytes, from: j)
            last = part
            j = part.upperBound
            while j < n, bytes[j] == UInt8(ascii: "?") || bytes[j] == UInt8(ascii: "!") { j += 1 }
            guard j + 1 < n, bytes[j] == UInt8(ascii: "."), isStart(bytes[j + 1]) else { break }
            j += 1
        }
        while j < n, bytes[j] == 32 || bytes[j] == 10 || bytes[j] == 9 { j += 1 }
        guard let last, parts >= 2, j < n, bytes[j] == UInt8(ascii: ")") || bytes[j] == UInt8(ascii: ",") else { return nil }
        return last
    }

    /// `fun Receiver.name(` at `start`: the function's name and the offset past it. Any `fun`
    /// ends the one before (a nested function is rare in view code).
    private static func extensionFunction(_ bytes: ByteView, at start: Int) -> (name: String?, end: Int)? {
        guard startsWord(bytes, start, "fun") else { return nil }
        var j = start + 3
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        guard j < bytes.count, isStart(bytes[j]) else { return (nil, j) }
        let receiver = word(bytes, from: j)
        j = receiver.upperBound
        guard j < bytes.count, bytes[j] == UInt8(ascii: "."), j + 1 < bytes.count, isStart(bytes[j + 1]) else { return (nil, j) }
        let name = word(bytes, from: j + 1)
        return (String(decoding: bytes[name], as: UTF8.self), name.upperBound)
    }

    /// Whether the word `text` stands at `start` (not inside a longer name).
    /// (Generic: the Kotlin reader passes a `ByteView`, the Swift one an array.)
    @inline(__always)
    static func startsWord<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ text: StaticString) -> Bool
    where Bytes.Index == Int {
        let count = text.utf8CodeUnitCount
        guard start + count <= bytes.count, start == 0 || !isPart(bytes[start - 1]),
              start + count == bytes.count || !isPart(bytes[start + count]) else { return false }
        return text.withUTF8Buffer { bytes[start..<start + count].elementsEqual($0) }
    }

    private static let idPrefix = Array("R.id.".utf8)

    /// The id of a call's first argument when it is one (`(R.id.play, …)`), the call's `(`
    /// at or after `offset` past spaces.
    private static func firstArgumentID(_ bytes: ByteView, after offset: Int) -> String? {
        var j = offset
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "(") else { return nil }
        j += 1
        while j < bytes.count, bytes[j] == 32 || bytes[j] == 10 || bytes[j] == 9 { j += 1 }
        guard j < bytes.count else { return nil }
        return idReference(bytes, at: j)
    }

    /// The id of `R.id.NAME` at `start`.
    private static func idReference(_ bytes: ByteView, at start: Int) -> String? {
        let prefix = idPrefix
        guard start + prefix.count < bytes.count, start == 0 || !isPart(bytes[start - 1]),
              bytes[start..<start + prefix.count].elementsEqual(prefix), isStart(bytes[start + prefix.count]) else { return nil }
        return String(decoding: bytes[word(bytes, from: start + prefix.count)], as: UTF8.self)
    }

    /// The variable a line assigns before `offset` (`x = …`, `val x: T = …`, `val x by …`), if any.
    private static func assigned(_ bytes: ByteView, before offset: Int) -> String? {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 10 { lineStart -= 1 }
        var equals: Int?
        var j = lineStart
        while j < offset {
            if bytes[j] == UInt8(ascii: "="), j + 1 < offset, bytes[j + 1] != UInt8(ascii: "="),
               j > lineStart, !"=!<>".utf8.contains(bytes[j - 1]) {
                equals = j
                break
            }
            j += 1
        }
        if equals == nil {
            // `val x by bind<T>(R.id.x)`: a delegated property.
            var k = lineStart
            while k + 3 < offset, !(bytes[k] == 32 && bytes[k + 1] == UInt8(ascii: "b") && bytes[k + 2] == UInt8(ascii: "y") && bytes[k + 3] == 32) {
                k += 1
            }
            if k + 3 < offset { equals = k }
        }
        guard var end = equals else { return nil }
        // `val x: ImageButton =`: the name before the type.
        if let colon = bytes[lineStart..<end].firstIndex(of: UInt8(ascii: ":")) { end = colon }
        while end > lineStart, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        var start = end
        while start > lineStart, isPart(bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    @inline(__always)
    static func word<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> Range<Int> where Bytes.Index == Int {
        var end = start
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        return start..<end
    }

    static func isStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func isPart(_ byte: UInt8) -> Bool { ByteClass.isASCIINamePart(byte) }
}
