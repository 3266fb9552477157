import UIKit

/// The bar above the tab bar while a book plays: cover, title, time left and a play button.
final class NowPlayingBarView: UIView {
    private let coverView = UIImageView()
    private let titleLabel = UILabel()
    private let remainingLabel = UILabel()
    private let chapterLabel = UILabel()
    private let playButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // expect: uikit-fixed-font-size
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        // expect: uikit-fixed-font-size
        remainingLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
        // ok: uikit-fixed-font-size
        chapterLabel.font = .preferredFont(forTextStyle: .caption1)
        chapterLabel.adjustsFontForContentSizeCategory = true
        playButton.configuration = .plain()
        playButton.configuration?.title = NSLocalizedString("Play", comment: "")
        [coverView, titleLabel, remainingLabel, chapterLabel, playButton].forEach(addSubview)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ book: Book) {
        coverView.image = book.cover
        titleLabel.text = book.title
        remainingLabel.text = book.remainingText
        chapterLabel.text = book.chapterTitle
    }
}
