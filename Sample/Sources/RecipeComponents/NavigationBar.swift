import SwiftUI

/// The top bar: a back chevron (with an optional title), a centred title and an optional trailing
/// action (an icon or a title). Its background runs up behind the status bar (the device's top
/// safe-area inset); put it first in the screen's root stack.
public struct NavigationBar: View {
  let title: String
  let showsBackButton: Bool
  let backTitle: String?
  let trailingIcon: IconKind?
  let trailingTitle: String?

  /// A bar titled `title`; the back button reads `backTitle` (or "Back") to accessibility.
  public init(
    title: String, showsBackButton: Bool = true, backTitle: String? = nil, trailingIcon: IconKind? = nil,
    trailingTitle: String? = nil
  ) {
    self.title = title
    self.showsBackButton = showsBackButton
    self.backTitle = backTitle
    self.trailingIcon = trailingIcon
    self.trailingTitle = trailingTitle
  }

  /// The bar.
  public var body: some View {
    ScreenReader { traits in
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
          HStack(spacing: 0) { leading }.frame(width: 96, alignment: .leading)
          Text(title).font(ThemeFont.navigationTitle.fixedFont).foregroundColor(Theme.primaryText).lineLimit(1)
            .frame(maxWidth: .infinity).accessibilityAddTraits(.isHeader).id("navigation-bar.title")
          HStack(spacing: 0) { trailing }.frame(width: 96, alignment: .trailing)
        }
        .padding(.horizontal, Theme.spacingS)
        .frame(maxWidth: .infinity, minHeight: Theme.navigationBarHeight, maxHeight: Theme.navigationBarHeight)
        Divider()
      }
      .background(alignment: .bottom) {
        Theme.barBackground.frame(height: Theme.navigationBarHeight + 1 + traits.device.safeArea.top)
      }
      .id("navigation-bar")
    }
  }

  @ViewBuilder private var leading: some View {
    if showsBackButton {
      HStack(spacing: 0) {
        Icon(.back, size: 28, color: Theme.accentText, lineWidth: 2.2)
        if let backTitle {
          Text(backTitle).font(ThemeFont.body.fixedFont).foregroundColor(Theme.accentText).lineLimit(1)
        }
      }
      // A 44 × 44 pt target at least (Apple's minimum): the chevron keeps its place, leading in the
      // bar and centred in its height, so the frame grows without moving a pixel.
      .frame(minWidth: Theme.minimumTarget, minHeight: Theme.minimumTarget, alignment: .leading)
      .accessibilityLabel(backTitle ?? "Back").accessibilityAddTraits(.isButton).id("navigation-bar.back")
    }
  }

  @ViewBuilder private var trailing: some View {
    if let trailingIcon {
      Icon(trailingIcon, size: 24, color: Theme.accentText)
        .padding(Theme.spacingS)
        .frame(minWidth: Theme.minimumTarget, minHeight: Theme.minimumTarget, alignment: .trailing)
        .accessibilityLabel(trailingTitle ?? trailingIcon.rawValue).accessibilityAddTraits(.isButton)
        .id("navigation-bar.action")
    } else if let trailingTitle {
      Text(trailingTitle).font(ThemeFont.button.fixedFont).foregroundColor(Theme.accentText).lineLimit(1)
        .padding(.horizontal, Theme.spacingS)
        .frame(minWidth: Theme.minimumTarget, minHeight: Theme.minimumTarget, alignment: .trailing)
        .accessibilityAddTraits(.isButton).id("navigation-bar.action")
    }
  }
}
