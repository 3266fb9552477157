import UIKit

/// A row of the order screen that adds a note, with a switch that mails it to the customer.
final class OrderNoteCell: UITableViewCell {
    private let mailSwitch = UISwitch()
    private let addNoteButton = UIButton(type: .system)

    func configure(isMailed: Bool) {
        textLabel?.text = NSLocalizedString("Email note to customer", comment: "Switch title")
        mailSwitch.isOn = isMailed
        mailSwitch.accessibilityLabel = textLabel?.text
        // expect: uikit-hint-describes-gesture
        mailSwitch.accessibilityHint = NSLocalizedString("Tap to toggle the setting", comment: "Switch hint")
        addNoteButton.setTitle(NSLocalizedString("Add note", comment: "Button title"), for: .normal)
        // ok: uikit-hint-describes-gesture
        addNoteButton.accessibilityHint = NSLocalizedString("Opens the note editor", comment: "Button hint")
        accessoryView = mailSwitch
    }
}

/// The bold button of the editor's format bar.
final class BoldFormatButton: UIButton {
    // expect: uikit-hint-describes-gesture
    override var accessibilityHint: String? {
        get { NSLocalizedString("Tap to toggle bold text", comment: "Format bar hint") }
        set {}
    }
}

/// The italic button of the editor's format bar.
final class ItalicFormatButton: UIButton {
    // ok: uikit-hint-describes-gesture
    override var accessibilityHint: String? {
        get { NSLocalizedString("Makes the selected text italic", comment: "Format bar hint") }
        set {}
    }
}
