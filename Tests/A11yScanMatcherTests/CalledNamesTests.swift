@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// The names a file calls, kept for every file of a scan until the project's component
/// summaries are known: by hashes of its tree's calls, or by the byte triples of its code.
final class CalledNamesTests: XCTestCase {
    func testCalledNamesSayNoOnlyForNamesTheFileCannotCall() {
        let source = SourceFile(path: "Screen.kt", language: .kotlin, text: Array("""
            @Composable
            fun Screen(label: String) { BackButton(onClick = {}, contentDescription = label) }
            """.utf8))
        let calls = CalledNames(tree: CallTree.build(source))
        XCTAssertTrue(calls.mayCall(.init("BackButton")))
        XCTAssertFalse(calls.mayCall(.init("Screen")), "a declaration is no call")
        XCTAssertFalse(calls.mayCall(.init("label")), "nor is an argument")
        let triples = source.code.withByteView { CalledNames.triples(ByteTriples($0)) }
        for name in ["BackButton", "Screen", "ackBu", "on"] { XCTAssertTrue(triples.mayCall(.init(name)), name) }
        XCTAssertFalse(triples.mayCall(.init("ToolbarBack")))
    }

    func testAFileMayCallOneOfSeveralNamesExactlyWhenItMayCallOneOfThem() {
        let source = SourceFile(path: "Screen.kt", language: .kotlin, text: Array("""
            @Composable
            fun Screen(label: String) { Column { BackButton(onClick = {}); Title(label) } }
            """.utf8))
        let records = [CalledNames(tree: CallTree.build(source)),
                       source.code.withByteView { CalledNames.triples(ByteTriples($0)) }]
        let lists = [[], ["Screen"], ["Screen", "Title"], ["AppBar", "BackButton", "Row"], ["Zz", "Column", "Column"], ["ToolbarBack"]]
        for calls in records {
            for list in lists {
                XCTAssertEqual(calls.mayCallAny(of: .init(list)), list.contains { calls.mayCall(.init($0)) }, "\(list)")
            }
        }
        XCTAssertTrue(records[0].mayCallAny(of: .init(["AppBar", "BackButton"])))
        XCTAssertFalse(records[0].mayCallAny(of: .init(["Screen", "label"])))
    }
}
