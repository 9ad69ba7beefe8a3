import RecipeComponents
import RecipeCore
import SwiftUI

/// The cooksnaps card: how many people cooked the recipe and a button to their photos (opens
/// `ViewDescriptor.Cooksnaps`), or an invitation to be the first.
struct CooksnapsCard: View {
  let count: Int
  let language: AppLanguage

  var body: some View {
    DetailsCard(title: RecipeDetailsStrings.cooksnaps(language), id: "cooksnaps") {
      VStack(alignment: .leading, spacing: Theme.spacingM) {
        if count > 0 {
          HStack(spacing: Theme.spacingS) {
            Icon(.camera, size: 20, color: Theme.accent, lineWidth: 2.2)
            Text(RecipeDetailsStrings.cookedBy(count)(language)).themeFont(.body).foregroundColor(Theme.primaryText)
              .lineLimit(2).layoutPriority(0)
          }
          SecondaryButton(title: RecipeDetailsStrings.showCooksnaps(language), icon: .camera).id("show-cooksnaps")
        } else {
          Text(RecipeDetailsStrings.noCooksnaps(language)).themeFont(.body).foregroundColor(Theme.secondaryText)
            .id("no-cooksnaps")
        }
      }
      .padding(EdgeInsets(top: 0, leading: Theme.margin, bottom: Theme.margin, trailing: Theme.margin))
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
