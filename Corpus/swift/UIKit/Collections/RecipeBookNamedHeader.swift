import UIKit

/// The same recipe section header, read by VoiceOver as one sentence.
final class NamedRecipeSectionHeaderView: UICollectionReusableView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var triedLabel: UILabel!

    func configure(section: RecipeSection) {
        nameLabel.text = section.name
        let tried = section.recipes.filter { $0.isTried }.count
        // ok: uikit-count-shown-as-fraction
        triedLabel.text = "\(tried)/\(section.recipes.count)"
        isAccessibilityElement = true
        accessibilityLabel = String(localized: "\(section.name), \(tried) of \(section.recipes.count) tried")
    }
}
