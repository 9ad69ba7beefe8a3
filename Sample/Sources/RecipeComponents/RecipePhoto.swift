import SwiftUI

/// A recipe picture filling the space offered (cropped to fill), or a calm placeholder with a bowl
/// when there is no picture.
struct RecipePhoto: View {
  let image: RecipeImage?
  let iconSize: Double

  var body: some View {
    if let image {
      Image(recipeImage: image, name: "recipe-photo").resizable().scaledToFill()
    } else {
      ZStack {
        Theme.placeholder
        Icon(.bowl, size: iconSize, color: Theme.tertiaryText)
      }
    }
  }
}
