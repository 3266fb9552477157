import XCTest
@testable import A11yScanCore

/// Reading `.a11yscan.yml` from real files: every key, paths resolved against the file's
/// folder, empty and null values, and errors that name the file, line and key.
final class ConfigurationLoaderTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("configuration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes `text` as `.a11yscan.yml` in `sub` of a fresh folder and loads it from disk.
    private func load(_ text: String, in sub: String = "project") throws -> (Configuration, URL) {
        let base = try folder().appendingPathComponent(sub)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let file = base.appendingPathComponent(".a11yscan.yml")
        try Data(text.utf8).write(to: file)
        return (try ConfigurationLoader.load(file: file.path), base)
    }

    func testEveryKeyIsReadAndPathsAreRelativeToTheFile() throws {
        let (configuration, base) = try load("""
            include: ["Sources/**"]
            exclude:
              - "**/Generated/**"
              - "*.pb.swift"
            rules:
              enable: [rule-a, rule-b]
              disable: [rule-b]
            severity:
              rule-a: error
              rule-b: note
            patterns: [rules, ../team/rules]
            guidelines:
              path: docs/guides
              url: https://example.org/a11y/{slug}
              aliases: {select-menu: dropdown}
            fail-on: error
            baseline: .a11yscan-baseline.json
            jobs: 3
            """)
        let root = base.path
        let parent = base.deletingLastPathComponent().path
        XCTAssertEqual(configuration.file, base.appendingPathComponent(".a11yscan.yml").path)
        XCTAssertEqual(configuration.include.map(\.pattern), ["Sources/**"])
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["**/Generated/**", "*.pb.swift"])
        XCTAssertEqual(configuration.rules.enable?.map(\.id), ["rule-a", "rule-b"])
        XCTAssertEqual(configuration.rules.enable?.map(\.line), [6, 6])
        XCTAssertEqual(configuration.rules.disable, [ConfiguredRuleID("rule-b", line: 7)])
        XCTAssertFalse(configuration.rules.runs("rule-b"))
        XCTAssertEqual(configuration.severity, [
            SeverityOverride(rule: ConfiguredRuleID("rule-a", line: 9), severity: .error),
            SeverityOverride(rule: ConfiguredRuleID("rule-b", line: 10), severity: .note),
        ])
        XCTAssertEqual(configuration.patterns, ["\(root)/rules", "\(parent)/team/rules"])
        XCTAssertEqual(configuration.guidelines, GuidelineConfiguration(
            path: "\(root)/docs/guides", urlTemplate: "https://example.org/a11y/{slug}", aliases: ["select-menu": "dropdown"]))
        XCTAssertEqual(configuration.failOn, .error)
        XCTAssertEqual(configuration.baseline, "\(root)/.a11yscan-baseline.json")
        XCTAssertEqual(configuration.jobs, 3)
    }

    func testOnlyIsAnotherSpellingOfEnableButNotBoth() throws {
        let (configuration, _) = try load("rules:\n  only: rule-a\n")
        XCTAssertEqual(configuration.rules.enable?.map(\.id), ["rule-a"])
        XCTAssertThrowsError(try load("rules:\n  enable: [a]\n  only: [a]\n")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.field, "rules.only")
            XCTAssertEqual((error as? ConfigurationError)?.line, 3)
        }
    }

    func testEmptyFilesAndNullValuesMeanNotSet() throws {
        for text in ["", "# only a comment\n", "~\n", "baseline:\njobs: ~\nrules:\ninclude: null\nguidelines:\n"] {
            let (configuration, _) = try load(text)
            XCTAssertEqual(configuration, Configuration(file: configuration.file), text)
            XCTAssertNotNil(configuration.file)
        }
    }

    func testBadKeysAndValuesNameFileLineAndKey() throws {
        let cases: [(text: String, line: Int?, field: String?, message: String)] = [
            ("jobs: 2\nexlude: [a]\n", 2, "exlude", "unknown key"),
            ("jobs: 0\n", 1, "jobs", "1 or more"),
            ("\njobs: many\n", 2, "jobs", "whole number"),
            ("fail-on: sometimes\n", 1, "fail-on", "unknown value `sometimes`"),
            ("severity:\n  rule-a: loud\n", 2, "severity.rule-a", "unknown severity `loud`"),
            ("severity: [rule-a]\n", 1, "severity", "expected a mapping"),
            ("include:\n  - ok/**\n  - \"[a-\"\n", 3, "include", "invalid glob"),
            ("exclude: [[a]]\n", 1, "exclude", "non-empty strings"),
            ("rules:\n  enable: [a]\n  bogus: 1\n", 3, "rules.bogus", "unknown key"),
            ("guidelines:\n  aliases: [x]\n", 2, "guidelines.aliases", "expected a mapping"),
            ("guidelines: {colour: red}\n", 1, "guidelines.colour", "unknown key"),
            ("jobs: 1\njobs: 2\n", 1, "jobs", "twice"),
            ("rules:\n  disable: [a]\n  disable: [b]\n", 2, "disable", "twice"),
            ("- a\n- b\n", 1, nil, "expected a mapping"),
            ("include: [a\n", 2, nil, "not valid YAML"),
            ("baseline: [a, b]\n", 1, "baseline", "expected a string"),
        ]
        for item in cases {
            XCTAssertThrowsError(try load(item.text), item.text) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("untyped error \(error)") }
                XCTAssertTrue(error.file.hasSuffix("/project/.a11yscan.yml"), error.file)
                XCTAssertEqual(error.line, item.line, item.text)
                XCTAssertEqual(error.field, item.field, item.text)
                XCTAssertTrue(error.message.contains(item.message), "\(item.text): \(error.message)")
            }
        }
    }

    func testUnknownKeyErrorListsTheAllowedKeys() throws {
        XCTAssertThrowsError(try load("failon: error\n")) { error in
            let hint = (error as? ConfigurationError)?.hint ?? ""
            XCTAssertTrue(hint.contains("fail-on"), hint)
        }
    }

    func testAnUnreadablePathIsAnErrorNamingIt() throws {
        let base = try folder()
        for path in [base.appendingPathComponent("missing.yml").path, base.path] {
            XCTAssertThrowsError(try ConfigurationLoader.load(file: path)) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("untyped error \(error)") }
                XCTAssertEqual(error.file, path)
                XCTAssertTrue(error.message.hasPrefix("cannot read the configuration file"), error.message)
            }
        }
    }
}
