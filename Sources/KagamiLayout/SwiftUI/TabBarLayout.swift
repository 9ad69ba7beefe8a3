import KagamiText

/// A `TabView` as iOS 17 draws it on iPhone: the selected tab's view over a 49-point tab bar on the
/// bar material, with a hairline above it, grown under the home indicator. The items share the width
/// equally; each is its icon (a 22-point symbol in a 26-point band, 7 points from the top) over its
/// title (10 points, medium), in the tint colour when selected and gray otherwise. The title's line
/// starts 2 points under the icon band: SF's 10-point line is 12 points high and starts 3 points
/// under it, Kagami's Noto Sans line is 14 points high with its baseline about 1.4 points lower in it
/// (ascenders of 1.069 em and 0.952 em), so 2 points keep the baseline where iOS draws it and the
/// item inside the 49-point bar (on an iPhone SE, with no home indicator under the bar, 3 put the
/// descenders past the screen's edge). A badge is a red
/// capsule at least 18 points across with the count in white, 13 points, over the icon's trailing
/// top corner. The bar does not grow with the content size (iOS shows the large content viewer
/// instead), and follows the layout direction: the first tab is on the right in right-to-left screens.
struct TabBarLayout: View {
  /// The height of the tab bar above the home indicator.
  static let barHeight = 49.0

  let tabs: [ViewNode]
  let selected: Int

  var body: some View {
    let options = tabs.map(\.containerItemOptions)
    VStack(spacing: 0) {
      ResolvedNodes(nodes: [tabs[selected]]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      HStack(spacing: 0) {
        ForEach(tabs.indices) { index in
          TabBarItem(label: options[index].tabItem, badge: options[index].badge, isSelected: index == selected)
        }
      }
      .frame(maxWidth: .infinity)
      .frame(height: Self.barHeight, alignment: .top)
      .background { BarBackground(edge: .top).ignoresSafeArea() }
      .id("tabbar")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// One item of a tab bar.
struct TabBarItem: View {
  let label: AnyView?
  let badge: String?
  let isSelected: Bool

  var body: some View {
    TraitsReader { traits in
      ZStack(alignment: .top) {
        VStack(spacing: TabItemLabelStyle.titleSpacing) { label ?? AnyView(EmptyView()) }
          .labelStyle(TabItemLabelStyle())
          .font(Font(weight: .medium, size: 10))
          .foregroundColor(isSelected ? .accentColor : .tabBarUnselected)
        if let badge {
          Text(badge).font(Font(size: 13)).foregroundColor(.white).lineLimit(1)
            .padding(top: 0, leading: 5, bottom: 0, trailing: 5)
            .frame(minWidth: 18, minHeight: 18, maxHeight: 18)
            .background(Color(SemanticColor.red), in: Capsule())
            .offset(x: traits.layoutDirection == .rtl ? -14 : 14, y: -3)
            .id("tabbar.badge")
        }
      }
      .padding(top: 7)
      .frame(maxWidth: .infinity, alignment: .top)
      .accessibilityRole(.button)
    }
  }
}

/// A tab bar item's label: the icon over the title.
struct TabItemLabelStyle: LabelStyle {
  /// The space between the icon's band and the title's line (see `TabBarLayout`).
  static let titleSpacing = 2.0

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: Self.titleSpacing) {
      configuration.icon.font(Font(size: 22)).frame(height: 26)
      configuration.title.font(Font(weight: .medium, size: 10)).lineLimit(1)
    }
  }
}
