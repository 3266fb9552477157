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
                setImage(UIImage(named: "cross"), for: .normal)
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
                    back.setImage(UIImage(named: "chevron-left"), for: .normal)
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

    /// A class extending the app's own button class shows that class's image: unless it names
    /// itself, the places that build one are checked, through any number of such classes up
    /// to the summaries' depth, and a cycle of classes ends.
    func testASubclassOfAnAppsButtonClassPassesTheCheckOnUnlessItNamesItself() {
        let subclasses = ComponentFixture.source("Avatars.swift", """
            import UIKit

            class AvatarButton: DismissButton {
                func round() { layer.cornerRadius = 12 }
            }

            final class SmallAvatarButton: AvatarButton {}

            final class ProfileButton: AvatarButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = NSLocalizedString("Profile", comment: "")
                }
            }

            class LoopOneButton: LoopTwoButton {}
            class LoopTwoButton: LoopOneButton {}
            """)
        let screen = ComponentFixture.source("AccountViewController.swift", """
            import UIKit

            final class AccountViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let avatar = AvatarButton(frame: .zero)
                    let small = SmallAvatarButton(frame: .zero)
                    let named = SmallAvatarButton(frame: .zero)
                    named.accessibilityLabel = NSLocalizedString("Account", comment: "")
                    let profile = ProfileButton(frame: .zero)
                    let share = ShareButton(frame: .zero)
                    let loop = LoopOneButton(frame: .zero)
                    [avatar, small, named, profile, share, loop].forEach(view.addSubview)
                }
            }
            """)
        let found = ComponentFixture.findings([ComponentFixture.source("Buttons.swift", uikitButtons), subclasses, screen],
                                              rules: rules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" }, [
            "AccountViewController.swift:6 uikit-image-button-missing-label",
            "AccountViewController.swift:7 uikit-image-button-missing-label",
        ])
        XCTAssertTrue(found.last?.message.hasSuffix("Through `SmallAvatarButton` → `AvatarButton` → `DismissButton` (Avatars.swift:7): "
                                                 + "the class it extends gives it an image and never a name, and the one built "
                                                 + "here gets none either.") ?? false, found.last?.message ?? "")
    }

    func testASubclassOfAnAppsImageButtonIsCheckedWhereItIsBuilt() {
        let buttons = ComponentFixture.source("ActionButtons.kt", """
            open class ActionImageButton(context: Context) : AppCompatImageButton(context) {
                init {
                    setImageResource(R.drawable.ic_share)
                }
            }

            class ShareActionButton(context: Context) : ActionImageButton(context)

            """)
        let toolbar = ComponentFixture.source("ShareBar.kt", """
            class ShareBar(context: Context) : LinearLayout(context) {
                fun build() {
                    val share = ShareActionButton(context)
                    addView(share)
                    val named = ShareActionButton(context)
                    named.contentDescription = context.getString(R.string.share)
                    addView(named)
                }
            }
            """)
        XCTAssertEqual(ComponentFixture.findings([buttons, toolbar], rules: rules).map { "\($0.path):\($0.line) \($0.ruleID)" },
                       ["ShareBar.kt:3 views-image-button-missing-description"])
    }

    /// Only the view frameworks' rules give a button class checks: a Compose rule whose subject
    /// is any call (`compose-clickable-icon-unlabeled`) once took the supertype's constructor
    /// call or `setImageResource` for a control of the class.
    func testOnlyViewFrameworkRulesGiveAButtonClassChecks() throws {
        let button = ComponentFixture.source("RefreshButton.kt", """
            class RefreshButton(context: Context) : AppCompatImageButton(context) {
                init {
                    setImageResource(R.drawable.ic_refresh)
                }
            }
            """)
        let allRules = try RuleSet.builtIn(examples: false).rules
        let summaries = ComponentScan.summaries(of: [button], rules: allRules)
        XCTAssertEqual(summaries.map { "\($0.name) \($0.checks.map(\.rule))" },
                       ["RefreshButton [\"views-image-button-missing-description\"]"])
    }

    /// A class (here a stack view extending the app's `DisclosureButton`) that builds a control
    /// as a subview (`private let slider = UISlider()`) does not give itself that control: the slider is reported where it is built, once, and the
    /// places that build the class are not.
    func testAControlAClassBuildsAsASubviewIsNotTheClassItself() {
        let panel = ComponentFixture.source("GainPanel.swift", """
            import UIKit

            final class GainPanel: DisclosureButton {
                private let gainLabel = UILabel()
                private let gainSlider = UISlider()

                init(title: String) {
                    super.init(frame: .zero)
                    gainLabel.text = title
                    addArrangedSubview(gainLabel)
                    addArrangedSubview(gainSlider)
                }
            }

            class DisclosureButton: UIStackView {
                private let openButton = UIButton()

                func setTitle(_ title: String) {
                    openButton.setTitle(title, for: .normal)
                }
            }
            """)
        let screen = ComponentFixture.source("MixerView.swift", """
            import UIKit

            final class MixerView: UIView {
                private var gainPanel: GainPanel?

                func build() {
                    gainPanel = GainPanel(title: NSLocalizedString("Gain", comment: ""))
                }
            }
            """)
        let rules = try! RuleSet.builtIn(examples: false, ids: ["uikit-control-missing-label"]).rules
        XCTAssertEqual(ComponentFixture.findings([panel, screen], rules: rules).map { "\($0.path):\($0.line) \($0.ruleID)" },
                       ["GainPanel.swift:5 uikit-control-missing-label"])
    }
}

