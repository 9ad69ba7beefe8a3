import KagamiLayout

/// A sample screen made of grids: a nutrition table (`Grid` with a spanning header and a divider row),
/// pantry swatches in adaptive columns (`LazyVGrid`) and tags in two fixed rows (`LazyHGrid`), used by
/// the tests, the goldens and the docs.
public struct GridSampleScreen: View, Sendable {
  /// The sample screen.
  public init() {}

  static let nutrients: [(String, String, String)] = [
    ("Energy", "412", "kcal"), ("Protein", "18.2", "g"), ("Fat", "9.5", "g"), ("Carbohydrate", "61", "g"),
  ]
  static let swatches: [(String, UInt32)] = [
    ("Miso", 0xC8893B), ("Nori", 0x2F5D3A), ("Yuzu", 0xE8C547), ("Shiso", 0x5E9E4C), ("Ume", 0xB8405E),
    ("Sesame", 0x8C6E4B), ("Daikon", 0xE9E4D8),
  ]
  static let tags = ["Quick", "Vegan", "Spicy", "Bento", "Soup", "Rice", "Noodles"]

  /// The screen.
  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Pantry").font(.largeTitle).fontWeight(.bold).accessibilityRole(.header)
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
        GridRow {
          Text("Per serving").font(.headline).gridCellColumns(2)
          Text("Amount").font(.caption).foregroundColor(.secondaryLabel).gridColumnAlignment(.trailing)
        }
        Divider()
        ForEach(GridSampleScreen.nutrients, id: { "nutrient-\($0.0)" }) { name, value, unit in
          GridRow {
            Text(name)
            Color.accentColor.opacity(0.25).frame(height: 6).cornerRadius(3)
            Text("\(value) \(unit)").font(.callout)
          }
        }
      }
      .id("nutrition")
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 10)], spacing: 10) {
        ForEach(GridSampleScreen.swatches, id: { "swatch-\($0.0)" }) { name, color in
          VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 10).fill(Color(hex: color)).frame(height: 44)
            Text(name).font(.caption).lineLimit(1)
          }
        }
      }
      .id("swatches")
      LazyHGrid(rows: [GridItem(.fixed(28)), GridItem(.fixed(28))], alignment: .top, spacing: 8) {
        ForEach(GridSampleScreen.tags, id: { "tag-\($0)" }) { tag in
          Text(tag).font(.footnote).padding(top: 0, leading: 10, bottom: 0, trailing: 10)
            .frame(maxHeight: .infinity)
            .background(.secondaryBackground, in: .capsule)
        }
      }
      .id("tags")
      Spacer(minLength: 0)
    }
    .padding(16)
  }
}
