import UIKit

/// The sleep timer's countdown, in the app's rounded typeface, scaled with the user's text size.
final class SleepTimerView: UIView {
    private let countdownLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let rounded = UIFont(name: "Nunito-Bold", size: 28) ?? .systemFont(ofSize: 28, weight: .bold)
        // ok: uikit-fixed-font-size
        countdownLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: rounded)
        countdownLabel.adjustsFontForContentSizeCategory = true
        addSubview(countdownLabel)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func show(remaining: TimeInterval) {
        countdownLabel.text = Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond))
    }
}
