import UIKit

/// The small player docked above the tab bar. Its buttons come from the storyboard; the code
/// swaps their pictures as playback starts and stops.
final class AudioDockViewController: UIViewController {
    @IBOutlet private weak var playPauseButton: UIButton!
    @IBOutlet private weak var sleepButton: UIButton!
    @IBOutlet private weak var skipButton: UIButton!

    private let playImage = UIImage(named: "dock-play")
    private let pauseImage = UIImage(named: "dock-pause")

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(playbackStarted), name: .playbackStarted, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(playbackStopped), name: .playbackStopped, object: nil)
        // ok: uikit-image-button-missing-label
        skipButton.setImage(UIImage(named: "dock-skip"), for: .normal)
    }

    @objc private func playbackStarted() {
        // expect: uikit-image-button-missing-label
        playPauseButton.setImage(pauseImage, for: UIControlState())
        // ok: uikit-image-button-missing-label
        sleepButton.setImage(UIImage(named: "dock-moon-filled"), for: .normal)
        sleepButton.accessibilityLabel = NSLocalizedString("Sleep timer on", comment: "")
    }

    @objc private func playbackStopped() {
        // expect: uikit-image-button-missing-label
        playPauseButton.setImage(playImage, for: UIControlState())
        sleepButton.setImage(UIImage(named: "dock-moon"), for: .normal)
        sleepButton.accessibilityLabel = NSLocalizedString("Sleep timer off", comment: "")
    }
}
