@testable import A11yScanGuidelines
@testable import A11yScanRules
import Foundation
import XCTest
@testable import A11yScanCore

/// Guideline entries are data (`Patterns/entries/*.yml`): each file loads, the embedded copy is
/// the files' current text and the values they load to, and a broken file names its file, line and field.
final class GuidelineEntryFileTests: XCTestCase {
    private static let folder = RepositoryPaths.patterns.appendingPathComponent("entries")

    private func load(_ yaml: String, file: String = "entries/widget.yml") throws -> GuidelineEntry {
        try GuidelineEntryFile.load(yaml: yaml, file: file, source: .entryFile(file))
    }

    private func error(_ yaml: String, file: String = "entries/widget.yml") -> RuleFileError? {
        do {
            _ = try load(yaml, file: file)
            XCTFail("loaded:\n\(yaml)")
            return nil
        } catch let error as RuleFileError {
            return error
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    // MARK: The built-in files

    func testEveryEntryFileLoadsAndIsNamedAfterItsSlug() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10)
        for name in names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let entry = try GuidelineEntryFile.load(yaml: text, file: "Patterns/entries/\(name)", source: .builtIn)
            XCTAssertEqual("\(entry.slug).yml", name)
            XCTAssertTrue(text.hasPrefix("id: \(entry.slug)\n"), "\(name) starts with its id")
            XCTAssertEqual(GuidelineCatalog.builtIn.entry(entry.slug), entry, "\(name) differs from the embedded entry")
        }
        XCTAssertEqual(GuidelineCatalog.builtIn.slugs, names.map { String($0.dropLast(4)) })
    }

    func testEmbeddedEntriesEqualTheEntriesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        XCTAssertEqual(BuiltinEntries.files.map(\.name), names, "run `python3 scripts/embed-patterns.py`")
        for embedded in BuiltinEntries.files {
            let onDisk = try String(contentsOf: Self.folder.appendingPathComponent(embedded.name), encoding: .utf8)
            XCTAssertEqual(embedded.yaml + "\n", onDisk, "\(embedded.name) differs from its embedded copy; run `python3 scripts/embed-patterns.py`")
        }
    }

    func testEachEmbeddedEntryIsWhatTheLoaderReadsFromItsText() throws {
        XCTAssertEqual(BuiltInCatalog.entries.count, BuiltinEntries.files.count)
        for (file, embedded) in zip(BuiltinEntries.files, BuiltInCatalog.entries) {
            let loaded = try GuidelineEntryFile.load(yaml: file.yaml, file: "Patterns/entries/\(file.name)", source: .builtIn)
            XCTAssertEqual(embedded, loaded, "\(file.name): run `python3 scripts/embed-patterns.py`")
        }
    }

    // MARK: The format

    func testAFileGivesTitleSummaryExpectationsAndHintsPerFramework() throws {
        let entry = try load("""
            title: Widget
            summary: Something on screen.
            url: https://guides.example.org/widget
            name:
              conveys: Says what it is for.
              swiftui:
                - First hint.
                - Second hint.
              compose: One hint, given as a single line.
            focus:
              views: [Keep it focusable.]
            """)
        XCTAssertEqual(entry.slug, "widget", "without `id:`, the file name is the slug")
        XCTAssertEqual(entry.title, "Widget")
        XCTAssertEqual(entry.summary, "Something on screen.")
        XCTAssertEqual(entry.url, "https://guides.example.org/widget")
        XCTAssertEqual(entry.expectations, [.name: "Says what it is for."])
        XCTAssertEqual(entry.advice(for: .name, framework: .swiftui), ["First hint.", "Second hint."])
        XCTAssertEqual(entry.advice(for: .name, framework: .compose), ["One hint, given as a single line."])
        XCTAssertEqual(entry.advice(for: .focus, framework: .views), ["Keep it focusable."])
        XCTAssertEqual(entry.advice(for: .name, framework: .uikit), [])
        XCTAssertNil(entry.expectations[.focus])
        XCTAssertEqual(entry.source, .entryFile("entries/widget.yml"))
        XCTAssertEqual(try load("id: gadget\ntitle: G\nsummary: S\n").slug, "gadget", "`id:` wins over the file name")
    }

    func testBrokenFilesNameFileLineAndField() {
        let cases: [(yaml: String, line: Int?, field: String?, message: String)] = [
            ("title: W\nsummary: S\nlabel:\n  conveys: x\n", 3, "label", "unknown key"),
            ("title: W\nsummary: S\nname:\n  conveys: x\n  flutter: [y]\n", 5, "name.flutter", "unknown key"),
            ("title: W\nsummary: S\nrole:\n  conveys: ''\n", 4, "role.conveys", "must not be empty"),
            ("title: W\nsummary: S\nrole:\n  uikit: []\n", 4, "role.uikit", "expected at least one fix hint"),
            ("title: W\nsummary: S\nrole:\n  uikit:\n    - ok\n    - ' '\n", 6, "role.uikit", "fix hint 2 is empty"),
            ("title: W\nsummary: S\nrole:\n  uikit:\n    - {use: x}\n", 5, "role.uikit", "expected a list of strings"),
            ("title: W\nsummary: S\nstate: Announces its value.\n", 3, "state", "expected a mapping of keys to values"),
            ("title: W\nsummary: S\nstate: {}\n", 3, "state", "says nothing"),
            ("title: W\nsummary: S\nurl: ''\n", 3, "url", "must not be empty"),
            ("summary: S\n", 1, "title", "missing required key"),
            ("title: W\n", 1, "summary", "missing required key"),
            ("id: Date Picker\ntitle: W\nsummary: S\n", 1, "id", "`Date Picker` is not an entry slug"),
            ("title: [W]\nsummary: S\n", 1, "title", "expected a string"),
            ("title: W\nsummary: S\ntitle: X\n", 1, "title", "key given twice"),  // the parser names the mapping's line
            ("title: W\nsummary: S\nname:\n  conveys: x\n   swiftui: [y]\n", 5, nil, "not valid YAML"),
            ("- title: W\n", 1, nil, "expected a mapping of keys to values"),
        ]
        for (yaml, line, field, message) in cases {
            guard let error = error(yaml) else { continue }
            XCTAssertEqual(error.file, "entries/widget.yml", yaml)
            XCTAssertEqual(error.line, line, "\(yaml) → \(error)")
            XCTAssertEqual(error.field, field, "\(yaml) → \(error)")
            XCTAssertTrue(error.message.hasPrefix(message), "\(yaml) → \(error)")
        }
    }

    func testAFileNameThatIsNoSlugNeedsAnID() {
        let error = error("title: W\nsummary: S\n", file: "entries/Date Picker.yml")
        XCTAssertEqual(error?.field, "id")
        XCTAssertEqual(error?.hint, "use lowercase letters, digits and single `-`, e.g. `date-picker`")
    }

    func testSlugCheckAgreesWithSlugify() {
        for text in ["slider", "date-picker", "h1", "tab-bar-2", "", "-", "Slider", "date--picker", "-tab", "tab-", "date picker", "menü"] {
            XCTAssertEqual(GuidelineSlug.isSlug(text), !text.isEmpty && GuidelineSlug.slugify(text) == text, text)
        }
    }

    func testUnknownKeysListWhatIsAllowed() {
        XCTAssertEqual(error("title: W\nsummary: S\nname:\n  convey: x\n")?.hint,
                       "allowed here: compose, conveys, swiftui, uikit, views")
    }
}
