import SwiftUI

/// A recipe on a card: photo (a placeholder without one), title (two lines reserved, at most two
/// shown), author and cooksnap count. Takes the width offered (a `LazyVGrid` column's, or a
/// `frame(width:)`).
public struct RecipeCard: View {
  let title: String
  let authorName: String
  let cooksnapCount: Int
  let cooksnapLabel: String
  let image: RecipeImage?
  let authorImage: RecipeImage?
  let imageHeight: Double
  let japanese: Bool
  let id: String

  /// A card for one recipe; `id` prefixes the card's node ids (`<id>`, `<id>.title`, `<id>.photo`).
  public init(
    title: String, authorName: String, cooksnapCount: Int, cooksnapLabel: String, image: RecipeImage?,
    authorImage: RecipeImage? = nil, imageHeight: Double = 120, japanese: Bool = false, id: String = "recipe-card"
  ) {
    self.title = title
    self.authorName = authorName
    self.cooksnapCount = cooksnapCount
    self.cooksnapLabel = cooksnapLabel
    self.image = image
    self.authorImage = authorImage
    self.imageHeight = imageHeight.isFinite && imageHeight > 0 ? imageHeight : 120
    self.japanese = japanese
    self.id = id
  }

  /// The card.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      RecipePhoto(image: image, iconSize: 40).frame(height: imageHeight).id("\(id).photo")
      VStack(alignment: .leading, spacing: 6) {
        ZStack(alignment: .topLeading) {
          // Two lines are always reserved, so cards side by side line up whatever their titles.
          Text("あ\nあ").themeFont(.cardTitle).lineLimit(2).hidden().frame(maxWidth: .infinity, alignment: .leading)
          Text(title).themeFont(.cardTitle).foregroundColor(Theme.primaryText).lineLimit(2).id("\(id).title")
        }
        HStack(spacing: 6) {
          Avatar(image: authorImage, name: authorName, size: 20)
          Text(authorName).themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1).layoutPriority(0)
          Spacer(minLength: 0)
        }
        HStack(spacing: 0) {
          CooksnapCount(count: cooksnapCount, label: cooksnapLabel, japanese: japanese).layoutPriority(0)
          Spacer(minLength: 0)
        }
      }
      .padding(EdgeInsets(top: 10, leading: 10, bottom: 12, trailing: 10))
    }
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
    .accessibilityLabel("\(title), \(authorName), \(CountFormat.grouped(cooksnapCount)) \(cooksnapLabel)")
    .accessibilityAddTraits(.isButton)
    .id(id)
  }
}
