import RecipeComponents
import RecipeCore
import SwiftUI

/// The first row of the list: how many items are left, how many are in the basket, and a bar.
struct ShoppingListSummary: View {
  let checked: Int
  let total: Int
  let language: AppLanguage

  var body: some View {
    let isDone = checked == total
    return VStack(alignment: .leading, spacing: Theme.spacingS) {
      HStack(spacing: Theme.spacingS) {
        if isDone {
          ZStack {
            Circle().fill(Theme.accent).frame(width: 26, height: 26)
            Icon(.check, size: 18, color: Theme.onAccent, lineWidth: 3)
          }
        }
        Text(isDone ? ShoppingListStrings.allDone(language) : ShoppingListStrings.remaining(total - checked)(language))
          .themeFont(.screenTitle).foregroundColor(Theme.primaryText).layoutPriority(0)
        Spacer(minLength: 0)
      }
      Text(ShoppingListStrings.progress(checked: checked, total: total)(language)).themeFont(.secondary)
        .foregroundColor(Theme.secondaryText)
      HStack(spacing: 0) {
        Theme.accent.proportionalShareOfStack(Double(checked))
        Color.clear.proportionalShareOfStack(Double(total - checked))
      }
      .frame(maxWidth: .infinity, minHeight: 8, maxHeight: 8)
      .background(Theme.accentSoft)
      .clipShape(Capsule())
      .padding(.top, Theme.spacingXS)
      .accessibilityHidden(true)
    }
    .padding(.vertical, Theme.spacingS)
    .frame(maxWidth: .infinity, alignment: .leading)
    .accessibilityLabel(ShoppingListStrings.progress(checked: checked, total: total)(language))
    .id("shopping-summary")
  }
}
