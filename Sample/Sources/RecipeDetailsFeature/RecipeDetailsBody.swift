import RecipeComponents
import RecipeCore
import SwiftUI

/// The loaded recipe: on phones a full-width hero picture above the header card; on wide screens
/// a rounded picture beside it. Then ingredients, steps, tip and cooksnaps as cards, all in a column
/// at most `maximumWidth` wide (centred on wide screens).
struct RecipeDetailsBody: View {
  let content: RecipeDetailsContent
  let language: AppLanguage

  /// The widest the column of cards gets.
  static let maximumWidth = 680.0
  /// Screens at least this wide put the picture beside the header card.
  static let sideBySideMinimumWidth = 600.0

  var body: some View {
    ScreenReader { traits in
      let width = traits.device.width
      let isWide = width >= Self.sideBySideMinimumWidth
      VStack(alignment: .center, spacing: 0) {
        if !isWide {
          RecipeHero(image: content.heroImage, title: content.recipe.title)
            .frame(width: width, height: (width * 2 / 3).rounded())
        }
        VStack(alignment: .leading, spacing: Theme.spacingL) {
          if isWide {
            HStack(alignment: .top, spacing: Theme.spacingL) {
              RecipeHero(image: content.heroImage, title: content.recipe.title)
                .frame(width: Self.sideHeroWidth, height: (Self.sideHeroWidth * 2 / 3).rounded())
                .cornerRadius(Theme.cardRadius)
              RecipeHeaderCard(content: content, language: language).layoutPriority(0)
            }
          } else {
            RecipeHeaderCard(content: content, language: language)
          }
          IngredientListCard(
            groups: content.ingredientGroups, servings: content.recipe.servings, language: language)
          StepListCard(steps: content.recipe.steps, language: language)
          if let tip = content.recipe.tip, !tip.isEmpty {
            DetailsCard(title: RecipeDetailsStrings.tip(language), id: "tip") {
              Text(tip).themeFont(.body).foregroundColor(Theme.primaryText)
                .padding(EdgeInsets(top: 0, leading: Theme.margin, bottom: Theme.margin, trailing: Theme.margin))
                .frame(maxWidth: .infinity, alignment: .leading)
            }
          }
          CooksnapsCard(count: content.recipe.cooksnapCount, language: language)
          Text(content.publishedText).themeFont(.caption).foregroundColor(Theme.tertiaryText).lineLimit(1)
            .padding(EdgeInsets(top: 0, leading: Theme.spacingXS, bottom: Theme.spacingL, trailing: 0)).id("published")
        }
        .padding(EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: 0, trailing: Theme.margin))
        .frame(width: min(width, Self.maximumWidth))
      }
    }
  }

  /// The picture's width beside the header card (3:2, like the fixture pictures).
  static let sideHeroWidth = 300.0
}
