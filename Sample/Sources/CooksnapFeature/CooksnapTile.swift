import RecipeComponents
import RecipeCore
import SwiftUI

/// One cooksnap: a square photo with its likes, the cook's avatar and name, the comment and when it
/// was posted.
struct CooksnapTile: View {
  let item: CooksnapItem
  let language: AppLanguage
  /// The tile's width in points (the photo is as high as it is wide).
  let width: Double

  var body: some View {
    ScreenReader { traits in
      VStack(alignment: .leading, spacing: 0) {
        photo.overlay(alignment: .bottomTrailing) { likes }
        VStack(alignment: .leading, spacing: Theme.spacingS) {
          HStack(spacing: Theme.spacingS) {
            Avatar(image: item.avatar, name: item.authorName, size: 28)
            Text(item.authorName).themeFont(.cardTitle).foregroundColor(Theme.primaryText).lineLimit(1)
              .layoutPriority(0).id("cooksnap-\(item.id).name")
            Spacer(minLength: 0)
          }
          Text(item.comment).themeFont(.secondary).foregroundColor(Theme.primaryText)
            .lineLimit(traits.contentSizeCategory.isAccessibilityCategory ? 6 : 4)
            .id("cooksnap-\(item.id).comment")
          Spacer(minLength: 0)
          Text(item.dateText).themeFont(.caption).foregroundColor(Theme.tertiaryText).lineLimit(1)
            .id("cooksnap-\(item.id).date")
        }
        .padding(EdgeInsets(top: 10, leading: 10, bottom: 12, trailing: 10))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
      .frame(minWidth: width, maxWidth: width, maxHeight: .infinity, alignment: .topLeading)
      .background(Theme.surface)
      .cornerRadius(Theme.cardRadius)
      .accessibilityLabel("\(item.authorName): \(item.comment), \(item.dateText)")
      .accessibilityAddTraits(.isImage)
    }
  }

  /// The likes as a badge on the photo's corner.
  private var likes: some View {
    Text(CooksnapsStrings.likes(item.likeCount)(language)).themeFont(.caption).foregroundColor(.white).lineLimit(1)
      .padding(EdgeInsets(top: 3, leading: Theme.spacingS, bottom: 3, trailing: Theme.spacingS))
      .background(Color.black.opacity(0.55), in: .capsule)
      .padding(Theme.spacingS)
      .id("cooksnap-\(item.id).likes")
  }

  @ViewBuilder private var photo: some View {
    if let image = item.photo {
      Image(recipeImage: image, name: "cooksnap-\(item.id)").resizable().scaledToFill().frame(
        width: width, height: width
      )
      .clipped()
    } else {
      ZStack {
        Theme.placeholder
        Icon(.camera, size: 36, color: Theme.tertiaryText)
      }
      .frame(width: width, height: width)
    }
  }
}
