import RecipeComponents
import RecipeCore
import SwiftUI

/// The ingredients card: name and amount per row, hairlines between rows, group labels (◆隠し味)
/// with their rows indented.
struct IngredientListCard: View {
  let groups: [IngredientGroup]
  let servings: String
  let language: AppLanguage

  var body: some View {
    DetailsCard(title: RecipeDetailsStrings.ingredients(language), trailing: servings, id: "ingredients") {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(groups.indices) { groupIndex in
          let group = groups[groupIndex]
          if let label = group.label {
            Text("◆ " + label).themeFont(.cardTitle).foregroundColor(Theme.accentText).lineLimit(1)
              .padding(
                EdgeInsets(top: Theme.spacingM, leading: Theme.margin, bottom: Theme.spacingXS, trailing: Theme.margin)
              )
              .accessibilityAddTraits(.isHeader).id("ingredient-group-\(groupIndex)")
          }
          ForEach(group.ingredients) { ingredient in
            row(ingredient, indent: group.label == nil ? 0 : Self.groupIndent)
          }
        }
      }
      .padding(.bottom, Theme.spacingS)
    }
  }

  /// How far the rows of a labelled group sit in from the others, so an unlabelled run after a
  /// group does not read as part of it.
  static let groupIndent = 14.0

  private func row(_ ingredient: Ingredient, indent: Double) -> some View {
    VStack(spacing: 0) {
      HStack(alignment: .top, spacing: Theme.spacingM) {
        Text(ingredient.name).themeFont(.body).foregroundColor(Theme.primaryText).layoutPriority(0)
        Spacer(minLength: Theme.spacingS)
        Text(ingredient.quantity).themeFont(.body).foregroundColor(Theme.secondaryText)
          .multilineTextAlignment(.trailing).layoutPriority(0)
      }
      .padding(EdgeInsets(top: 10, leading: Theme.margin + indent, bottom: 10, trailing: Theme.margin))
      .frame(maxWidth: .infinity)
      Divider().padding(EdgeInsets(top: 0, leading: Theme.margin + indent, bottom: 0, trailing: Theme.margin))
    }
    .accessibilityLabel("\(ingredient.name) \(ingredient.quantity)")
    .id("ingredient-\(ingredient.id)")
  }
}
