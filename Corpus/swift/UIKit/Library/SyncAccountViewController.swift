import UIKit

/// Signs in to the listening-progress sync service: an e-mail and password form built in code,
/// a reset-password prompt, and a prompt for the code sent by text message.
final class SyncAccountViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Sync account", comment: "")
        emailField.placeholder = NSLocalizedString("Email", comment: "")
        // ok: uikit-text-field-missing-content-type
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.placeholder = NSLocalizedString("Password", comment: "")
        // ok: uikit-text-field-missing-content-type
        passwordField.isSecureTextEntry = true
        signInButton.setTitle(NSLocalizedString("Sign in", comment: ""), for: .normal)
        configureAutofill()
        [emailField, passwordField, signInButton].forEach(view.addSubview)
    }

    @objc private func forgotPasswordTapped() {
        let alert = UIAlertController(title: NSLocalizedString("Reset password", comment: ""),
                                      message: NSLocalizedString("We'll send you a link.", comment: ""),
                                      preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = NSLocalizedString("Email", comment: "")
            // expect: uikit-text-field-missing-content-type
            field.keyboardType = .emailAddress
        }
        alert.addAction(UIAlertAction(title: NSLocalizedString("Send", comment: ""), style: .default) { _ in
            self.sendReset(to: alert.textFields?.first?.text)
        })
        present(alert, animated: true)
    }

    @objc private func signInTapped() {
        askForTextMessageCode()
    }

    private func askForTextMessageCode() {
        let alert = UIAlertController(title: NSLocalizedString("Enter the code", comment: ""),
                                      message: nil, preferredStyle: .alert)
        alert.addTextField { codeField in
            // expect: uikit-text-field-missing-content-type
            codeField.keyboardType = .phonePad
        }
        present(alert, animated: true)
    }

    private func sendReset(to email: String?) {}
}

private extension SyncAccountViewController {
    func configureAutofill() {
        emailField.textContentType = .emailAddress
        passwordField.textContentType = .password
    }
}
