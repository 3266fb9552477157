import Foundation
@testable import A11yScanComponents
@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The component cache's summaries as lines: what is written reads back equal, every optional
/// absent or present, strings with line breaks and backslashes included; text cut short or
/// changed reads as no cache at all (the project is summarised again).
final class ComponentCacheTextTests: XCTestCase {
    static let summaries: [ComponentSummary] = {
        var wrapper = ComponentSummary(
            name: "AppIconButton", language: .kotlin, kind: "composable", path: "ui/Buttons.kt", line: 12,
            parameters: [
                ComponentParameter(name: "description", label: "description", position: 1, defaultKind: .null,
                                   flows: ["Icon.contentDescription"]),
                ComponentParameter(name: "onClick", label: "onClick", position: 0, defaultKind: nil, flows: []),
            ],
            renders: ["IconButton", "Icon"],
            checks: [
                ComponentCheck(rule: "compose-icon-button-unlabeled", parameter: "description", control: "IconButton",
                               controlPath: "ui/Buttons.kt", controlLine: 14, via: [], fixedInComponent: nil),
                ComponentCheck(rule: "compose-image-unlabeled", parameter: nil, control: "Image", controlPath: "ui/a\\b\nc.kt",
                               controlLine: 3, via: ["Inner", "-"], fixedInComponent: false, standsForControl: true),
                ComponentCheck(rule: "uikit-image-button-missing-label", parameter: nil, control: "UIButton",
                               controlPath: "ui/Buttons.kt", controlLine: 30, via: [], instances: true),
            ],
            calls: [ComponentCall(callee: "Inner", line: 15, arguments: [
                ComponentArgument(label: nil, position: 0, kind: .reference, forwards: "description"),
                ComponentArgument(label: "+", position: 1, kind: .emptyString, forwards: nil),
            ], givenCallerModifier: true)],
            shape: .image)
        wrapper.uses = ["Icon": 2, "IconButton": 1, "": 0]
        wrapper.inherits = "App\\Base\nButton"
        let view = ComponentSummary(name: "Badge\r", language: .swift, kind: "view", path: "Badge.swift", line: 1,
                                    parameters: [], renders: [], checks: [], calls: [])
        return [wrapper, view]
    }()

    func testWrittenSummariesReadBackEqual() throws {
        let text = ComponentCacheText.write(Self.summaries)
        XCTAssertEqual(ComponentCacheText.read(Array(text.utf8)), Self.summaries)
        XCTAssertEqual(ComponentCacheText.read(Array(ComponentCacheText.write([]).utf8)), [])
    }

    /// The cache's lines name each field of the summary types one by one: a field added to a
    /// type without a line of its own would silently not survive the cache. This list fails
    /// first, and says where the field must go.
    func testEveryFieldOfTheSummaryTypesHasItsLine() {
        let wrapper = Self.summaries[0]
        let written: [(Any, [String])] = [
            (wrapper, ["name", "language", "kind", "path", "line", "parameters", "renders", "checks", "calls", "uses", "shape",
                       "inherits"]),
            (wrapper.parameters[0], ["name", "label", "position", "defaultKind", "flows"]),
            (wrapper.checks[0], ["rule", "parameter", "control", "controlPath", "controlLine", "via", "fixedInComponent",
                                 "standsForControl", "instances"]),
            (wrapper.calls[0], ["callee", "line", "arguments", "givenCallerModifier"]),
            (wrapper.calls[0].arguments[0], ["label", "position", "kind", "forwards"]),
        ]
        for (value, fields) in written {
            XCTAssertEqual(Mirror(reflecting: value).children.compactMap(\.label), fields,
                           "\(type(of: value)) changed: write and read the new field in ComponentCacheText, then list it here")
        }
    }

    /// An optional value is written after a `+`; one that starts with a combining mark makes
    /// one character with it, and still reads back.
    func testAnOptionalValueStartingWithACombiningMarkReadsBack() throws {
        var summary = Self.summaries[1]
        summary.inherits = "\u{301}Base"
        XCTAssertEqual(ComponentCacheText.read(Array(ComponentCacheText.write([summary]).utf8)), [summary])
    }

    /// Uses are a line of names and a line of counts: none, and one use of an empty name, read
    /// back apart.
    func testNoUsesAndOneUseOfAnEmptyNameReadBackApart() throws {
        var none = Self.summaries[1], empty = Self.summaries[1]
        none.uses = [:]
        empty.uses = ["": 2]
        XCTAssertEqual(ComponentCacheText.read(Array(ComponentCacheText.write([none, empty]).utf8)), [none, empty])
    }

