@testable import A11yScanSyntax
import XCTest

/// Where a type's body begins and what belongs to it: a Kotlin primary constructor and a
/// supertype call before the body are the type's header, not a call whose trailing lambda is
/// the body; a local type does not swallow the call after it; an object expression is a
/// declaration of its own.
final class CallTreeTypeBodyTests: XCTestCase {
    private func outline(_ text: String, language: Language = .kotlin) -> String {
        let path = language == .kotlin ? "T.kt" : "T.swift"
        return CallTreeBuilder.build(SourceFile(path: path, language: language, text: Array(text.utf8)), names: NameTable([]))
            .outline()
    }

    func testKotlinPrimaryConstructorBelongsToTheClass() {
        XCTAssertEqual(outline("""
        class PlanPicker(private val planCard: MaterialCardView) {
            fun attach() {
                planCard.setOnClickListener { pick() }
            }
        }
        """), """
        class PlanPicker(planCard) @1:7
          function attach() @2:9
            call planCard.setOnClickListener {} @3:18
              [closure 0] call pick() @3:39
        """)
    }

    func testABodilessClassOnTheFilesLastLineKeepsItsSupertypes() {
        let kotlin = "class ProfileButton(context: Context) : AvatarButton(context)"
        XCTAssertEqual(outline(kotlin), outline(kotlin + "\n"), "the same with a line break after it")
        XCTAssertTrue(outline(kotlin).hasPrefix("class ProfileButton(context): AvatarButton(context) @1:7"))
        XCTAssertEqual(outline("final class ShareButton: UIButton", language: .swift),
                       "class ShareButton: UIButton @1:13")
    }

    func testKotlinMultilineConstructorWithSupertypeIsATypeNotACall() {
        XCTAssertEqual(outline("""
        class CheckoutViewModel(
            private val repository: CartRepository,
            private val payButton: MaterialButton
        ) : ViewModel() {
            fun render() {
                payButton.alpha = 0.4f
            }
        }

        fun unrelated() {}
        """), """
        class CheckoutViewModel(repository, payButton): ViewModel() @1:7
          [header] call ViewModel() @4:5
          function render() @5:9
            assign payButton.alpha = number @6:19
        function unrelated() @10:5
        """)
    }

    func testKotlinCallWithTrailingLambdaAfterALocalTypeStaysACall() {
        XCTAssertEqual(outline("""
        fun screen() {
            class Marker
            Row {
                Text("Total")
            }
        }
        """), """
        function screen() @1:5
          class Marker @2:11
          call Row {} @3:5
            [closure 0] call Text(string) @4:9
        """)
    }

    func testKotlinObjectExpressionIsADeclaration() {
        XCTAssertEqual(outline("""
        fun attach(row: View) {
            ViewCompat.setAccessibilityDelegate(row, object : AccessibilityDelegateCompat() {
                override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                    info.className = Button::class.java.name
                }
            })
        }
        """), """
        function attach(row) @1:5
          call ViewCompat.setAccessibilityDelegate(reference, other) @2:16
            [arg 1] object : AccessibilityDelegateCompat() @2:52
              [header] call AccessibilityDelegateCompat() @2:55
              function onInitializeAccessibilityNodeInfo(host, info) @3:22
                assign info.className = other @4:18
        """)
    }

    func testSwiftInheritanceClauseBelongsToTheStruct() {
        XCTAssertEqual(outline("""
        struct CartView: View {
            var body: some View {
                Text("Cart")
            }
        }
        """, language: .swift), """
        struct CartView: View @1:8
          property body: some View @2:9
            call Text(string) @3:9
        """)
    }
}
