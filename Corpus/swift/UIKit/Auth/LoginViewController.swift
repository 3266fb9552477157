import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginDidSucceed(_ controller: LoginViewController)
    func loginDidRequestPasswordReset(_ controller: LoginViewController)
}

final class LoginViewModel {
    var email = ""
    var password = ""
    private(set) var isSubmitting = false

    var isFormValid: Bool { email.contains("@") && password.count >= 8 }

    func submit(completion: @escaping (Result<Void, Error>) -> Void) {
        isSubmitting = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.isSubmitting = false
            completion(.success(()))
        }
    }
}

final class LoginViewController: UIViewController {
    weak var delegate: LoginViewControllerDelegate?
    private let viewModel = LoginViewModel()

    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var signInButton: UIButton!
    @IBOutlet private weak var forgotPasswordLabel: UILabel!
    @IBOutlet private weak var logoImageView: UIImageView!
    private let revealButton = UIButton(type: .custom)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        configureFields()
        configureForgotPassword()

        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        // ok: uikit-tap-gesture-without-button-trait
        view.addGestureRecognizer(tap)

        // ok: uikit-dimmed-control-without-is-enabled
        logoImageView.alpha = 0.9
        updateSignInButton()
    }

    private func configureFields() {
        emailField.addTarget(self, action: #selector(fieldsChanged), for: .editingChanged)
        passwordField.addTarget(self, action: #selector(fieldsChanged), for: .editingChanged)
        passwordField.isSecureTextEntry = true

        // expect: uikit-image-button-missing-label
        revealButton.setImage(UIImage(systemName: "eye"), for: .normal)
        // ok: uikit-image-button-missing-label
        revealButton.setImage(UIImage(systemName: "eye.slash"), for: .selected)
        revealButton.addTarget(self, action: #selector(toggleReveal), for: .touchUpInside)
        passwordField.rightView = revealButton
        passwordField.rightViewMode = .always
    }

    private func configureForgotPassword() {
        let resetTap = UITapGestureRecognizer(target: self, action: #selector(forgotPasswordTapped))
        forgotPasswordLabel.isUserInteractionEnabled = true
        // The storyboard may give an outlet its traits, but a label's are rarely set there.
        // ok: uikit-tap-gesture-without-button-trait
        // expect: uikit-tapped-label-outlet-without-button-trait
        forgotPasswordLabel.addGestureRecognizer(resetTap)
        // "forgotPasswordLabel.accessibilityTraits = .button" was removed in the redesign.
    }

    @objc private func fieldsChanged() {
        viewModel.email = emailField.text ?? ""
        viewModel.password = passwordField.text ?? ""
        updateSignInButton()
    }

    private func updateSignInButton() {
        // expect: uikit-dimmed-control-without-is-enabled
        signInButton.alpha = viewModel.isFormValid ? 1.0 : 0.5
    }

    @objc private func toggleReveal() {
        revealButton.isSelected.toggle()
        passwordField.isSecureTextEntry = !revealButton.isSelected
    }

    @IBAction private func signInTapped(_ sender: UIButton) {
        guard viewModel.isFormValid else { return }
        // ok: uikit-dimmed-control-without-is-enabled
        signInButton.isUserInteractionEnabled = false
        signInButton.isEnabled = false
        spinner.startAnimating()
        viewModel.submit { [weak self] _ in
            guard let self else { return }
            self.spinner.stopAnimating()
            self.signInButton.isEnabled = true
            self.signInButton.isUserInteractionEnabled = true
            self.delegate?.loginDidSucceed(self)
        }
    }

    @objc private func forgotPasswordTapped() {
        delegate?.loginDidRequestPasswordReset(self)
    }
}