    func testTextCutShortOrChangedIsNoCache() throws {
        let text = ComponentCacheText.write(Self.summaries)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertNil(ComponentCacheText.read(Array((lines.dropLast(2).joined(separator: "\n") + "\n").utf8)))
        XCTAssertNil(ComponentCacheText.read(Array((text + "extra\n").utf8)))
        XCTAssertNil(ComponentCacheText.read(Array(text.dropLast().utf8)))
        lines.remove(at: 5)  // the first summary's line number: every later value is one line early
        XCTAssertNil(ComponentCacheText.read(Array(lines.joined(separator: "\n").utf8)))
        XCTAssertNil(ComponentCacheText.read(Array(text.replacingOccurrences(of: "\nkotlin\n", with: "\ncobol\n").utf8)))
        XCTAssertNil(ComponentCacheText.read([]))
    }

    func testAWrittenCacheFileReadsBackWithItsEntriesAndSummaries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var cache = ComponentCache()
        cache.indexStamp = "stamp"
        cache.entries["ui/Buttons.kt"] = ComponentCache.Entry(size: 10, modified: 20, summaries: [Self.summaries[0]])
        cache.entries["Badge.swift"] = ComponentCache.Entry(size: 1, modified: 2, summaries: [Self.summaries[1]])
        let file = folder.appendingPathComponent("components.cache").path
        cache.write(file, key: "k")
        var read = try XCTUnwrap(ComponentCache.read(file, key: "k"))
        XCTAssertEqual(read.indexStamp, "stamp")
        // No component's root is fixed in it: the uses wait until read, or until a change or a write.
        var withoutUses = Self.summaries[0]
        withoutUses.uses = nil
        XCTAssertEqual(read.entries["ui/Buttons.kt"]?.summaries, [withoutUses])
        XCTAssertEqual(read.index.summaries.map(\.name), ["Badge\r", "AppIconButton"])
        read.readParts()
        XCTAssertNil(read.unreadParts)
        XCTAssertEqual(read.entries["ui/Buttons.kt"]?.summaries, [Self.summaries[0]])
        XCTAssertEqual(read.entries["Badge.swift"]?.modified, 2)
        XCTAssertNil(ComponentCache.read(file, key: "other"), "made for another key")

