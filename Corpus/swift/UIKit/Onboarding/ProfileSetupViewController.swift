import UIKit

/// The second step of a sign-up flow: pick an avatar part, then go on or back. The storyboard
/// lays out each option as a stack of an icon over a caption, and the page arrows as labels.
final class ProfileSetupViewController: UIViewController {
    @IBOutlet private weak var faceOption: UIStackView!
    @IBOutlet private weak var outfitOption: UIStackView!
    @IBOutlet private weak var nextStepLabel: UILabel!
    @IBOutlet private weak var previousStepLabel: UILabel!
    @IBOutlet private weak var avatarPreview: UIImageView!

    var onFinish: (() -> Void)?
    private var selectedPart = AvatarPart.face

    override func viewDidLoad() {
        super.viewDidLoad()
        configureOptions()
        configurePaging()
    }

    private func configureOptions() {
        let faceTap = UITapGestureRecognizer(target: self, action: #selector(chooseFace))
        // expect: uikit-tapped-label-outlet-without-button-trait
        faceOption.addGestureRecognizer(faceTap)

        let outfitTap = UITapGestureRecognizer(target: self, action: #selector(chooseOutfit))
        // ok: uikit-tapped-label-outlet-without-button-trait
        outfitOption.addGestureRecognizer(outfitTap)
        outfitOption.isAccessibilityElement = true
        outfitOption.accessibilityLabel = NSLocalizedString("Outfit", comment: "Avatar part option")
        outfitOption.accessibilityTraits = .button

        let zoomTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom))
        zoomTap.numberOfTapsRequired = 2
        // ok: uikit-tapped-label-outlet-without-button-trait
        avatarPreview.addGestureRecognizer(zoomTap)
    }

    private func configurePaging() {
        nextStepLabel.isUserInteractionEnabled = true
        nextStepLabel.accessibilityTraits.insert(.button)
        // ok: uikit-tapped-label-outlet-without-button-trait
        nextStepLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(goToNextStep)))

        previousStepLabel.isUserInteractionEnabled = true
        // expect: uikit-tapped-label-outlet-without-button-trait
        previousStepLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(goToPreviousStep)))
    }

    @objc private func chooseFace() { select(.face) }
    @objc private func chooseOutfit() { select(.outfit) }
    @objc private func toggleZoom() { avatarPreview.transform = avatarPreview.transform.isIdentity ? CGAffineTransform(scaleX: 2, y: 2) : .identity }
    @objc private func goToNextStep() { onFinish?() }
    @objc private func goToPreviousStep() { navigationController?.popViewController(animated: true) }

    private func select(_ part: AvatarPart) {
        selectedPart = part
        faceOption.alpha = part == .face ? 1 : 0.6
        outfitOption.alpha = part == .outfit ? 1 : 0.6
    }
}

enum AvatarPart {
    case face, outfit
}
