import SwiftUI

/// A camera icon, a count and its label: how many people cooked the recipe ("つくれぽ" / "cooksnaps").
public struct CooksnapCount: View {
  let count: Int
  let label: String
  let japanese: Bool

  /// `count` cooksnaps labelled `label`; `japanese` picks the compact form of large counts (1.2万 or 12K).
  public init(count: Int, label: String, japanese: Bool = false) {
    self.count = count
    self.label = label
    self.japanese = japanese
  }

  /// The count.
  public var body: some View {
    HStack(spacing: Theme.spacingXS) {
      Icon(.camera, size: 14, color: Theme.accentText, lineWidth: 2.4)
      Text(CountFormat.compact(count, japanese: japanese)).themeFont(.caption).fontWeight(.bold)
        .foregroundColor(Theme.accentText).lineLimit(1)
      Text(label).themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1).layoutPriority(0)
    }
    .accessibilityLabel("\(CountFormat.grouped(count)) \(label)")
  }
}
