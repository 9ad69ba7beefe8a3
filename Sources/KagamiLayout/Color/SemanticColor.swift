import KagamiImage

/// iOS's semantic (dynamic) colours, resolved against the colour scheme with UIKit's published
/// sRGB values.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
  /// Primary text.
  case label
  /// Secondary text.
  case secondaryLabel
  /// Tertiary text.
  case tertiaryLabel
  /// Screen background (`systemBackground`).
  case background
  /// Background of content on `background` (`secondarySystemBackground`).
  case secondaryBackground
  /// Background of grouped lists (`systemGroupedBackground`).
  case groupedBackground
  /// Cells of grouped lists (`secondarySystemGroupedBackground`).
  case secondaryGroupedBackground
  /// Hairlines between content.
  case separator
  /// The tint (system blue).
  case accent
  /// Fills of thin controls (`systemFill`).
  case fill
  /// Fills of medium controls, such as a switch's track when off (`secondarySystemFill`).
  case secondaryFill
  /// Fills of large controls, such as a segmented control's bar (`tertiarySystemFill`).
  case tertiaryFill
  /// The raised segment of a segmented control.
  case selectedSegment
  /// System red.
  case red
  /// System green.
  case green
  /// System orange.
  case orange
  /// System yellow.
  case yellow
  /// System gray.
  case gray

  /// The colour in `scheme`.
  public func resolve(in scheme: ColorScheme) -> RGBAColor {
    let (light, dark) = values
    return scheme == .light ? light : dark
  }

  private var values: (RGBAColor, RGBAColor) {
    switch self {
    case .label: return (RGBAColor(hex: 0x000000), RGBAColor(hex: 0xFFFFFF))
    case .secondaryLabel: return (RGBAColor(hex: 0x3C3C43, alpha: 153), RGBAColor(hex: 0xEBEBF5, alpha: 153))
    case .tertiaryLabel: return (RGBAColor(hex: 0x3C3C43, alpha: 77), RGBAColor(hex: 0xEBEBF5, alpha: 77))
    case .background: return (RGBAColor(hex: 0xFFFFFF), RGBAColor(hex: 0x000000))
    case .secondaryBackground: return (RGBAColor(hex: 0xF2F2F7), RGBAColor(hex: 0x1C1C1E))
    case .groupedBackground: return (RGBAColor(hex: 0xF2F2F7), RGBAColor(hex: 0x000000))
    case .secondaryGroupedBackground: return (RGBAColor(hex: 0xFFFFFF), RGBAColor(hex: 0x1C1C1E))
    case .separator: return (RGBAColor(hex: 0x3C3C43, alpha: 74), RGBAColor(hex: 0x545458, alpha: 153))
    case .accent: return (RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0x0A84FF))
    case .fill: return (RGBAColor(hex: 0x787880, alpha: 51), RGBAColor(hex: 0x787880, alpha: 92))
    case .secondaryFill: return (RGBAColor(hex: 0x787880, alpha: 41), RGBAColor(hex: 0x787880, alpha: 82))
    case .tertiaryFill: return (RGBAColor(hex: 0x767680, alpha: 31), RGBAColor(hex: 0x767680, alpha: 61))
    case .selectedSegment: return (RGBAColor(hex: 0xFFFFFF), RGBAColor(hex: 0x636366))
    case .red: return (RGBAColor(hex: 0xFF3B30), RGBAColor(hex: 0xFF453A))
    case .green: return (RGBAColor(hex: 0x34C759), RGBAColor(hex: 0x30D158))
    case .orange: return (RGBAColor(hex: 0xFF9500), RGBAColor(hex: 0xFF9F0A))
    case .yellow: return (RGBAColor(hex: 0xFFCC00), RGBAColor(hex: 0xFFD60A))
    case .gray: return (RGBAColor(hex: 0x8E8E93), RGBAColor(hex: 0x8E8E93))
    }
  }
}
