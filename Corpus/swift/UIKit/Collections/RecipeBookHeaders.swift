import UIKit

/// The header of a recipe book section: its name and how many recipes the cook has tried.
final class RecipeSectionHeaderView: UICollectionReusableView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var triedLabel: UILabel!

    func configure(section: RecipeSection) {
        nameLabel.text = section.name
        let tried = section.recipes.filter { $0.isTried }.count
        // expect: uikit-count-shown-as-fraction
        triedLabel.text = "\(tried)/\(section.recipes.count)"
    }
}

/// The pantry gauge under the shopping list: how much of the week's budget is spent.
final class PantryBudgetView: UIView {
    private let spentLabel = UILabel()
    private let sourceLabel = UILabel()

    func update(spent: Decimal, budget: Decimal, shop: Shop) {
        // expect: uikit-count-shown-as-fraction
        spentLabel.text = "\(currency(spent)) / \(currency(budget))"
        // ok: uikit-count-shown-as-fraction
        sourceLabel.text = "\(shop.domain)/\(shop.storePath)"
    }
}
