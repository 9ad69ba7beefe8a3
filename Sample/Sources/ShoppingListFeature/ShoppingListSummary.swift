import RecipeComponents
import RecipeCore

/// The card on top of the list: how many items are left, how many are in the basket, and a bar.
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
          .themeFont(.screenTitle).foregroundColor(Theme.primaryText).flex(shrink: 1)
        Spacer(minLength: 0)
      }
      Text(ShoppingListStrings.progress(checked: checked, total: total)(language)).themeFont(.secondary)
        .foregroundColor(Theme.secondaryText)
      HStack(spacing: 0) {
        Theme.accent.flex(grow: Double(checked), shrink: 1, basis: .points(0))
        Color.clear.flex(grow: Double(total - checked), shrink: 1, basis: .points(0))
      }
      .frame(maxWidth: .infinity, minHeight: 8, maxHeight: 8)
      .background(Theme.accentSoft)
      .clipShape(Capsule())
      .padding(top: Theme.spacingXS)
      .accessibilityHidden()
    }
    .padding(Theme.margin)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
    .padding(top: Theme.margin, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
    .accessibilityLabel(ShoppingListStrings.progress(checked: checked, total: total)(language))
    .id("shopping-summary")
  }
}
