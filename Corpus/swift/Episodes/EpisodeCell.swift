import UIKit

/// A podcast episode row, laid out in EpisodeCell.xib.
final class EpisodeCell: UITableViewCell {
    @IBOutlet weak var artworkView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var downloadButton: UIButton!
    @IBOutlet weak var playButton: UIButton!
    @IBOutlet weak var moreButton: UIButton!

    var onPlay: (() -> Void)?

    func configure(title: String, artwork: UIImage?, isPlaying: Bool) {
        titleLabel.text = title
        artworkView.image = artwork
        playButton.setImage(UIImage(named: isPlaying ? "pause" : "play"), for: .normal)
        playButton.accessibilityLabel = isPlaying
            ? NSLocalizedString("Pause", comment: "Pause the episode")
            : NSLocalizedString("Play", comment: "Play the episode")
        downloadButton.isEnabled = artwork != nil
    }

    @IBAction private func playTapped(_ sender: UIButton) {
        onPlay?()
    }
}
