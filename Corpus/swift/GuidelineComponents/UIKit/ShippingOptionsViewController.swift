import UIKit

struct ShippingOption {
    let title: String
    let detail: String
    let price: String
}

/// A section header that folds its options away; the caret turns with the state.
final class ShippingSectionHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "ShippingSectionHeader"

    private let titleButton = UIButton(type: .system)
    private let chevronView = UIImageView(image: UIImage(systemName: "chevron.down"))
    private(set) var isExpanded = true
    var onToggle: ((Bool) -> Void)?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        chevronView.isAccessibilityElement = false
        titleButton.contentHorizontalAlignment = .leading
        titleButton.addTarget(self, action: #selector(headerTapped), for: .touchUpInside)
        contentView.addSubview(titleButton)
        contentView.addSubview(chevronView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(title: String, isExpanded: Bool) {
        titleButton.setTitle(title, for: .normal)
        self.isExpanded = isExpanded
        chevronView.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
    }

    @objc private func headerTapped() {
        // expect: uikit-expandable-state-not-exposed
        isExpanded.toggle()
        UIView.animate(withDuration: 0.25) {
            self.chevronView.transform = self.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
        }
        onToggle?(isExpanded)
    }
}

final class ShippingOptionsViewController: UITableViewController {
    private var sections: [(title: String, options: [ShippingOption], isExpanded: Bool)] = []
    private let dimmingView = UIView()
    private let helpPopupView = ShippingHelpPopupView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Shipping", comment: "")
        tableView.register(ShippingSectionHeaderView.self,
                           forHeaderFooterViewReuseIdentifier: ShippingSectionHeaderView.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Help", comment: ""), style: .plain,
                                                            target: self, action: #selector(showHelp))
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(
            withIdentifier: ShippingSectionHeaderView.reuseIdentifier) as? ShippingSectionHeaderView else { return nil }
        header.configure(title: sections[section].title, isExpanded: sections[section].isExpanded)
        header.onToggle = { [weak self] expanded in
            self?.sections[section].isExpanded = expanded
            self?.tableView.reloadSections(IndexSet(integer: section), with: .automatic)
        }
        return header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].isExpanded ? sections[section].options.count : 0
    }

    @objc private func showHelp() {
        dimmingView.frame = view.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        navigationController?.view.addSubview(dimmingView)
        // expect: uikit-custom-modal-not-modal
        navigationController?.view.addSubview(helpPopupView)
        helpPopupView.center = view.center
        helpPopupView.onClose = { [weak self] in
            self?.helpPopupView.removeFromSuperview()
            self?.dimmingView.removeFromSuperview()
        }
    }
}

final class ShippingHelpPopupView: UIView {
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    var onClose: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.text = NSLocalizedString("Express orders placed before 14:00 ship the same day.", comment: "")
        closeButton.setTitle(NSLocalizedString("Close", comment: ""), for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        addSubview(messageLabel)
        addSubview(closeButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    @objc private func closeTapped() { onClose?() }
}
