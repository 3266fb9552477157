import UIKit

struct NotificationPreferences: Equatable {
    var pushEnabled = true
    var emailDigest = false
    var quietHours = false
}

/// Settings for push and e-mail notifications. The save button only becomes active once a
/// preference differs from what the server has.
final class NotificationSettingsViewController: UIViewController {
    private var saved = NotificationPreferences()
    private var draft = NotificationPreferences()
    private var hasChanges: Bool { saved != draft }
    private var isPushAuthorized = false

    // No label is ever given to the three switches.
    // expect: uikit-control-missing-label
    private let pushSwitch = UISwitch()
    // expect: uikit-control-missing-label
    private let digestSwitch = UISwitch()
    // expect: uikit-control-missing-label
    private let quietHoursSwitch = UISwitch()
    private let saveButton = UIButton(type: .system)
    private let bannerView = UIView()
    private let bannerLabel = UILabel()
    private let helpButton = UIButton(type: .system)

    private lazy var bannerTap = UITapGestureRecognizer(target: self, action: #selector(openSystemSettings))

    private static let helpText = """
        Tip for translators: the words "pushSwitch.alpha = 0.5" and
        "helpButton.setImage(" below are code samples, keep them as they are.
        """

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Notifications", comment: "")
        saveButton.setTitle(NSLocalizedString("Save", comment: ""), for: .normal)
        configureBanner()
        configureHelp()
        render()
    }

    private func configureBanner() {
        bannerLabel.text = NSLocalizedString("Notifications are off. Tap to open Settings.", comment: "")
        bannerLabel.numberOfLines = 0
        // expect: uikit-tap-gesture-without-button-trait
        bannerView.addGestureRecognizer(bannerTap)
    }

    private func configureHelp() {
        #if DEBUG
        // ok: uikit-image-button-missing-label
        helpButton.setImage(UIImage(systemName: "ladybug"), for: .normal)
        helpButton.accessibilityLabel = "Debug menu"
        #else
        // ok: uikit-image-button-missing-label
        helpButton.setImage(UIImage(systemName: "questionmark.circle"), for: .normal)
        helpButton.accessibilityLabel = NSLocalizedString("Help", comment: "")
        #endif
    }

    private func render() {
        pushSwitch.isOn = draft.pushEnabled
        digestSwitch.isOn = draft.emailDigest
        quietHoursSwitch.isOn = draft.quietHours
        bannerView.isHidden = isPushAuthorized

        if !isPushAuthorized {
            // expect: uikit-dimmed-control-without-is-enabled
            pushSwitch.alpha = 0.5
        }

        // ok: uikit-dimmed-control-without-is-enabled
        quietHoursSwitch.isUserInteractionEnabled = draft.pushEnabled
        quietHoursSwitch.isEnabled = draft.pushEnabled

        saveButton.isEnabled = hasChanges
        UIView.animate(withDuration: 0.25) {
            // ok: uikit-dimmed-control-without-is-enabled
            self.saveButton.alpha = self.hasChanges ? 1 : 0.4
        }
    }

    func showSavingState() {
        UIView.animate(withDuration: 0.2) {
            // expect: uikit-dimmed-control-without-is-enabled
            self.saveButton.alpha = 0.5
        }
        title = NSLocalizedString("Saving…", comment: "")
    }

    @objc private func openSystemSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}
