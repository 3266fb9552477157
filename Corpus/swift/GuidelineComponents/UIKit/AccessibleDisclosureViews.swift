import UIKit

/// A "details" header done right: the button carries the state as its value.
final class OrderDetailsHeaderView: UIView {
    private let toggleButton = UIButton(type: .system)
    private let chevronView = UIImageView(image: UIImage(systemName: "chevron.down"))
    private var isExpanded = false {
        didSet {
            toggleButton.accessibilityValue = isExpanded
                ? NSLocalizedString("Expanded", comment: "")
                : NSLocalizedString("Collapsed", comment: "")
        }
    }
    var onToggle: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        toggleButton.setTitle(NSLocalizedString("Order details", comment: ""), for: .normal)
        toggleButton.addTarget(self, action: #selector(toggleTapped), for: .touchUpInside)
        chevronView.isAccessibilityElement = false
        addSubview(toggleButton)
        addSubview(chevronView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    @objc private func toggleTapped() {
        // ok: uikit-expandable-state-not-exposed
        isExpanded.toggle()
        UIView.animate(withDuration: 0.2) {
            self.chevronView.transform = self.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
        }
        onToggle?(isExpanded)
    }
}

/// A review prompt laid over the window, with focus kept inside it.
final class ReviewPromptPresenter {
    private let backdropView = UIView()
    private let promptView = UIView()

    func present(over window: UIWindow) {
        backdropView.frame = window.bounds
        backdropView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        window.addSubview(backdropView)
        // ok: uikit-custom-modal-not-modal
        window.addSubview(promptView)
        promptView.accessibilityViewIsModal = true
        UIAccessibility.post(notification: .screenChanged, argument: promptView)
    }
}
