import KagamiLayout

/// A sample "featured recipes" screen built from paint effects: a gradient header, cards with
/// shadows and gradient badges in a grid, and vector icons. Used by `kagami-bench pipeline` (the
/// effects case) and the screen tests.
public struct EffectsSampleScreen: View, Sendable {
  /// The icons drawn on the cards, in turn (vector drawings, e.g. parsed from SVG files).
  public var icons: [VectorDrawing]
  /// The number of cards.
  public var count: Int

  /// The screen with `count` cards showing `icons` in turn.
  public init(icons: [VectorDrawing], count: Int = 8) {
    self.icons = icons
    self.count = count
  }

  static let accent = Color(hex: 0xF26B1D)
  static let violet = Color(hex: 0x6A3DE8)

  /// The screen.
  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading, spacing: 4) {
        Text("Featured").font(.largeTitle).fontWeight(.bold).foregroundColor(.white)
        Text("Seasonal recipes, picked this week").font(.subheadline).foregroundColor(.white.opacity(0.85))
      }
      .padding(20)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(
        LinearGradient(colors: [Self.accent, Self.violet], startPoint: .topLeading, endPoint: .bottomTrailing),
        in: RoundedRectangle(cornerRadius: 20)
      )
      .shadow(color: Color(hex: 0x000000, opacity: 0.25), radius: 8, x: 0, y: 4)
      LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
        ForEach(0..<count, id: { "effect-card-\($0)" }) { index in
          EffectsSampleCard(
            title: CardGridSampleScreen.titles[index % CardGridSampleScreen.titles.count], minutes: 10 + 5 * index,
            icon: icons.isEmpty ? nil : icons[index % icons.count])
        }
      }
    }
    .padding(16)
  }
}

/// A card: a radial-gradient picture with an icon, a title, and a gradient badge, on a shadowed tile.
struct EffectsSampleCard: View {
  let title: String
  let minutes: Int
  let icon: VectorDrawing?

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ZStack {
        RadialGradient(
          colors: [Color(hex: 0xFFE2C6), Color(hex: 0xF7A66B)], center: .center, startRadius: 4, endRadius: 70)
        if let icon { Image(drawing: icon).resizable().frame(width: 36, height: 36).foregroundColor(.white) }
      }
      .frame(height: 92)
      .clipShape(RoundedRectangle(cornerRadius: 12))
      Text(title).font(.headline).lineLimit(1)
      HStack(spacing: 6) {
        Text("\(minutes) min").font(.caption).foregroundColor(.secondaryLabel)
        Spacer()
        Text("NEW").font(.caption2).fontWeight(.bold).foregroundColor(.white)
          .padding(top: 2, leading: 6, bottom: 2, trailing: 6)
          .background(
            LinearGradient(
              colors: [EffectsSampleScreen.violet, EffectsSampleScreen.accent], startPoint: .leading,
              endPoint: .trailing), in: Capsule())
      }
    }
    .padding(10)
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .background(Color(.secondaryGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    .shadow(color: Color(hex: 0x000000, opacity: 0.18), radius: 6, x: 0, y: 3)
  }
}
