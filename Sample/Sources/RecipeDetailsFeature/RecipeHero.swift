import RecipeComponents
import RecipeCore

/// The recipe's picture across the screen; a calm placeholder with a bowl when it did not load.
struct RecipeHero: View {
  let image: Bitmap?
  let title: String

  @ViewBuilder var body: some View {
    if let image {
      Image(pixels: image, name: "hero").resizable().scaledToFill().clipped()
        .accessibilityLabel(title).accessibilityRole(.image).id("hero")
    } else {
      ZStack {
        Theme.placeholder
        Icon(.bowl, size: 64, color: Theme.tertiaryText)
      }
      .accessibilityLabel(title).accessibilityRole(.image).id("hero")
    }
  }
}
