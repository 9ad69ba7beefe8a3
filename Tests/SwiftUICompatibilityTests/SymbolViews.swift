import SwiftUI

// SF Symbols as apps use them: the most common names, their `.fill` and `.circle` variants, weights
// from the font, image scales, resizable symbols, labels and one name no icon is mapped to.

/// Forty of the most frequent names (Docs/symbols.md), eight to a row.
let commonSymbolNames = [
  "trash", "plus", "xmark", "checkmark", "magnifyingglass", "square.and.arrow.up", "ellipsis", "clock",
  "chevron.right", "doc.on.doc", "exclamationmark.triangle", "pencil", "chevron.down", "star", "globe",
  "square.and.pencil", "gear", "arrow.clockwise", "person.crop.circle", "play.fill", "calendar", "photo",
  "info.circle", "gearshape", "folder", "person", "link", "lock.fill", "list.bullet", "bell", "eye.slash",
  "slider.horizontal.3", "envelope", "heart", "tag", "camera", "bookmark", "house", "paperplane", "wifi",
]

/// The names drawn plain, `.fill`, `.circle` and `.circle.fill`.
let symbolVariantNames = [
  "star", "star.fill", "heart", "heart.fill", "xmark.circle", "xmark.circle.fill", "checkmark.circle",
  "checkmark.circle.fill", "pencil.circle", "pencil.circle.fill", "trash", "trash.fill", "bell.fill",
  "envelope.fill", "person.crop.circle.fill", "plus.square.fill",
]

/// A sheet of symbols: the common names, the variants, weights, scales, a resizable symbol, labels.
struct SymbolSheet: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      SymbolGrid(names: commonSymbolNames)
      SymbolGrid(names: symbolVariantNames).foregroundStyle(.blue)
      HStack(spacing: 8) {
        Image(systemName: "heart").fontWeight(.ultraLight)
        Image(systemName: "heart").fontWeight(.light)
        Image(systemName: "heart")
        Image(systemName: "heart").fontWeight(.semibold)
        Image(systemName: "heart").fontWeight(.black)
        Image(systemName: "star").imageScale(.small)
        Image(systemName: "star")
        Image(systemName: "star").imageScale(.large)
        Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.orange)
      }
      HStack(spacing: 12) {
        Image(systemName: "photo").resizable().scaledToFit().frame(width: 48, height: 48)
        Image(systemName: "cart.badge.questionmark.custom")
        Label("Settings", systemImage: "gearshape")
        Label("Next", systemImage: "chevron.forward").font(.footnote)
      }
    }
    .padding(12)
  }
}

/// `names` in rows of eight, 36 points apart.
struct SymbolGrid: View {
  let names: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(Array(stride(from: 0, to: names.count, by: 8)), id: \.self) { start in
        HStack(spacing: 0) {
          ForEach(names[start..<min(start + 8, names.count)], id: \.self) { name in
            Image(systemName: name).frame(width: 36, height: 30)
          }
        }
      }
    }
  }
}

/// Directional symbols: the `forward`/`backward` ones mirror in a right-to-left layout, the others
/// do not.
struct DirectionalSymbols: View {
  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "chevron.forward")
      Image(systemName: "arrow.backward")
      Image(systemName: "arrow.uturn.forward")
      Image(systemName: "chevron.right")
      Label("Back", systemImage: "chevron.backward")
    }
    .padding(12)
  }
}
