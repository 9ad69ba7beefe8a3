import RecipeComponents
import RecipeCore
import SwiftUI

/// One recipe's items: a list section headed by the recipe title and the group's count.
struct ShoppingListGroupView: View {
  let group: ShoppingListGroup

  var body: some View {
    ScreenReader { traits in
      section(titleLines: traits.contentSizeCategory.isAccessibilityCategory ? 4 : 2)
    }
  }

  private func section(titleLines: Int) -> some View {
    Section {
      ForEach(group.items, id: { "item-\($0.id)" }) { item in
        CheckboxRow(
          title: item.name, detail: item.quantity, isChecked: item.isChecked, strikesThroughWhenChecked: true,
          id: "item-\(item.id)"
        )
        .listRowInsets(EdgeInsets())
      }
    } header: {
      HStack(alignment: .top, spacing: Theme.spacingS) {
        Text(group.title).lineLimit(titleLines).accessibilityAddTraits(.isHeader).layoutPriority(0)
        Spacer(minLength: 0)
        Text(ShoppingListStrings.groupCount(checked: group.checkedCount, total: group.items.count)).lineLimit(1)
      }
      .textCase(nil)
    }
    .id("group-\(group.id)")
  }
}