        // A component whose root is fixed in it: the index counts its calls from the uses of its
        // name, which every summary of its language holds at once; the others wait.
        var fixed = Self.summaries[0]
        fixed.checks[0].fixedInComponent = true
        fixed.uses?["AppIconButton"] = 3
        var caller = ComponentSummary(name: "Screen", language: .kotlin, kind: "composable", path: "ui/Screen.kt", line: 1,
                                      parameters: [], renders: [], checks: [], calls: [])
        caller.uses = ["AppIconButton": 2, "Text": 4]
        cache.entries["ui/Buttons.kt"]?.summaries = [fixed]
        cache.entries["ui/Screen.kt"] = ComponentCache.Entry(size: 3, modified: 4, summaries: [caller])
        cache.write(file, key: "k")
        var withFixed = try XCTUnwrap(ComponentCache.read(file, key: "k"))
        XCTAssertEqual(withFixed.index.summaries.map(\.uses), [nil, ["AppIconButton": 3], ["AppIconButton": 2]])
        let note = withFixed.index.fixedRootNote(path: "ui/Buttons.kt", line: 14, rule: "compose-icon-button-unlabeled")
        XCTAssertTrue(note?.contains("each of its 2 calls") ?? false, note ?? "no note")
        XCTAssertEqual(note,
                       ComponentIndex([Self.summaries[1], fixed, caller]).fixedRootNote(path: "ui/Buttons.kt", line: 14,
                                                                                        rule: "compose-icon-button-unlabeled"))
        withFixed.readParts()
        XCTAssertEqual(withFixed.entries, cache.entries)
    }

    /// A read cache leaves the parameters, renders and calls of a summary that neither has checks
    /// nor reaches one (through its calls, a wrapper of a wrapper, or its superclass), and its
    /// index passes checks on as one made from whole summaries does; all read back equal.
    func testSummariesThatReachNoCheckAreLeftAndTheIndexPassesChecksAsFromWholeOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cache-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let checked = Self.summaries[0]   // AppIconButton: its description parameter must be given
        func summary(_ name: String, calls callee: String?, forwarding: String? = "label", inherits: String? = nil,
                     language: Language = .kotlin) -> ComponentSummary {
            let parameter = ComponentParameter(name: "label", label: "label", position: 0, defaultKind: .null, flows: ["x"])
            let calls = callee.map { [ComponentCall(callee: $0, line: 3, arguments: [
                ComponentArgument(label: $0 == "AppIconButton" ? "description" : "label", position: 0, kind: .reference,
                                  forwards: forwarding),
            ], givenCallerModifier: false)] } ?? []
            var made = ComponentSummary(name: name, language: language, kind: inherits == nil ? "composable" : "class",
                                        path: "ui/\(name).kt", line: 1, parameters: [parameter], renders: ["Row"], checks: [],
                                        calls: calls)
            made.inherits = inherits
            made.uses = ["Row": 1]
            return made
        }
        let all = [
            checked,
            summary("Wrapper", calls: "AppIconButton"),
            summary("OuterWrapper", calls: "Wrapper"),
            summary("Unrelated", calls: "Row", forwarding: nil),
            summary("SwiftNamesake", calls: "AppIconButton", language: .swift),
            summary("Plain", calls: nil),
            summary("Subclass", calls: nil, inherits: "AppIconButton"),
        ]
        var cache = ComponentCache()
        for made in all { cache.entries[made.path, default: ComponentCache.Entry(size: 1, modified: 1, summaries: [])].summaries.append(made) }
        let file = folder.appendingPathComponent("components.cache").path
        cache.write(file, key: "k")
        var read = try XCTUnwrap(ComponentCache.read(file, key: "k"))
        func held(_ name: String) -> ComponentSummary? { read.entries["ui/\(name).kt"]?.summaries.first }
        XCTAssertEqual(held("Wrapper")?.calls, all[1].calls, "calls a component with checks: read whole")
        XCTAssertEqual(held("OuterWrapper")?.parameters, all[2].parameters, "calls a wrapper of it: read whole")
        XCTAssertEqual(held("Subclass")?.parameters, all[6].parameters, "extends it: read whole")
        for name in ["Unrelated", "SwiftNamesake", "Plain"] {
            XCTAssertEqual(held(name)?.parameters, [], name)
            XCTAssertEqual(held(name)?.calls, [], name)
        }
        let fromWhole = ComponentIndex(all)
        XCTAssertEqual(read.index.summaries.map(\.checks), fromWhole.summaries.map(\.checks))
        XCTAssertEqual(read.index.checkedNames(for: .kotlin), fromWhole.checkedNames(for: .kotlin))
        XCTAssertEqual(read.index.checkedNames(for: .kotlin).sorted(), ["AppIconButton", "OuterWrapper", "Wrapper"])
        read.readParts()
        XCTAssertNil(read.unreadParts)
        XCTAssertEqual(read.entries, cache.entries)

        // Parts passed over by their size and damaged within it: the cache is read, and the file
        // whose parts do not read is summarised again at the next scan, as a changed one is.
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let plain = try XCTUnwrap(text.range(of: "\nPlain\nkotlin\n"))
        let flows = try XCTUnwrap(text.range(of: "\nlabel\nlabel\n0\n+null\n1\nx\n", range: plain.upperBound..<text.endIndex))
        text.replaceSubrange(flows, with: "\nlabel\nlabel\nX\n+null\n1\nx\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        var damaged = try XCTUnwrap(ComponentCache.read(file, key: "k"))
        damaged.readParts()
        XCTAssertEqual(damaged.entries["ui/Plain.kt"]?.size, -1)
        XCTAssertEqual(damaged.entries.values.filter { $0.size == -1 }.count, 1, "only the damaged file")
    }

    /// The list of files ends at its first line of two dashes; a line of it with a field too
    /// many or too few, or a number that is none, makes the file no cache.
    func testTheListOfFilesEndsAtTheFirstLineOfTwoDashesAndEachLineIsAFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cache-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("components.cache").path
        func read(_ list: String, after: String = "0\n") throws -> ComponentCache? {
            try Data("\(ComponentCache.format) k\nstamp\n\(list)\(after)".utf8).write(to: URL(fileURLWithPath: file))
            return ComponentCache.read(file, key: "k")
        }
        let cache = try XCTUnwrap(try read("a.kt\t1\t-2\nb c.swift\t+3\t4\n--\n"))
        XCTAssertEqual(cache.indexStamp, "stamp")
        XCTAssertEqual(cache.entries.mapValues { [$0.size, $0.modified] }, ["a.kt": [1, -2], "b c.swift": [3, 4]])
        XCTAssertEqual(try read("--\n")?.entries.count, 0)
        XCTAssertNil(try read("a.kt\t1\t2\n"), "no end of the list")
        XCTAssertNil(try read("a.kt\t1\t2\n-x-\n"), "no end of the list")
        XCTAssertNil(try read("a.kt\t1\n--\n"), "a field too few")
        XCTAssertNil(try read("a.kt\t1\t2\t0\t1\t1\n--\n"), "a field too many")
        XCTAssertNil(try read("a.kt\t1\t2x\n--\n"), "not a number")
        XCTAssertNil(try read("a.kt\t\t2\n--\n"), "no number")
        XCTAssertNil(try read("a.kt\t1\t99999999999999999999\n--\n"), "too large a number")
        XCTAssertNil(try read("a.kt\t1\t2\n--\n", after: "1\n"), "a summary announced and missing")
        XCTAssertNil(try read("a.kt\t1\t2\t0\n--\n"), "a layout without views and without names")
        XCTAssertNil(try read("a.kt\t1\t2\t2\n--\n"), "two views announced and missing")
    }
}
