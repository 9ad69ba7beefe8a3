import RecipeComponents
import RecipeCore

/// The loaded recipe: a full-width hero picture, then the header card, ingredients, steps, tip and
/// cooksnaps as cards in a column at most `maximumWidth` wide (centred on wide screens).
struct RecipeDetailsBody: View {
  let content: RecipeDetailsContent
  let language: AppLanguage

  /// The widest the column of cards gets.
  static let maximumWidth = 680.0

  var body: some View {
    TraitsReader { traits in
      let width = traits.device.width
      VStack(alignment: .center, spacing: 0) {
        RecipeHero(image: content.heroImage, title: content.recipe.title)
          .frame(width: width, height: min((width * 0.66).rounded(), 400))
        VStack(alignment: .leading, spacing: Theme.spacingL) {
          RecipeHeaderCard(content: content, language: language)
          IngredientListCard(
            groups: content.ingredientGroups, servings: content.recipe.servings, language: language)
          StepListCard(steps: content.recipe.steps, language: language)
          if let tip = content.recipe.tip, !tip.isEmpty {
            DetailsCard(title: RecipeDetailsStrings.tip(language), id: "tip") {
              Text(tip).themeFont(.body).foregroundColor(Theme.primaryText)
                .padding(top: 0, leading: Theme.margin, bottom: Theme.margin, trailing: Theme.margin)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
          }
          CooksnapsCard(count: content.recipe.cooksnapCount, language: language)
          Text(content.publishedText).themeFont(.caption).foregroundColor(Theme.tertiaryText).lineLimit(1)
            .padding(top: 0, leading: Theme.spacingXS, bottom: Theme.spacingL, trailing: 0).id("published")
        }
        .padding(top: Theme.spacingL, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
        .frame(width: min(width, Self.maximumWidth))
      }
    }
  }
}
