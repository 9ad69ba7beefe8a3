import RecipeComponents
import RecipeCore
import SwiftUI

/// The recipe's picture across the screen; a calm placeholder with a bowl when it did not load.
struct RecipeHero: View {
  let image: RecipeImage?
  let title: String

  @ViewBuilder var body: some View {
    if let image {
      Image(recipeImage: image, name: "hero").resizable().scaledToFill().clipped()
        .accessibilityLabel(title).accessibilityAddTraits(.isImage).id("hero")
    } else {
      ZStack {
        Theme.placeholder
        Icon(.bowl, size: 64, color: Theme.tertiaryText)
      }
      .accessibilityLabel(title).accessibilityAddTraits(.isImage).id("hero")
    }
  }
}
