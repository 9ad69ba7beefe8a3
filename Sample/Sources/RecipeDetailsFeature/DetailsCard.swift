import RecipeComponents
import RecipeCore
import SwiftUI

/// A titled white card of the details screen: a bold title, then the content, rounded corners.
struct DetailsCard<Content: View>: View {
  let title: String
  let trailing: String?
  let id: String
  let content: Content

  init(title: String, trailing: String? = nil, id: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.trailing = trailing
    self.id = id
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .center, spacing: Theme.spacingS) {
        Text(title).themeFont(.sectionTitle).foregroundColor(Theme.primaryText).lineLimit(2)
          .accessibilityAddTraits(.isHeader).layoutPriority(0)
        Spacer(minLength: 0)
        if let trailing {
          Text(trailing).themeFont(.secondary).foregroundColor(Theme.secondaryText).lineLimit(1)
        }
      }
      .padding(EdgeInsets(top: Theme.margin, leading: Theme.margin, bottom: Theme.spacingM, trailing: Theme.margin))
      .frame(maxWidth: .infinity)
      content
    }
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
    .id(id)
  }
}
