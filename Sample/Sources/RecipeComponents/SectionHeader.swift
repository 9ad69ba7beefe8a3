import SwiftUI

/// A section title in bold with an optional trailing action ("もっと見る ›" / "See all ›").
public struct SectionHeader: View {
  let title: String
  let actionTitle: String?

  /// A header titled `title`.
  public init(title: String, actionTitle: String? = nil) {
    self.title = title
    self.actionTitle = actionTitle
  }

  /// The header.
  public var body: some View {
    HStack(alignment: .center, spacing: Theme.spacingS) {
      Text(title).themeFont(.sectionTitle).foregroundColor(Theme.primaryText).lineLimit(2)
        .accessibilityAddTraits(.isHeader).layoutPriority(0)
      Spacer(minLength: 0)
      if let actionTitle {
        HStack(spacing: 2) {
          Text(actionTitle).themeFont(.caption).foregroundColor(Theme.accentText).lineLimit(1)
          Icon(.forward, size: 14, color: Theme.accentText, lineWidth: 2.6)
        }
        .accessibilityLabel(actionTitle).accessibilityAddTraits(.isButton)
      }
    }
    .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: Theme.spacingS, trailing: Theme.margin))
    .frame(maxWidth: .infinity)
  }
}
