import RecipeComponents
import RecipeCore
import SwiftUI

/// The query field as the screen shows it: a rounded grey field with a magnifying glass and the
/// query (or the placeholder), and a clear button when there is a query. Sits under the large title,
/// on the screen's background, as a `searchable` field does on iOS.
struct SearchField: View {
  let query: String
  let placeholder: String

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: Theme.spacingS) {
        Icon(.search, size: 18, color: Theme.secondaryText, lineWidth: 2.4)
        Text(query.isEmpty ? placeholder : query).themeFont(.body)
          .foregroundColor(query.isEmpty ? Theme.tertiaryText : Theme.primaryText).lineLimit(1)
          .layoutPriority(0).id("search-field.text")
        Spacer(minLength: 0)
        if !query.isEmpty { clearButton }
      }
      .padding(EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10))
      .frame(maxWidth: .infinity, minHeight: 40)
      .background(Theme.placeholder, in: RoundedRectangle(cornerRadius: Theme.buttonRadius))
      .accessibilityLabel(query.isEmpty ? placeholder : query).accessibilityAddTraits(.isButton)
      .padding(EdgeInsets(top: 0, leading: Theme.margin, bottom: Theme.spacingS, trailing: Theme.margin))
    }
    .id("search-field")
  }

  private var clearButton: some View {
    ZStack {
      Circle().fill(Theme.tertiaryText).frame(width: 18, height: 18)
      Text("×").font(ThemeFont.cardTitle.fixedFont).foregroundColor(Theme.surface).lineLimit(1)
    }
    .accessibilityHidden(true)
  }
}
