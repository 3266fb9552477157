import UIKit

/// The audiobook library: a grid of books grouped by shelf, with a header per shelf, and a
/// settings sheet for playback built in code.
final class LibraryViewController: UICollectionViewController {
    private var shelves: [Shelf] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(BookCell.self, forCellWithReuseIdentifier: BookCell.reuseIdentifier)
        collectionView.register(SeriesCell.self, forCellWithReuseIdentifier: SeriesCell.reuseIdentifier)
        collectionView.register(ShelfHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: ShelfHeaderView.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: ShelfHeaderView.reuseIdentifier, for: indexPath) as! ShelfHeaderView
        header.configure(title: shelves[indexPath.section].name, count: shelves[indexPath.section].books.count)
        return header
    }
}

/// A book tile: cover, title and progress. VoiceOver stops on the title and the progress one
/// by one, and the cover is skipped.
// expect: uikit-collection-cell-not-grouped
final class BookCell: UICollectionViewCell {
    static let reuseIdentifier = "BookCell"

    private let coverView = UIImageView()
    private let titleLabel = UILabel()
    private let progressLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        progressLabel.font = .preferredFont(forTextStyle: .caption1)
        progressLabel.adjustsFontForContentSizeCategory = true
        [coverView, titleLabel, progressLabel].forEach(contentView.addSubview)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(with book: Book) {
        coverView.image = book.cover
        titleLabel.text = book.title
        progressLabel.text = book.progressText
    }
}

/// A narrator tile: name and number of books, read as two stops.
// expect: uikit-collection-cell-not-grouped
final class NarratorCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let booksLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()
    private let portraitView = UIImageView()

    func configure(with narrator: Narrator) {
        nameLabel.text = narrator.name
        booksLabel.text = String(format: NSLocalizedString("%d books", comment: ""), narrator.bookCount)
        portraitView.image = narrator.portrait
    }
}

/// A series tile is read as one element: "Series, 4 books".
// ok: uikit-collection-cell-not-grouped
final class SeriesCell: UICollectionViewCell {
    static let reuseIdentifier = "SeriesCell"

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var countLabel: UILabel!

    func configure(with series: Series) {
        nameLabel.text = series.name
        countLabel.text = String(format: NSLocalizedString("%d books", comment: ""), series.books.count)
        isAccessibilityElement = true
        accessibilityLabel = "\(series.name), \(countLabel.text ?? "")"
    }
}

/// A downloaded-book tile: the title and the size, with a button to delete the download.
/// Its button stays reachable on its own, so the cell is not made one element.
// ok: uikit-collection-cell-not-grouped
final class DownloadCell: UICollectionViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var sizeLabel: UILabel!
    @IBOutlet private weak var deleteButton: UIButton!
}

/// A shelf's header: its name and the number of books on it.
final class ShelfHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "ShelfHeaderView"

    // expect: uikit-section-header-not-heading
    private let titleLabel = UILabel()
    // ok: uikit-section-header-not-heading
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        addSubview(titleLabel)
        addSubview(countLabel)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(title: String, count: Int) {
        titleLabel.text = title
        countLabel.text = "\(count)"
    }
}

/// The collections list on the side bar has a header per kind of collection.
final class CollectionsViewController: UITableViewController {
    private var groups: [CollectionGroup] = []

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let container = UIView()
        // expect: uikit-section-header-not-heading
        let label = UILabel()
        label.text = groups[section].title
        label.font = .preferredFont(forTextStyle: .footnote)
        container.addSubview(label)
        return container
    }
}

/// The smart collections screen marks its headers.
final class SmartCollectionsViewController: UITableViewController {
    private var groups: [CollectionGroup] = []

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        // ok: uikit-section-header-not-heading
        let label = UILabel()
        label.text = groups[section].title
        label.accessibilityTraits = .header
        return label
    }
}

/// Playback settings, built in code: speed, sleep timer and a skip-silence switch.
final class PlaybackSettingsViewController: UIViewController {
    private let speedLabel = UILabel()
    // expect: uikit-control-missing-label
    private let speedSlider = UISlider()
    // ok: uikit-control-missing-label
    private let skipSilenceSwitch = UISwitch()
    private let skipSilenceLabel = UILabel()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        speedLabel.text = NSLocalizedString("Playback speed", comment: "")
        speedSlider.minimumValue = 0.5
        speedSlider.maximumValue = 3
        skipSilenceLabel.text = NSLocalizedString("Skip silence", comment: "")
        skipSilenceSwitch.accessibilityLabel = skipSilenceLabel.text
        [speedLabel, speedSlider, skipSilenceLabel, skipSilenceSwitch].forEach(stack.addArrangedSubview)
        view.addSubview(stack)
    }

    func addSleepTimerRow() {
        let row = UIStackView()
        let title = UILabel()
        title.text = NSLocalizedString("Sleep timer (minutes)", comment: "")
        // expect: uikit-control-missing-label
        let minutes = UIStepper()
        minutes.minimumValue = 5
        minutes.stepValue = 5
        row.addArrangedSubview(title)
        row.addArrangedSubview(minutes)
        stack.addArrangedSubview(row)
    }
}

/// The search screen's field says what it is for while empty.
final class LibrarySearchViewController: UIViewController {
    // ok: uikit-control-missing-label
    private let searchField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.placeholder = NSLocalizedString("Search titles and authors", comment: "")
        searchField.returnKeyType = .search
        view.addSubview(searchField)
    }
}
