import KagamiLayout

/// A sample screen that draws under the safe area: a coloured header that grows under the status bar
/// (`ignoresSafeArea(edges: .top)`), a list of rows, and an order bar fixed to the bottom
/// (`safeAreaInset(edge: .bottom)`) whose background grows under the home indicator; used by the tests,
/// the goldens and the docs. Render it on a device with `withStatusBar()` to see the bar over the header.
public struct SafeAreaSampleScreen: View, Sendable {
  /// The sample screen.
  public init() {}

  static let items = ["Miso soup", "Salmon onigiri", "Pickled daikon", "Green tea"]

  /// The screen.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Lunch set").font(.title2).fontWeight(.bold).foregroundColor(.white)
        .padding(top: 12, leading: 16, bottom: 16, trailing: 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { Color(hex: 0xC8553D).ignoresSafeArea(edges: .top) }
        .accessibilityRole(.header).id("header")
      VStack(alignment: .leading, spacing: 0) {
        ForEach(SafeAreaSampleScreen.items, id: { "item-\($0)" }) { item in
          Text(item).padding(top: 12, leading: 16, bottom: 12, trailing: 16)
            .frame(maxWidth: .infinity, alignment: .leading)
          Divider().padding(leading: 16)
        }
        Spacer(minLength: 0)
      }
      .background(.background)
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      HStack(spacing: 12) {
        Text("4 items").font(.subheadline).foregroundColor(.secondaryLabel)
        Spacer(minLength: 0)
        Text("Order").font(.headline).foregroundColor(.white)
          .padding(top: 8, leading: 20, bottom: 8, trailing: 20)
          .background(.accentColor, in: .capsule)
      }
      .padding(top: 10, leading: 16, bottom: 10, trailing: 16)
      .background { Color.secondaryBackground.ignoresSafeArea(edges: .bottom) }
      .id("order-bar")
    }
  }
}
