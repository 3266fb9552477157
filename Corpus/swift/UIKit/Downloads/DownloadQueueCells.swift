import UIKit

/// A row of the download queue. The nib holds a title, a progress label and a pause button
/// wired to `pauseTapped`; the row reads as one element with a composed label.
final class DownloadQueueCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var progressLabel: UILabel!
    @IBOutlet private weak var pauseButton: UIButton!

    var onPause: (() -> Void)?

    func configure(with download: Download) {
        titleLabel.text = download.title
        progressLabel.text = download.formattedProgress
        // expect: uikit-element-hides-own-controls
        isAccessibilityElement = true
        accessibilityLabel = "\(download.title), \(download.formattedProgress)"
    }

    @IBAction private func pauseTapped(_ sender: UIButton) {
        onPause?()
    }
}

/// The same row once it offers its button's action to VoiceOver users.
final class FinishedDownloadCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var deleteButton: UIButton!

    var onDelete: (() -> Void)?

    func configure(with download: Download) {
        titleLabel.text = download.title
        // ok: uikit-element-hides-own-controls
        isAccessibilityElement = true
        accessibilityLabel = download.title
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: NSLocalizedString("Delete download", comment: "")) { [weak self] _ in
                self?.onDelete?()
                return true
            },
        ]
    }

    @IBAction private func deleteTapped(_ sender: UIButton) {
        onDelete?()
    }
}

/// A chip above the queue naming the storage folder, with a small button that clears it.
final class StorageFolderChip: UIView {
    private let nameLabel = UILabel()
    private let clearButton = UIButton(type: .close)

    var onClear: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clearButton.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
        addSubview(nameLabel)
        addSubview(clearButton)
        // expect: uikit-element-hides-own-controls
        self.isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(folder: String) {
        nameLabel.text = folder
        accessibilityLabel = folder
    }

    @objc private func clearTapped() { onClear?() }
}

/// The limit of parallel downloads, changed with two small buttons; VoiceOver adjusts it.
final class ParallelDownloadsStepper: UIView {
    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private(set) var limit = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        minusButton.addTarget(self, action: #selector(decrease), for: .touchUpInside)
        plusButton.addTarget(self, action: #selector(increase), for: .touchUpInside)
        // ok: uikit-element-hides-own-controls
        isAccessibilityElement = true
        accessibilityLabel = NSLocalizedString("Parallel downloads", comment: "")
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var accessibilityValue: String? {
        get { "\(limit)" }
        set {}
    }

    override func accessibilityIncrement() { increase() }
    override func accessibilityDecrement() { decrease() }

    @objc private func increase() { limit = min(limit + 1, 5) }
    @objc private func decrease() { limit = max(limit - 1, 1) }
}

/// The queue screen's navigation bar, built with the app's block-based bar item.
final class DownloadQueueViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // expect: uikit-bar-button-image-missing-label
        let sortItem = ClosureBarButtonItem(image: UIImage(named: "sort-lines"), style: .plain) { [weak self] in
            self?.showSortOptions()
        }
        // ok: uikit-bar-button-image-missing-label
        let pauseAllItem = ClosureBarButtonItem(image: UIImage(named: "pause-all"), style: .plain) { [weak self] in
            self?.pauseAll()
        }
        pauseAllItem.accessibilityLabel = NSLocalizedString("Pause all downloads", comment: "")
        navigationItem.rightBarButtonItems = [sortItem, pauseAllItem]
    }

    private func showSortOptions() {}
    private func pauseAll() {}
}
