import UIKit

struct FAQSection {
    let question: String
    let answer: String
    var isExpanded = false
}

final class FAQTableViewController: UITableViewController {
    private var sections: [FAQSection] = []
    private let dimView = UIView()
    private let alertView = ContactSupportAlertView()
    private let loadingDimmingView = UIView()
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Questions", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "answer")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].isExpanded ? 1 : 0
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let button = UIButton(type: .system)
        button.setTitle(sections[section].question, for: .normal)
        let caret = sections[section].isExpanded ? "chevron.down" : "chevron.right"
        button.setImage(UIImage(systemName: caret), for: .normal)
        button.tag = section
        button.addTarget(self, action: #selector(toggleSection(_:)), for: .touchUpInside)
        return button
    }

    @objc private func toggleSection(_ sender: UIButton) {
        // expect: uikit-expandable-state-not-exposed
        sections[sender.tag].isExpanded = !sections[sender.tag].isExpanded
        tableView.reloadSections(IndexSet(integer: sender.tag), with: .automatic)
    }

    func showLoading() {
        loadingDimmingView.frame = view.bounds
        loadingDimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        // ok: uikit-custom-modal-not-modal
        view.addSubview(loadingDimmingView)
        view.addSubview(spinner)
        spinner.startAnimating()
    }

    @objc func contactSupport() {
        dimView.frame = view.bounds
        dimView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.addSubview(dimView)
        // expect: uikit-custom-modal-not-modal
        view.addSubview(alertView)
        alertView.center = view.center
    }
}

final class ContactSupportAlertView: UIView {
    private let titleLabel = UILabel()
    private let callButton = UIButton(type: .system)
    private let chatButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = NSLocalizedString("Contact support", comment: "")
        callButton.setTitle(NSLocalizedString("Call", comment: ""), for: .normal)
        chatButton.setTitle(NSLocalizedString("Chat", comment: ""), for: .normal)
        addSubview(titleLabel)
        addSubview(callButton)
        addSubview(chatButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }
}

final class AnswerCell: UITableViewCell {
    private let answerLabel = UILabel()
    private let moreButton = UIButton(type: .system)
    private var isAnswerExpanded = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        moreButton.setTitle(NSLocalizedString("Read more", comment: ""), for: .normal)
        moreButton.addTarget(self, action: #selector(moreTapped), for: .touchUpInside)
        contentView.addSubview(answerLabel)
        contentView.addSubview(moreButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    @objc private func moreTapped() {
        // ok: uikit-expandable-state-not-exposed
        isAnswerExpanded.toggle()
        answerLabel.numberOfLines = isAnswerExpanded ? 0 : 3
        moreButton.setTitle(isAnswerExpanded ? "Read less" : "Read more", for: .normal)
    }
}
