import KagamiLayout

/// A sample Japanese article with a hero image, a byline, paragraphs, an inline picture and tags,
/// in a scroll view; used by the tests, the benchmarks and the docs. The images are parameters so a
/// test can pass fixture files.
public struct ArticleSampleScreen: View, Sendable {
  let hero: ImageSource
  let inline: ImageSource

  /// The article with its two images (defaults: generated landscapes).
  public init(
    hero: ImageSource = .pixels(SampleImages.landscape(width: 160, height: 90, seed: 1), name: "hero"),
    inline: ImageSource = .pixels(SampleImages.landscape(width: 120, height: 80, seed: 4), name: "inline")
  ) {
    self.hero = hero
    self.inline = inline
  }

  static let lead =
    "京都の秋は、朝の冷たい空気とともに始まります。嵐山の竹林を抜けると、渡月橋の向こうに色づいた山々が広がり、観光客の少ない早朝だけの静けさを味わえます。"
  static let body =
    "昼は錦市場で湯葉や漬物を味わい、午後は東福寺の通天橋へ。「紅葉の見頃は十一月下旬」と地元の方は言いますが、今年は少し早めでした。Kagami はこの記事を、どのマシンでも同じピクセルで描きます。"

  /// The screen.
  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Image(hero).resizable().scaledToFill().frame(height: 180).clipped().accessibilityLabel("嵐山の紅葉").id("hero")
        Text("京都の秋、紅葉を巡る一日").font(.title).fontWeight(.bold).accessibilityRole(.header).id("headline")
        HStack(spacing: 8) {
          Circle().fill(.orange).frame(width: 28, height: 28)
          Text("山田 花子").font(.subheadline).fontWeight(.semibold)
          Text("2026年11月23日").font(.subheadline).foregroundColor(.secondaryLabel)
        }
        Text(ArticleSampleScreen.lead).font(.body)
        Image(inline).resizable().scaledToFit().frame(height: 140)
          .background(.secondaryBackground).cornerRadius(12).border(.separator, width: 1).id("inline")
        Text(ArticleSampleScreen.body).font(.body).lineLimit(4)
        Flex(direction: .row, wrap: .wrap, gap: 8) {
          ForEach(["京都", "紅葉", "旅行", "グルメ"]) { tag in
            Text("#\(tag)").font(.footnote).foregroundColor(.accentColor)
              .padding(top: 4, leading: 10, bottom: 4, trailing: 10)
              .background(.fill, in: .capsule)
          }
        }
        Text("写真: Kagami サンプル").font(.caption).opacity(0.6)
      }
      .padding(16)
    }
  }
}
