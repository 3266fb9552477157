import UIKit

/// A badge the player has earned, shown in the trophy shelf's grid.
final class EarnedBadgeCell: UICollectionViewCell {
    @IBOutlet private weak var badgeImageView: UIImageView!

    func configure(badge: Badge) {
        if badge.isEarned {
            // expect: uikit-image-only-cell-unnamed
            badgeImageView.image = UIImage(named: "badge-\(badge.key)")
        } else {
            // expect: uikit-image-only-cell-unnamed
            badgeImageView.image = UIImage(named: "badge-locked")?.withRenderingMode(.alwaysTemplate)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // ok: uikit-image-only-cell-unnamed
        badgeImageView.image = nil
    }
}
