import SwiftUI

struct Ingredient: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let amount: String
    let iconAsset: String
}

struct Recipe: Identifiable {
    let id: Int
    let title: String
    let heroAsset: String
    let minutes: Int
    let servings: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var stepPhotoAssets: [String] = []
}

enum RecipeTab: String, CaseIterable, Identifiable {
    case ingredients, steps, notes
    var id: Self { self }
}

@MainActor
final class RecipeDetailModel: ObservableObject {
    @Published var recipe: Recipe
    @Published var tab: RecipeTab = .ingredients
    @Published var checked: Set<Ingredient> = []
    @Published var isSaved = false
    @Published var servings: Int

    init(recipe: Recipe) {
        self.recipe = recipe
        self.servings = recipe.servings
    }

    var canStartCooking: Bool { checked.count == recipe.ingredients.count }
}

struct IngredientRow: View {
    let ingredient: Ingredient
    let isChecked: Bool

    var body: some View {
        // expect: swiftui-label-value-not-combined
        HStack {
            // expect: swiftui-icon-beside-text-not-hidden
            // ok: swiftui-image-missing-label
            Image(ingredient.iconAsset)
                .resizable()
                .frame(width: 28, height: 28)
            Text(ingredient.name)
            Spacer()
            Text(ingredient.amount).foregroundStyle(.secondary)
            // expect: swiftui-selection-shown-by-checkmark
            Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct RecipeDetailView: View {
    @StateObject var model: RecipeDetailModel
    @State private var showsNutrition = false

    var body: some View {
        List {
            Section {
                // ok: swiftui-image-missing-label
                Image(model.recipe.heroAsset)
                    .resizable()
                    .scaledToFill()
                    .frame(height: 220)
                    .listRowInsets(EdgeInsets())
                    .accessibilityHidden(true)
                // expect: swiftui-title-text-not-heading
                Text(model.recipe.title).font(.title.bold())
            }

            Picker("Section", selection: $model.tab) {
                ForEach(RecipeTab.allCases) { tab in
                    Text(tab.rawValue.capitalized).tag(tab)
                }
            }
            .pickerStyle(.segmented)

            switch model.tab {
            case .ingredients:
                ForEach(model.recipe.ingredients) { ingredient in
                    IngredientRow(ingredient: ingredient, isChecked: model.checked.contains(ingredient))
                        // expect: swiftui-tap-gesture-without-button-trait
                        .onTapGesture {
                            if model.checked.contains(ingredient) {
                                model.checked.remove(ingredient)
                            } else {
                                model.checked.insert(ingredient)
                            }
                        }
                }
            case .steps:
                ForEach(Array(model.recipe.steps.enumerated()), id: \.offset) { index, step in
                    Text("\(index + 1). \(step)")
                }
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(model.recipe.stepPhotoAssets, id: \.self) { asset in
                            // expect: swiftui-image-missing-label
                            Image(asset)
                                .resizable()
                                .scaledToFill()
                                .frame(width: 160, height: 120)
                                .clipShape(RoundedRectangle(cornerRadius: 8))
                        }
                    }
                }
            case .notes:
                Text("No notes yet")
            }

            DisclosureGroup(isExpanded: $showsNutrition) {
                Text("Energy 540 kcal")
                Text("Protein 32 g")
            } label: {
                HStack {
                    Text("Nutrition")
                    Spacer()
                    Text("per serving")
                        .foregroundStyle(.secondary)
                        // expect: swiftui-tap-gesture-without-button-trait
                        .onTapGesture { showsNutrition.toggle() }
                }
            }

            Stepper("Servings: \(model.servings)", value: $model.servings, in: 1...12)

            // expect: swiftui-guarded-action-without-disabled
            Button("Start cooking") {
                guard model.canStartCooking else { return }
            }
            .buttonStyle(.borderedProminent)
        }
        .toolbar {
            // ok: swiftui-icon-only-button-unlabeled
            Button {
                model.isSaved.toggle()
            } label: {
                Image(systemName: model.isSaved ? "bookmark.fill" : "bookmark")
                    .accessibilityLabel(model.isSaved ? "Remove from saved" : "Save recipe")
            }
        }
    }
}
