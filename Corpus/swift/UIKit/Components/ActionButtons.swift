import UIKit

/// A full-width call-to-action: a leading glyph, a title and a trailing chevron, built from a
/// stack inside a plain control so the whole row highlights together.
final class CallToActionControl: UIControl {
    private let stack = UIStackView()
    private let glyphView = UIImageView()
    private let titleLabel = UILabel()
    private let chevronView = UIImageView(image: UIImage(systemName: "chevron.right"))

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue; accessibilityLabel = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .horizontal
        stack.spacing = 8
        stack.isUserInteractionEnabled = false
        glyphView.isAccessibilityElement = false
        // ok: uikit-button-icon-view-accessible
        stack.addArrangedSubview(glyphView)
        stack.addArrangedSubview(titleLabel)
        // The control is one accessibility element, so its subviews are never visited.
        // ok: uikit-button-icon-view-accessible
        stack.addArrangedSubview(chevronView)
        addSubview(stack)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    override var isHighlighted: Bool {
        didSet { stack.alpha = isHighlighted ? 0.6 : 1 }
    }
}

/// The checkout footer: a pay button with a lock badge and a secondary "apply voucher" button.
final class CheckoutFooterView: UIView {
    let payButton = UIButton(type: .system)
    let voucherButton = UIButton(type: .system)
    private let lockView = UIImageView(image: UIImage(systemName: "lock.fill"))
    private let voucherContent = UIStackView()
    private let voucherIcon = UIImageView(image: UIImage(named: "voucher-ticket"))
    private let voucherTitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        payButton.configuration = .filled()
        payButton.configuration?.title = NSLocalizedString("Pay now", comment: "")
        // A UIButton is one accessibility element: VoiceOver never reads its subviews.
        // ok: uikit-button-icon-view-accessible
        payButton.addSubview(lockView)

        voucherTitleLabel.text = NSLocalizedString("Apply voucher", comment: "")
        // ok: uikit-button-icon-view-accessible
        voucherContent.addArrangedSubview(voucherIcon)
        voucherContent.addArrangedSubview(voucherTitleLabel)
        voucherButton.addSubview(voucherContent)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func setPaying(_ isPaying: Bool) {
        payButton.isEnabled = !isPaying
        // ok: uikit-dimmed-control-without-is-enabled
        payButton.alpha = isPaying ? 0.5 : 1
    }

    func setVoucherAvailable(_ isAvailable: Bool) {
        // expect: uikit-dimmed-control-without-is-enabled
        voucherButton.isUserInteractionEnabled = isAvailable
    }
}

/// A shipping choice drawn by hand: a truck icon and a title inside a plain control.
final class ShippingOptionControl: UIControl {
    private let truckView = UIImageView(image: UIImage(named: "truck-fast"))
    private let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        truckView.isAccessibilityElement = true
        truckView.accessibilityLabel = NSLocalizedString("Express", comment: "")
        addSubview(titleLabel)
        // expect: uikit-button-icon-view-accessible
        addSubview(truckView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A round icon button used in media overlays. The icon is its only content.
final class RoundIconButton: UIButton {
    convenience init(symbol: String, label: String) {
        self.init(type: .system)
        // ok: uikit-image-button-missing-label
        self.setImage(UIImage(systemName: symbol), for: .normal)
        accessibilityLabel = label
        layer.cornerRadius = 22
    }
}

enum OverlayButtons {
    static func makeCloseButton(target: Any?, action: Selector) -> UIButton {
        let closeButton = UIButton(type: .system)
        // expect: uikit-image-button-missing-label
        closeButton.setImage(UIImage(systemName: "xmark"), for: [])
        closeButton.addTarget(target, action: action, for: .touchUpInside)
        return closeButton
    }

    static func makeMuteButton(target: Any?, action: Selector) -> UIButton {
        let muteButton = UIButton(type: .system)
        // ok: uikit-image-button-missing-label
        muteButton.setImage(UIImage(systemName: "speaker.slash"), for: .normal)
        muteButton.accessibilityLabel = NSLocalizedString("Mute", comment: "")
        muteButton.addTarget(target, action: action, for: .touchUpInside)
        return muteButton
    }
}
