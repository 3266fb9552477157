import XCTest
@testable import A11yScanCore

/// Checks the regions the engine derives around an anchor, on small sources.
final class ExtentsTests: XCTestCase {
    /// The extents of the first occurrence of `anchor` in `code`.
    private func withExtents(_ code: String, language: Language = .kotlin, anchor: String,
                             _ body: (MatchExtents, (Range<Int>?) -> String?) -> Void) {
        let source = SourceFile(path: language == .kotlin ? "Test.kt" : "Test.swift", language: language, text: Array(code.utf8))
        guard let found = code.range(of: anchor) else { return XCTFail("anchor `\(anchor)` not in the source") }
        let start = code.utf8.distance(from: code.utf8.startIndex, to: found.lowerBound)
        let range = start..<(start + anchor.utf8.count)
        source.code.withUnsafeBufferPointer { buffer in
            let extents = MatchExtents(source: source, code: buffer, anchor: range)
            body(extents) { range in range.map { source.string($0) } }
        }
    }

    func testKotlinTypeRegionIncludesPrimaryConstructor() {
        let code = """
        class PlanPicker(private val planCard: MaterialCardView) {
            fun attach() {
                planCard.setOnClickListener { pick() }
            }
        }
        """
        withExtents(code, anchor: "planCard.setOnClickListener") { extents, text in
            let type = text(extents.enclosure.type)
            XCTAssertEqual(type?.hasPrefix("class PlanPicker(private val planCard: MaterialCardView)"), true, type ?? "nil")
            XCTAssertEqual(type?.hasSuffix("}\n}"), true, type ?? "nil")
        }
    }

    func testKotlinMultilineConstructorWithSupertypeIsATypeNotACall() {
        let code = """
        class CheckoutViewModel(
            private val repository: CartRepository,
            private val payButton: MaterialButton
        ) : ViewModel() {
            fun render() {
                payButton.alpha = 0.4f
            }
        }

        fun unrelated() {}
        """
        withExtents(code, anchor: "payButton.alpha") { extents, text in
            XCTAssertFalse(extents.ancestors.contains { text($0.segment.name) == "ViewModel" },
                           "the class body was read as a trailing closure of `ViewModel()`")
            let type = text(extents.enclosure.type)
            XCTAssertEqual(type?.hasPrefix("class CheckoutViewModel(\n"), true, type ?? "nil")
            XCTAssertEqual(type?.contains("fun unrelated"), false, type ?? "nil")
        }
    }

    func testKotlinCallWithTrailingLambdaAfterTypeDeclarationStaysACall() {
        let code = """
        fun screen() {
            class Marker
            Row {
                Text("Total")
            }
        }
        """
        withExtents(code, anchor: "Text(") { extents, text in
            XCTAssertEqual(extents.ancestors.map { text($0.segment.name) ?? "" }, ["Row"])
            XCTAssertNil(extents.enclosure.type)
        }
    }

    func testKotlinObjectExpressionIsAType() {
        let code = """
        fun attach(row: View) {
            ViewCompat.setAccessibilityDelegate(row, object : AccessibilityDelegateCompat() {
                override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                    info.className = Button::class.java.name
                }
            })
        }
        """
        withExtents(code, anchor: "info.className") { extents, text in
            XCTAssertEqual(text(extents.enclosure.type)?.hasPrefix("object : AccessibilityDelegateCompat() {"), true)
        }
    }

    func testSwiftTypeRegionIncludesInheritanceClause() {
        let code = """
        struct CartView: View {
            var body: some View {
                Text("Cart")
            }
        }
        """
        withExtents(code, language: .swift, anchor: "Text(") { extents, text in
            XCTAssertEqual(text(extents.enclosure.type)?.hasPrefix("struct CartView: View {"), true)
        }
    }
}
