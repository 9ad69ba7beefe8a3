import KagamiLayout

/// A sample grid of recipe cards (two columns on phones, four on iPads) in a scroll view, used by
/// the tests, the benchmarks and the docs.
public struct CardGridSampleScreen: View, Sendable {
  /// The number of cards.
  public var count: Int

  /// The sample screen with `count` cards.
  public init(count: Int = 8) { self.count = count }

  static let titles = ["Shoyu Ramen", "Tamagoyaki", "Okonomiyaki", "Miso Soup", "Karaage", "Onigiri", "Gyoza", "Udon"]

  /// The screen.
  public var body: some View {
    TraitsReader { traits in
      let columns = traits.device.width >= 600 ? 4 : 2
      let cardWidth = ((traits.device.width - 32 - 12 * Double(columns - 1)) / Double(columns) * 2).rounded(.down) / 2
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Recipes").font(.largeTitle).fontWeight(.bold).accessibilityRole(.header)
          Flex(direction: .row, wrap: .wrap, gap: 12) {
            ForEach(0..<count, id: { "card-\($0)" }) { index in
              SampleRecipeCard(
                title: CardGridSampleScreen.titles[index % CardGridSampleScreen.titles.count],
                minutes: 10 + index * 5, seed: index, width: cardWidth)
            }
          }
        }
        .padding(16)
      }
    }
  }
}

/// A card: picture, title, time and a rating badge.
struct SampleRecipeCard: View {
  let title: String
  let minutes: Int
  let seed: Int
  let width: Double

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Image(pixels: SampleImages.cards[seed % 6], name: "landscape-\(seed % 6)")
        .resizable().scaledToFill()
        .frame(height: width * 0.66)
        .overlay(alignment: .topTrailing) {
          Text("★ \(4 + seed % 2).\(seed * 3 % 10)").font(.caption).foregroundColor(.white)
            .padding(top: 2, leading: 6, bottom: 2, trailing: 6)
            .background(.black.opacity(0.55), in: .capsule)
            .padding(6)
        }
      Text(title).font(.headline).lineLimit(1).padding(top: 4, leading: 8, bottom: 0, trailing: 8)
      Text("\(minutes) min · Easy").font(.caption).foregroundColor(.secondaryLabel)
        .padding(top: 0, leading: 8, bottom: 8, trailing: 8)
    }
    .frame(width: width, alignment: .topLeading)
    .background(.secondaryBackground)
    .border(.separator, width: 1)
    .cornerRadius(12)
    .accessibilityLabel("\(title), \(minutes) minutes")
  }
}
