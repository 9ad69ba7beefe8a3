import SwiftUI

/// A static skeleton of a list while content loads: an optional hero block, then rows of a grey
/// thumbnail and three text bars of varied widths.
public struct LoadingView: View {
  let rowCount: Int
  let showsHero: Bool
  let accessibilityText: String

  /// `rowCount` skeleton rows (0…20) under an optional hero block; `accessibilityText` is read
  /// instead of the skeleton (e.g. "読み込み中" / "Loading").
  public init(rowCount: Int = 4, showsHero: Bool = false, accessibilityText: String) {
    self.rowCount = min(max(rowCount, 0), 20)
    self.showsHero = showsHero
    self.accessibilityText = accessibilityText
  }

  /// The skeleton.
  public var body: some View {
    VStack(alignment: .leading, spacing: Theme.spacingL) {
      if showsHero {
        RoundedRectangle(cornerRadius: Theme.cardRadius).fill(Theme.placeholder).frame(height: 180)
      }
      ForEach(0..<rowCount, id: { "skeleton-\($0)" }) { index in row(index) }
    }
    .padding(EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: Theme.spacingL, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .accessibilityLabel(accessibilityText)
    .id("loading")
  }

  private func row(_ index: Int) -> some View {
    let widths: [Double] = [0.9, 0.7, 0.8, 0.6]
    let first = 220 * widths[index % widths.count]
    return HStack(alignment: .top, spacing: Theme.spacingM) {
      RoundedRectangle(cornerRadius: Theme.thumbnailRadius).fill(Theme.placeholder).frame(width: 72, height: 72)
      VStack(alignment: .leading, spacing: 10) {
        Capsule().fill(Theme.placeholder).frame(width: first, height: 14)
        Capsule().fill(Theme.placeholder).frame(width: first * 0.6, height: 12)
        Capsule().fill(Theme.placeholder).frame(width: 64, height: 12)
      }
      .padding(.top, 6)
    }
  }
}
