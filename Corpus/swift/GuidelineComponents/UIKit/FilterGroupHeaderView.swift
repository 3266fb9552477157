import UIKit

/// Filter groups whose header button is a selected/unselected toggle.
final class FilterGroupHeaderView: UIView {
    private let headerButton = UIButton(type: .custom)
    private let arrowView = UIImageView(image: UIImage(systemName: "chevron.right"))
    var isCollapsed = true

    override init(frame: CGRect) {
        super.init(frame: frame)
        headerButton.addAction(UIAction { [weak self] _ in self?.toggleGroup() }, for: .primaryActionTriggered)
        addSubview(headerButton)
        addSubview(arrowView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    private func toggleGroup() {
        // ok: uikit-expandable-state-not-exposed
        isCollapsed = !isCollapsed
        headerButton.isSelected = !isCollapsed
        arrowView.transform = isCollapsed ? .identity : CGAffineTransform(rotationAngle: .pi / 2)
    }
}
