import RecipeComponents
import RecipeCore
import SwiftUI

/// A caption and wrapping rows of keyword chips (related or popular searches).
struct KeywordChips: View {
  let title: String
  let keywords: [String]
  let id: String

  var body: some View {
    VStack(alignment: .leading, spacing: Theme.spacingS) {
      Text(title).themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1)
        .accessibilityAddTraits(.isHeader)
      Flex(direction: .row, wrap: .wrap, gap: Theme.spacingS) {
        ForEach(keywords.indices, id: { "\(id).chip-\($0)" }) { index in
          TagChip(title: keywords[index])
        }
      }
    }
    .padding(EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: Theme.spacingXS, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .leading)
    .id(id)
  }
}
