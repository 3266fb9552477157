import UIKit

struct OrderSummary: Hashable {
    enum Status { case processing, shipped, delivered, cancelled }

    let number: String
    let placedOn: Date
    let total: String
    let status: Status
    let isCancellable: Bool
    let isReorderable: Bool
}

protocol OrderCellDelegate: AnyObject {
    func orderCellDidTapReorder(_ cell: OrderCell)
    func orderCellDidTapCancel(_ cell: OrderCell)
    func orderCellDidTapTracking(_ cell: OrderCell)
}

final class OrderCell: UITableViewCell {
    static let reuseIdentifier = "OrderCell"
    weak var delegate: OrderCellDelegate?

    private let numberLabel = UILabel()
    private let totalLabel = UILabel()
    private let statusIconView = UIImageView()
    private let reorderButton = UIButton(type: .system)
    private let cancelButton = UIButton(type: .system)
    private let trackingView = UIView()
    private let moreButton = UIButton(type: .system)

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpActions()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    private func setUpActions() {
        // ok: uikit-image-button-missing-label
        reorderButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        reorderButton.accessibilityLabel = NSLocalizedString("Order again", comment: "")
        reorderButton.addTarget(self, action: #selector(reorderTapped), for: .touchUpInside)

        // expect: uikit-image-button-missing-label
        moreButton.setImage(UIImage(named: "dots-horizontal"), for: UIControl.State.normal)

        cancelButton.setTitle(NSLocalizedString("Cancel order", comment: ""), for: .normal)
        cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)

        let trackingTap = UITapGestureRecognizer(target: self, action: #selector(trackingTapped))
        // ok: uikit-tap-gesture-without-button-trait
        trackingView.addGestureRecognizer(trackingTap)
        trackingView.isAccessibilityElement = true
        trackingView.accessibilityLabel = NSLocalizedString("Track package", comment: "")
        trackingView.accessibilityTraits = [.button]

        // A double tap anywhere on the card reorders, as a shortcut for sighted users.
        let quickReorder = UITapGestureRecognizer(target: self, action: #selector(reorderTapped))
        quickReorder.numberOfTapsRequired = 2
        // ok: uikit-tap-gesture-without-button-trait
        contentView.addGestureRecognizer(quickReorder)

        // A tap anywhere on the row opens tracking, as selecting the row does.
        let rowTap = UITapGestureRecognizer(target: self, action: #selector(trackingTapped))
        // ok: uikit-tap-gesture-without-button-trait
        addGestureRecognizer(rowTap)
    }

    func configure(with order: OrderSummary) {
        numberLabel.text = "#\(order.number)"
        totalLabel.text = order.total
        statusIconView.image = UIImage(named: iconName(for: order.status))
        // ok: uikit-dimmed-control-without-is-enabled
        statusIconView.alpha = order.status == .cancelled ? 0.4 : 1

        // expect: uikit-dimmed-control-without-is-enabled
        cancelButton.alpha = order.isCancellable ? 1 : 0.3
        // ok: uikit-dimmed-control-without-is-enabled
        cancelButton.isUserInteractionEnabled = order.isCancellable

        reorderButton.isEnabled = order.isReorderable
        // ok: uikit-dimmed-control-without-is-enabled
        reorderButton.alpha = order.isReorderable ? 1 : 0.5
    }

    private func iconName(for status: OrderSummary.Status) -> String {
        switch status {
        case .processing: return "status-clock"
        case .shipped: return "status-truck"
        case .delivered: return "status-check"
        case .cancelled: return "status-cross"
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cancelButton.alpha = 1
        reorderButton.alpha = 1
    }

    @objc private func reorderTapped() { delegate?.orderCellDidTapReorder(self) }
    @objc private func cancelTapped() { delegate?.orderCellDidTapCancel(self) }
    @objc private func trackingTapped() { delegate?.orderCellDidTapTracking(self) }
}
