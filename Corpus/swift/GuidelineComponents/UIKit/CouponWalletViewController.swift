import UIKit

struct Coupon {
    let code: String
    let summary: String
    let terms: String
}

final class CouponWalletViewController: UIViewController {
    @IBOutlet private weak var termsStackView: UIStackView!
    @IBOutlet private weak var termsChevronView: UIImageView!
    private var isTermsExpanded = false
    private let scrimView = UIView()
    private let couponSheetView = UIView()
    private var coupon: Coupon?

    override func viewDidLoad() {
        super.viewDidLoad()
        termsStackView.isHidden = true
    }

    @IBAction private func termsTapped(_ sender: UIButton) {
        // expect: uikit-expandable-state-not-exposed
        isTermsExpanded.toggle()
        UIView.animate(withDuration: 0.2) {
            self.termsStackView.isHidden = !self.isTermsExpanded
            self.termsChevronView.transform = self.isTermsExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
        }
    }

    @IBAction private func showCoupon(_ sender: UIButton) {
        guard let window = view.window else { return }
        scrimView.frame = window.bounds
        scrimView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        window.addSubview(scrimView)
        couponSheetView.frame = CGRect(x: 0, y: window.bounds.height - 320, width: window.bounds.width, height: 320)
        // expect: uikit-custom-modal-not-modal
        window.addSubview(couponSheetView)
    }
}

/// Presents the coupon detail as a real view controller over a dimmed background.
final class CouponPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        // ok: uikit-custom-modal-not-modal
        containerView?.addSubview(dimmingView)
        if let presented = presentedView {
            containerView?.addSubview(presented)
        }
    }
}
