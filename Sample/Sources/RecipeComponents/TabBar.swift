import SwiftUI

/// The bottom bar: equal tabs with an icon and a label; the selected tab is drawn in the accent with
/// a bolder icon. Its background runs down behind the home indicator (the device's bottom safe-area
/// inset); put it last in the screen's root stack.
public struct TabBar: View {
  let items: [TabBarItem]
  let selectedIndex: Int

  /// A bar of `items` with the tab at `selectedIndex` highlighted (none if out of range).
  public init(items: [TabBarItem], selectedIndex: Int) {
    self.items = items
    self.selectedIndex = selectedIndex
  }

  /// The bar.
  public var body: some View {
    ScreenReader { traits in
      VStack(spacing: 0) {
        Divider()
        HStack(alignment: .top, spacing: 0) {
          ForEach(items.indices, id: { "tab-\($0)" }) { index in tab(index) }
        }
        .frame(maxWidth: .infinity, minHeight: Theme.tabBarHeight, maxHeight: Theme.tabBarHeight)
      }
      .background(alignment: .top) {
        Theme.barBackground.frame(height: Theme.tabBarHeight + 1 + traits.device.safeArea.bottom)
      }
      .id("tab-bar")
    }
  }

  private func tab(_ index: Int) -> some View {
    let item = items[index]
    let isSelected = index == selectedIndex
    let color = isSelected ? Theme.accentText : Theme.inactiveTab
    return VStack(spacing: 3) {
      Icon(item.icon, size: 24, color: color, lineWidth: isSelected ? 2.4 : 1.8)
      Text(item.title).font(isSelected ? ThemeFont.tabLabel.fixedFont.bold() : ThemeFont.tabLabel.fixedFont)
        .foregroundColor(color).lineLimit(1)
    }
    .padding(.top, 6)
    .frame(maxWidth: .infinity, alignment: .top)
    .equalShareOfStack()
    .accessibilityLabel(item.title).accessibilityAddTraits(.isButton)
  }
}
