@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// An app's own button class (`class AvatarButton: UIButton`, `class ShareButton :
/// AppCompatImageButton`) that gives itself an image and never a name leaves each place that
/// builds one to name it; a class that names itself, in its initializer or a method it calls,
/// makes every place clean.
final class ComponentButtonClassTests: XCTestCase {
    let rules = try! RuleSet.builtIn(examples: false, ids: [
        "uikit-image-button-missing-label", "views-image-button-missing-description",
    ]).rules

    let uikitButtons = """
        import UIKit

        final class DismissButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setup()
            }

            private func setup() {
                setImage(UIImage(named: "dismiss"), for: .normal)
            }
        }

        final class ShareButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                configureName()
            }

            private func configureName() {
                accessibilityLabel = NSLocalizedString("Share", comment: "")
            }
        }

        final class TitledButton: UIButton {
            func configure(title: String) {
                setTitle(title, for: .normal)
            }
        }
        """

    func testPlacesThatBuildAnUnnamedImageButtonClassAndNameNothingAreReported() {
        let screen = ComponentFixture.source("PlayerViewController.swift", """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let closeButton = DismissButton()
                private let namedCloseButton = DismissButton()
                private lazy var laterButton: DismissButton = {
                    let button = DismissButton(frame: .zero)
                    button.addTarget(self, action: #selector(close), for: .touchUpInside)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    namedCloseButton.accessibilityLabel = NSLocalizedString("Close", comment: "")
                    laterButton.accessibilityLabel = NSLocalizedString("Close", comment: "")
                    let share = ShareButton(frame: .zero)
                    let titled = TitledButton(frame: .zero)
                    let dismiss = DismissButton(frame: .zero)
                    dismiss.addTarget(self, action: #selector(close), for: .touchUpInside)
                    // Given its image here: the image-button rule's own finding, where the image is set.
                    let back = DismissButton(frame: .zero)
                    back.setImage(UIImage(named: "back"), for: .normal)
                    view.addSubview(closeButton)
                    view.addSubview(share)
                    view.addSubview(titled)
                    view.addSubview(dismiss)
                }
            }
            """)
        let found = ComponentFixture.findings([ComponentFixture.source("Buttons.swift", uikitButtons), screen], rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, [
            "PlayerViewController.swift:4 uikit-image-button-missing-label",
            "PlayerViewController.swift:18 uikit-image-button-missing-label",
            "PlayerViewController.swift:22 uikit-image-button-missing-label",
        ])
        XCTAssertFalse(found[2].message.contains("Through"), found[2].message)
        XCTAssertTrue(found[0].message.hasSuffix("Through `DismissButton` (Buttons.swift:3): the class gives itself an image "
                                                 + "and never a name, and the one built here gets none either."), found[0].message)
    }

    func testAnAndroidImageButtonClassIsCheckedWhereItIsBuilt() {
        let button = ComponentFixture.source("RefreshButton.kt", """
            class RefreshButton @JvmOverloads constructor(
                context: Context,
                attrs: AttributeSet? = null,
            ) : AppCompatImageButton(context, attrs) {
                init {
                    setImageResource(R.drawable.ic_refresh)
                }
            }

            class NamedRefreshButton(context: Context) : AppCompatImageButton(context) {
                init {
                    setImageResource(R.drawable.ic_refresh)
                    contentDescription = context.getString(R.string.refresh)
                }
            }
            """)
        let toolbar = ComponentFixture.source("Toolbar.kt", """
            class Toolbar(context: Context) : LinearLayout(context) {
                fun build() {
                    val refresh = RefreshButton(context)
                    addView(refresh)
                    val labelled = RefreshButton(context)
                    labelled.contentDescription = context.getString(R.string.refresh)
                    addView(labelled)
                    val named = NamedRefreshButton(context)
                    addView(named)
                }
            }
            """)
        XCTAssertEqual(ComponentFixture.findings([button, toolbar], rules: rules).map { "\($0.path):\($0.line) \($0.ruleID)" },
                       ["Toolbar.kt:3 views-image-button-missing-description"])
    }

    func testTheSummaryListsTheClassWithItsCheck() throws {
        let summaries = ComponentScan.summaries(of: [ComponentFixture.source("Buttons.swift", uikitButtons)], rules: rules)
        XCTAssertEqual(summaries.map(\.name), ["DismissButton", "ShareButton", "TitledButton"])
        XCTAssertEqual(summaries.map(\.kind), ["class", "class", "class"])
        let dismiss = try XCTUnwrap(summaries.first)
        XCTAssertEqual(dismiss.checks.map { "\($0.rule) \($0.controlLine) \($0.instances == true)" },
                       ["uikit-image-button-missing-label 10 true"])
        XCTAssertEqual(summaries.dropFirst().map(\.checks), [[], []])
    }
}
