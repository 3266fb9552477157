@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest
@testable import A11yScanCore

/// Runs every rule's own examples: each `bad` gives exactly one finding of that rule and each
/// `good` none. The same bad examples must go silent inside a comment or a string (proof that
/// rules see the lexer's code view) and keep their position after multi-byte text.
final class PatternExamplesTests: XCTestCase {
    private static let rules: [Rule] = {
        do {
            return try RuleSet.load(directory: RepositoryPaths.patterns)
        } catch {
            XCTFail("Patterns/ does not load: \(error)")
            return []
        }
    }()

    /// As `a11yscan test` scans an example: with the layouts it carries.
    private func findings(_ code: String, _ rule: Rule) -> [Finding] {
        RuleExampleCheck.findings(code, rule)
    }

    func testPatternsFolderHasRules() {
        XCTAssertFalse(Self.rules.isEmpty, "no rules found in Patterns/")
    }

    func testEveryBadExampleIsFoundExactlyOnce() {
        for rule in Self.rules {
            for (index, example) in rule.examples.bad.enumerated() {
                let found = findings(example, rule)
                XCTAssertEqual(found.count, 1, "\(rule.id) bad[\(index)] gave \(found.count) findings:\n\(example)")
                let marker = rule.examples.markers[index]
                guard let finding = found.first else { continue }
                XCTAssertEqual("\(finding.line):\(finding.column)", "\(marker.line):\(marker.column)",
                               "\(rule.id) bad[\(index)] is found at another place than its ↓ marker:\n\(example)")
            }
        }
    }

    func testNoGoodExampleIsFound() {
        for rule in Self.rules {
            for (index, example) in rule.examples.good.enumerated() {
                let found = findings(example, rule)
                XCTAssertEqual(found.count, 0, "\(rule.id) good[\(index)] gave findings at \(found.map { "\($0.line):\($0.column)" }):\n\(example)")
            }
        }
    }

    func testBadExamplesInsideCommentsAreSilent() {
        for rule in Self.rules {
            for (index, example) in rule.examples.bad.enumerated() {
                // A layout or a nib has one kind of comment, `<!-- … -->`.
                if rule.language.isMarkup {
                    XCTAssertEqual(findings("<!-- commented out:\n\(example)\n-->\n", rule).count, 0,
                                   "\(rule.id) bad[\(index)] fires inside a comment")
                    continue
                }
                let wrapped = "/* commented out:\n\(example)\n*/\n"
                XCTAssertEqual(findings(wrapped, rule).count, 0, "\(rule.id) bad[\(index)] fires inside a block comment")
                let lineCommented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
                XCTAssertEqual(findings(lineCommented, rule).count, 0, "\(rule.id) bad[\(index)] fires inside line comments")
            }
        }
    }

    func testBadExamplesInsideStringsAreSilent() {
        // A layout's or a nib's text is in attribute values, which hold no elements.
        for rule in Self.rules where !rule.language.isMarkup {
            for (index, example) in rule.examples.bad.enumerated() {
                let wrapped = rule.language == .swift
                    ? "let snippet = #\"\"\"\n\(example)\n\"\"\"#\n"
                    : "val snippet = \"\"\"\n\(example)\n\"\"\"\n"
                XCTAssertEqual(findings(wrapped, rule).count, 0, "\(rule.id) bad[\(index)] fires inside a string literal")
            }
        }
    }

    func testBadExamplesKeepTheirColumnAfterMultibyteText() {
        for rule in Self.rules {
            for (index, example) in rule.examples.bad.enumerated() {
                guard let original = findings(example, rule).first else { continue }
                let declaration = rule.language == .swift ? "let naïveCafé = \"🎉\"; " : "val naïveCafé = \"🎉\"; "
                let shifted = "// 😀👍🏽 emoji and ünïcödé before the code\n" + declaration + example
                guard let moved = findings(shifted, rule).first else {
                    XCTFail("\(rule.id) bad[\(index)] is lost after multi-byte text")
                    continue
                }
                XCTAssertEqual(moved.line, original.line + 1, "\(rule.id) bad[\(index)] line")
                let expectedColumn = original.line == 1 ? original.column + declaration.unicodeScalars.count : original.column
                XCTAssertEqual(moved.column, expectedColumn, "\(rule.id) bad[\(index)] column")
            }
        }
    }

    func testEmbeddedRulesEqualPatternsFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.patterns.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        XCTAssertEqual(BuiltinPatterns.files.map(\.name), files, "run `python3 scripts/embed-patterns.py`")
        for embedded in BuiltinPatterns.files {
            let onDisk = try String(contentsOf: RepositoryPaths.patterns.appendingPathComponent(embedded.name), encoding: .utf8)
            XCTAssertEqual(embedded.yaml + "\n", onDisk, "\(embedded.name) differs from its embedded copy; run `python3 scripts/embed-patterns.py`")
        }
        XCTAssertEqual(try RuleSet.builtIn().rules.map(\.id), Self.rules.map(\.id).sorted())
    }
}
