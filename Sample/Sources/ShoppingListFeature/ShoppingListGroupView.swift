import RecipeComponents
import RecipeCore
import SwiftUI

/// One recipe's items: the recipe title with the group's count, then the rows on a card.
struct ShoppingListGroupView: View {
  let group: ShoppingListGroup

  var body: some View {
    ScreenReader { traits in
      groupView(titleLines: traits.contentSizeCategory.isAccessibilityCategory ? 4 : 2)
    }
  }

  private func groupView(titleLines: Int) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: Theme.spacingS) {
        Text(group.title).themeFont(.cardTitle).foregroundColor(Theme.primaryText).lineLimit(titleLines)
          .accessibilityAddTraits(.isHeader).layoutPriority(0)
        Spacer(minLength: 0)
        Text(ShoppingListStrings.groupCount(checked: group.checkedCount, total: group.items.count))
          .themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1)
      }
      .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: Theme.spacingS, trailing: Theme.margin))
      VStack(alignment: .leading, spacing: 0) {
        ForEach(group.items.indices, id: { "row-\(group.items[$0].id)" }) { index in
          row(group.items[index], isLast: index == group.items.count - 1)
        }
      }
      .background(Theme.surface)
      .cornerRadius(Theme.cardRadius)
      .padding(.horizontal, Theme.margin)
    }
    .id("group-\(group.id)")
  }

  private func row(_ item: ShoppingItem, isLast: Bool) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      CheckboxRow(
        title: item.name, detail: item.quantity, isChecked: item.isChecked, strikesThroughWhenChecked: true,
        id: "item-\(item.id)")
      if !isLast { RowDivider(inset: Theme.margin + 24 + Theme.spacingM) }
    }
  }
}
