import A11yScanFindings
import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// While a project's layouts are still being read, a rule that reads them finds nothing; only the
/// files where such a rule got as far as asking for a view are scanned again once they are known.
final class LayoutAskTests: XCTestCase {
    private func asks(_ code: String) throws -> [LayoutAsk] {
        let rules = try RuleSet.builtIn(ids: ["views-layout-image-clicked-unnamed"]).rules
        let matcher = NodeRuleMatcher(scratch: RegexScratch())
        var findings = CappedFindings()
        var problems: [FileProblem] = []
        matcher.findings(in: SourceFile(path: "Screen.kt", language: .kotlin, text: Array(code.utf8)), rules: rules,
                         into: &findings, problems: &problems)
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        return matcher.layoutAsks
    }

    func testAClickOnAViewFoundByItsIdAsksForTheView() throws {
        XCTAssertEqual(try asks("""
            class TaskForm(root: View) {
                init { root.findViewById<ImageView>(R.id.delete).setOnClickListener { delete() } }
            }
            """), [LayoutAsk(name: "delete", shape: .image)])
    }

    func testAListenerRemovedOrNoClickAtAllAsksNothing() throws {
        XCTAssertEqual(try asks("""
            class TaskForm(root: View) {
                init { root.findViewById<ImageView>(R.id.delete).setOnClickListener(null) }
            }
            """), [])
        XCTAssertEqual(try asks("class TaskForm(root: View) { init { root.isClickable = false } }"), [])
    }

    func testTheAnswerIsTheLastFilesOnly() throws {
        XCTAssertEqual(try asks("val a = 1\nfun f(v: View) { v.findViewById<View>(R.id.a).setOnClickListener { } }").map(\.name), ["a"])
        XCTAssertEqual(try asks("val a = 1"), [])
    }

    func testOnlyALayoutViewOfTheAskedShapeMayAnswer() {
        let views = LayoutReader.views(in: Array("<ImageButton android:id=\"@+id/delete\" />\n<ImageView android:id=\"@+id/logo\" android:contentDescription=\"@string/logo\" />".utf8),
                                       path: "res/layout/form.xml")
        let index = LayoutIndex(views)
        XCTAssertTrue(index.mayAnswer(LayoutAsk(name: "delete", shape: .image)))
        XCTAssertFalse(index.mayAnswer(LayoutAsk(name: "logo", shape: .image)), "named in its layout")
        XCTAssertFalse(index.mayAnswer(LayoutAsk(name: "help", shape: .image)), "no such view")
    }
}
