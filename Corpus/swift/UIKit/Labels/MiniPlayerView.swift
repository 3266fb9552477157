import UIKit

/// The player bar above the tab bar: artwork, play and skip.
final class MiniPlayerView: UIView {
    private let artworkView = UIImageView()
    private let playButton = UIButton(type: .custom)
    private let skipButton = UIButton(type: .custom)

    func configure(episodeTitle: String) {
        artworkView.isAccessibilityElement = true
        // ok: uikit-label-names-role
        artworkView.accessibilityLabel = NSLocalizedString("Episode artwork image", comment: "Artwork of the playing episode")
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        // expect: uikit-label-names-role
        playButton.accessibilityLabel = NSLocalizedString("Play button", comment: "Accessibility label of the play button")
        skipButton.setImage(UIImage(systemName: "goforward.30"), for: .normal)
        // expect: uikit-label-names-role
        skipButton.accessibilityLabel = "Skip forward icon"
        // ok: uikit-label-names-role
        accessibilityLabel = String(format: NSLocalizedString("Now playing %@", comment: "Player bar"), episodeTitle)
    }
}
