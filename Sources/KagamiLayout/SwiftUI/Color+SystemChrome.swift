import KagamiImage

/// The colours of iOS's bars (UIKit's default `UIBarAppearance` with a background: the chrome
/// material, drawn without blur, and the shadow hairline).
extension Color {
  /// The background of a tab bar or toolbar with content under it: #F9F9F9 at 94% (light),
  /// #161616 at 94% (dark).
  static let barBackground = Color(
    value: .dynamic(light: RGBAColor(hex: 0xF9F9F9, alpha: 240), dark: RGBAColor(hex: 0x161616, alpha: 240)))
  /// The hairline between a bar and the content: black at 30% (light), white at 15% (dark).
  static let barHairline = Color(
    value: .dynamic(light: RGBAColor(hex: 0x000000, alpha: 77), dark: RGBAColor(hex: 0xFFFFFF, alpha: 38)))
  /// An unselected tab bar item: #999999 (light), #757575 (dark), UIKit's default unselected tint
  /// (`UITabBar.unselectedItemTintColor` nil, no `UITabBarAppearance` item colours), the tab bar of
  /// Apple's iOS 17 UI kit (Apple Design Resources, "Tab Bar"; not re-measured against the kit when
  /// this note was written, offline). It is 2.70:1 on the light bar (#F9F9F9),
  /// under WCAG's 4.5:1: iOS's own look, which an app changes only through UIKit's appearance API
  /// (SwiftUI's `TabView` has no modifier for it; Kagami has no UIKit appearance proxies).
  static let tabBarUnselected = Color(
    value: .dynamic(light: RGBAColor(hex: 0x999999), dark: RGBAColor(hex: 0x757575)))
}
