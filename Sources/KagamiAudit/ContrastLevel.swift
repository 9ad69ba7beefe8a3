import KagamiText

/// The WCAG 2.2 level text contrast is judged at.
public enum ContrastLevel: String, Codable, Hashable, Sendable, CaseIterable {
  /// Success criterion 1.4.3 (AA): 4.5:1, 3:1 for large text.
  case aa
  /// Success criterion 1.4.6 (AAA): 7:1, 4.5:1 for large text.
  case aaa

  /// The least ratio, in tenths, for text in `font`.
  public func minimumTenths(for font: Font) -> Int {
    let large = Self.isLarge(font)
    switch self {
    case .aa: return large ? 30 : 45
    case .aaa: return large ? 45 : 70
    }
  }

  /// WCAG's large text: at least 18 pt, or at least 14 pt and bold (weight 700 or more). Sizes are
  /// the font's points as laid out (dynamic type applied).
  public static func isLarge(_ font: Font) -> Bool {
    font.size >= 18 || (font.size >= 14 && font.weight.value >= 700)
  }
}
