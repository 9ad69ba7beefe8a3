import SwiftUI

/// The app's text roles: a text style (scaled by Dynamic Type) and a weight each.
public enum ThemeFont: String, CaseIterable, Sendable {
  /// Big screen titles (title2, bold).
  case screenTitle
  /// Navigation bar titles (headline, bold).
  case navigationTitle
  /// Section headers (title3, bold).
  case sectionTitle
  /// Recipe titles on cards and rows (subheadline, bold).
  case cardTitle
  /// Body text.
  case body
  /// Secondary lines: authors, subtitles (subheadline).
  case secondary
  /// Small metadata: counts, chips (caption, medium).
  case caption
  /// Button titles (headline, bold).
  case button
  /// Tab bar labels (caption2, medium).
  case tabLabel

  /// The role's text style.
  public var textStyle: Font.TextStyle {
    switch self {
    case .screenTitle: return .title2
    case .navigationTitle: return .headline
    case .sectionTitle: return .title3
    case .cardTitle: return .subheadline
    case .body: return .body
    case .secondary: return .subheadline
    case .caption: return .caption
    case .button: return .headline
    case .tabLabel: return .caption2
    }
  }

  /// The role's weight.
  public var weight: Font.Weight {
    switch self {
    case .screenTitle, .navigationTitle, .sectionTitle, .cardTitle, .button: return .bold
    case .body, .secondary: return .regular
    case .caption, .tabLabel: return .medium
    }
  }

  /// The role at the default text size, not scaled by Dynamic Type (bars keep their height).
  public var fixedFont: Font { .system(size: Double(pointSize()), weight: weight) }
}
