import UIKit

/// The same badge cell, named for VoiceOver with the badge's title.
final class NamedBadgeCell: UICollectionViewCell {
    @IBOutlet private weak var badgeImageView: UIImageView!

    func configure(badge: Badge) {
        // ok: uikit-image-only-cell-unnamed
        badgeImageView.image = UIImage(named: "badge-\(badge.key)")
        isAccessibilityElement = true
        accessibilityLabel = badge.isEarned ? badge.title : String(localized: "Locked badge")
    }
}
