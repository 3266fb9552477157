import A11yScanRules
import A11yScanSyntax
import XCTest
import A11yScanCore

/// Inputs the fuzzer (`scripts/fuzz`) found breaking an invariant, kept as bytes exactly as
/// found (after minimizing), each with the behaviour the fix restored.
final class FuzzRegressionTests: XCTestCase {
    /// `{(}` as Kotlin: the `(` is never closed, and used to run to the end of the file past
    /// its parent's `}`, so code after the block counted as inside the unclosed call.
    func testUnclosedOpenerEndsWithTheBlockThatEndedIt() {
        let input: [UInt8] = [0x7B, 0x28, 0x7D]
        // A layout or a nib has no brackets of code: its tree is made of tags.
        for language in Language.allCases where !language.isMarkup {
            let table = SourceFile(path: "fuzz", language: language, text: input + Array(" x".utf8)).brackets
            XCTAssertEqual(table.closer(ofOpenerAt: 1, end: 5), 2, "\(language): the `(` ends at the `}` that closed its parent")
            XCTAssertEqual(table.closer(ofOpenerAt: 0, end: 5), 2)
            XCTAssertNil(table.enclosingIndex(of: 4), "\(language): code after the block is inside nothing")
            XCTAssertEqual(table.enclosingIndex(of: 2), 1, "\(language): the closer itself is still inside both")
        }
    }

    /// The same recovery seen from a rule: an icon after a block holding a broken call is not
    /// "inside" the button the block belongs to.
    func testCodeAfterAnUnclosedCallIsNotInsideTheEnclosingButton() throws {
        let text = """
            Button(action: go) {
                Text("Save")
                HStack { broken(
                }
            }
            Image(systemName: "star")
            """
        let source = SourceFile(path: "A.swift", language: .swift, text: Array(text.utf8))
        let rules = try RuleSet.builtIn().rules
        let (findings, problems) = RuleMatcher().findings(in: source, rules: rules)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(findings.map(\.ruleID), [], "the image on line 6 is outside the button")
        let inside = text.replacingOccurrences(of: "    }\n}\nImage(systemName: \"star\")", with: "    }\n    Image(systemName: \"star\")\n}")
        let control = SourceFile(path: "A.swift", language: .swift, text: Array(inside.utf8))
        XCTAssertEqual(RuleMatcher().findings(in: control, rules: rules).findings.map(\.line), [5],
                       "moved inside the button, the same icon is reported")
    }

    /// A Kotlin file cut off inside a call (`Switch(state, on` at its very end): the last
    /// argument's value runs to the end of the file, and reading it as a member path looked at
    /// the byte after the file. Found by the rule-file fuzzer on a cut rule example.
    func testAnArgumentCutOffAtTheEndOfTheFileIsReadWithinTheFile() throws {
        for tail in ["Switch(state, on", "Switch(state, .on", "Switch(state, Role.", "Switch(state, -"] {
            let source = SourceFile(path: "Cut.kt", language: .kotlin, text: Array("fun A() {\n    \(tail)".utf8))
            let tree = CallTree.build(source)
            XCTAssertTrue(tree.nodes.contains { source.string($0.name) == "Switch" }, tail)
            XCTAssertEqual(RuleMatcher().findings(in: source, rules: try RuleSet.builtIn().rules).problems, [], tail)
        }
    }

    /// A Kotlin function whose result type opens a bracket the file never closes: the header
    /// ran to the end of the file, and trimming white space off its end read the byte after
    /// the file. Found by the source fuzzer.
    func testADeclarationHeaderCutOffAtTheEndOfTheFileIsTrimmedWithinTheFile() throws {
        let text = "private fun formatPrice(cents: Long):(?<! String = \"$\" + \"%.2f\".format(cents / 100.0)\n"
        let source = SourceFile(path: "Cut.kt", language: .kotlin, text: Array(text.utf8))
        let tree = CallTree.build(source)
        XCTAssertTrue(tree.nodes.contains { source.string($0.name) == "formatPrice" })
        XCTAssertTrue(tree.nodes.allSatisfy { Int($0.extentEnd) <= source.text.count }, "every node ends inside the file")
        XCTAssertEqual(RuleMatcher().findings(in: source, rules: try RuleSet.builtIn().rules).problems, [])
    }

    /// A layout whose lines end in lone carriage returns: its views' lines are counted as every
    /// finding's are (the fuzz target counted only line feeds and took line 2 for past the end).
    func testALayoutViewsLineCountsALoneCarriageReturnAsFindingsDo() {
        let text = Array("<LinearLayout>\r<ImageView android:id=\"@+id/icon\" />\r</LinearLayout>".utf8)
        let views = LayoutReader.views(in: text, path: "res/layout/row.xml")
        XCTAssertEqual(views.map(\.id), ["icon"])
        XCTAssertEqual(views.first?.line, 2)
        XCTAssertEqual(SourceFile(path: "res/layout/row.xml", language: .layout, text: text).lines.line(of: text.count), 3)
    }
}
