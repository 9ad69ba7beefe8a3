import RecipeComponents
import RecipeCore
import SwiftUI

/// The top card: title, author (opens the kitchen), summary, time, servings, cooksnap count and tags.
struct RecipeHeaderCard: View {
  let content: RecipeDetailsContent
  let language: AppLanguage

  private var recipe: Recipe { content.recipe }

  var body: some View {
    VStack(alignment: .leading, spacing: Theme.spacingM) {
      Text(recipe.title).themeFont(.screenTitle).foregroundColor(Theme.primaryText).lineLimit(5)
        .accessibilityAddTraits(.isHeader).id("title")
      author
      Text(recipe.summary).themeFont(.body).foregroundColor(Theme.secondaryText).id("summary")
      facts
      if !recipe.tags.isEmpty {
        Flex(direction: .row, wrap: .wrap, gap: Theme.spacingS) {
          ForEach(recipe.tags.indices, id: { "tag-\($0)" }) { index in TagChip(title: "#" + recipe.tags[index]) }
        }
        .id("tags")
      }
    }
    .padding(Theme.margin)
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
    .id("header")
  }

  private var author: some View {
    HStack(spacing: Theme.spacingM) {
      Avatar(image: content.authorImage, name: recipe.author.name, size: 40)
      VStack(alignment: .leading, spacing: Theme.spacingXXS) {
        Text(recipe.author.name).themeFont(.cardTitle).foregroundColor(Theme.primaryText).lineLimit(1)
        Text(RecipeDetailsStrings.kitchen(language)).themeFont(.caption).foregroundColor(Theme.accentText).lineLimit(1)
      }
      .layoutPriority(0)
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, minHeight: Theme.minimumRowHeight)
    .accessibilityLabel("\(recipe.author.name), \(RecipeDetailsStrings.kitchen(language))")
    .accessibilityAddTraits(.isButton).id("author")
  }

  private var facts: some View {
    Flex(direction: .row, wrap: .wrap, alignItems: .center, gap: Theme.spacingM) {
      Text(RecipeDetailsStrings.facts(minutes: recipe.cookingMinutes, servings: recipe.servings)(language))
        .themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1)
      if recipe.cooksnapCount > 0 {
        CooksnapCount(
          count: recipe.cooksnapCount, label: RecipeDetailsStrings.cooksnaps(language), japanese: language == .ja
        )
        .accessibilityAddTraits(.isLink).id("cooksnap-count")
      }
    }
    .id("facts")
  }
}
