import SwiftUI

/// A recipe in a list: a rounded square thumbnail, title (at most two lines), subtitle, an optional
/// detail line and a disclosure chevron.
public struct RecipeListRow: View {
  let title: String
  let subtitle: String
  let detail: String?
  let image: RecipeImage?
  let showsChevron: Bool
  let id: String

  /// A row; `id` prefixes its node ids (`<id>`, `<id>.title`).
  public init(
    title: String, subtitle: String, detail: String? = nil, image: RecipeImage?, showsChevron: Bool = true,
    id: String = "recipe-row"
  ) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.image = image
    self.showsChevron = showsChevron
    self.id = id
  }

  /// The row.
  public var body: some View {
    HStack(spacing: Theme.spacingM) {
      RecipePhoto(image: image, iconSize: 32).frame(width: 72, height: 72).cornerRadius(Theme.thumbnailRadius)
      VStack(alignment: .leading, spacing: Theme.spacingXS) {
        Text(title).themeFont(.cardTitle).foregroundColor(Theme.primaryText).lineLimit(2).id("\(id).title")
        Text(subtitle).themeFont(.secondary).foregroundColor(Theme.secondaryText).lineLimit(1)
        if let detail { Text(detail).themeFont(.caption).foregroundColor(Theme.tertiaryText).lineLimit(1) }
      }
      .layoutPriority(0)
      Spacer(minLength: 0)
      if showsChevron { Icon(.forward, size: 16, color: Theme.tertiaryText, lineWidth: 2.5) }
    }
    .padding(EdgeInsets(top: 10, leading: Theme.margin, bottom: 10, trailing: Theme.margin))
    .frame(minHeight: Theme.minimumRowHeight)
    .background(Theme.surface)
    .accessibilityLabel([title, subtitle, detail].compactMap { $0 }.joined(separator: ", "))
    .accessibilityAddTraits(.isButton)
    .id(id)
  }
}
