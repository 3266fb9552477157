@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
import Foundation
import XCTest

/// A UIKit project of Swift code and a nib: an image-only button the nib names nowhere is
/// reported at its start tag, unless the Swift code names it through the outlet the nib wires
/// to it, or the app's button class (`customClass`) names itself; the same whether the names
/// were made before the scan, during it, or read from the cache.
final class InterfaceBuilderScanTests: XCTestCase {
    private var folder: URL!
    private var rules: RuleSet!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-nibs-\(UUID().uuidString)")
        rules = try RuleSet.builtIn(ids: ["uikit-nib-image-button-unnamed"])
        try write("ref: refs/heads/main\n", ".git/HEAD")
        try write("""
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var closeButton: UIButton!
                @IBOutlet weak var shareButton: UIButton!
                @IBOutlet weak var skipButton: UIButton!
                @IBOutlet weak var moreButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.accessibilityLabel = NSLocalizedString("Close", comment: "")
                    shareButton.configuration?.title = "Share"
                    skipButton.isEnabled = false
                }
            }
            """, "App/PlayerViewController.swift")
        try write("""
            class LikeButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    accessibilityLabel = NSLocalizedString("Like", comment: "")
                }
            }
            """, "App/LikeButton.swift")
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                        <connections>
                            <outlet property="closeButton" destination="cl-OS-E01" id="o1"/>
                            <outlet property="shareButton" destination="sh-AR-E02" id="o2"/>
                            <outlet property="skipButton" destination="sk-IP-E03" id="o3"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root-view">
                        <subviews>
                            <button opaque="NO" buttonType="system" id="cl-OS-E01">
                                <state key="normal" image="close"/>
                            </button>
                            <button opaque="NO" buttonType="system" id="sh-AR-E02">
                                <state key="normal" image="share"/>
                            </button>
                            <button opaque="NO" buttonType="system" id="sk-IP-E03">
                                <state key="normal" image="skip"/>
                            </button>
                            <button opaque="NO" buttonType="custom" id="lk-IK-E04" customClass="LikeButton">
                                <state key="normal" image="heart"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """, "App/PlayerViewController.xib")
        // An Objective-C controller's outlet: its code is not read, so its button counts as named.
        try write("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LegacyCallViewController">
                        <connections>
                            <outlet property="hangUpButton" destination="hg-UP-E05" id="o5"/>
                        </connections>
                    </placeholder>
                    <button opaque="NO" buttonType="custom" id="hg-UP-E05">
                        <state key="normal" image="call_hangup"/>
                    </button>
                </objects>
            </document>
            """, "App/LegacyCallViewController.xib")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    func testAButtonTheCodeNamesThroughItsOutletOrItsClassIsNotReported() throws {
        // Only the skip button: its outlet's property is used, but never to name it.
        let expected = ["App/PlayerViewController.xib:19:17 uikit-nib-image-button-unnamed"]
        let cache = folder.appendingPathComponent(".cache").path
        ComponentFixture.assertEveryPreparationFinds(expected, in: folder, rules: rules, cache: cache,
                                                     describe: { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" })
    }

    func testSwiftNamesAreTheOwnersOfTheNamingMembers() {
        let names = CodeNamedViews(swift: Array("""
            class HeaderView: UIView {
                func setUp() {
                    playButton.accessibilityLabel = title
                    self.infoButton?.setTitle(text, for: .normal)
                    menuButton.titleLabel?.text = "Menu"
                    rateButton.configuration = .filled(); rateButton.configuration?.title = "Rate"
                    hiddenIcon.isAccessibilityElement = false
                    avatarView.image = picture
                    navigationItem.title = "Header"
                    self.accessibilityLabel = "Header"
                }
                private lazy var settingsButton: UIButton = {
                    let button = UIButton()
                    button.accessibilityLabel = L10n.settings
                    return button
                }()
                func layout() { stackView.spacing = 8 }
            }
            """.utf8))
        XCTAssertEqual(names.swiftNames, ["playButton", "infoButton", "menuButton", "rateButton", "hiddenIcon", "HeaderView",
                                          "button", "settingsButton"])
        XCTAssertEqual(names.swiftTypes, ["HeaderView"])
    }

    /// A class that overrides `accessibilityLabel` names itself (for each state it computes); a
    /// property of another name, or one only read, does not.
    func testAClassOverridingItsAccessibilityLabelNamesItself() {
        let names = CodeNamedViews(swift: Array("""
            final class ReaderButton: UIButton {
                override var accessibilityLabel: String? {
                    get { isOn ? "Reader view, on" : "Reader view" }
                    set { super.accessibilityLabel = newValue }
                }
            }
            final class StarButton: UIButton {
                var accessibilityLabelKey: String?
                func speak() { announce(accessibilityLabel) }
            }
            """.utf8))
        XCTAssertEqual(names.swiftNames, ["ReaderButton"])
        XCTAssertEqual(names.swiftTypes, ["ReaderButton", "StarButton"])
    }

    /// A file that names no view is only searched for its classes, which must be the ones the
    /// whole pass finds: not a `class func`, not a word ending in `class`, not a `.class` member.
    func testAFileThatNamesNoViewGivesTheClassesTheWholePassGives() {
        let text = Array("""
            final class EpisodeCell: UITableViewCell {
                @IBOutlet weak var artwork: UIImageView!
                class func make() -> EpisodeCell { EpisodeCell() }
                let subclass = 1
                let kind = Wrapper.class
            }
            extension EpisodeCell {}
            class  PlayerView: UIView {}
            """.utf8)
        let quick = CodeNamedViews(swiftTypesIn: text)
        XCTAssertEqual(quick.swiftTypes, ["EpisodeCell", "PlayerView"])
        XCTAssertEqual(quick.swiftTypes, CodeNamedViews(swift: text).swiftTypes)
        XCTAssertTrue(quick.swiftNames.isEmpty)
    }
}
