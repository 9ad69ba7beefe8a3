import KagamiText

/// Environment modifiers for text styling (SwiftUI's `View` versions of the `Text` modifiers): they
/// apply to every `Text` inside that does not set the attribute itself.
extension View {
  /// Text inside is bold (weight 700); `bold(false)` changes nothing.
  public func bold(_ isActive: Bool = true) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { if isActive { $0.fontWeight = .bold } }
  }

  /// Text inside is slanted (a synthesized oblique; the bundled fonts have no italics).
  public func italic(_ isActive: Bool = true) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.textStyling.italic = isActive }
  }

  /// Text inside is struck through, in `color` (nil: each text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) {
      $0.textStyling.strikethrough = TextAttributes.Line(isActive: isActive, color: color)
    }
  }

  /// Text inside is underlined, in `color` (nil: each text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) {
      $0.textStyling.underline = TextAttributes.Line(isActive: isActive, color: color)
    }
  }

  /// Text inside has `kerning` points after every character cluster (see `Text.kerning(_:)`).
  public func kerning(_ kerning: Double) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.textStyling.kerning = kerning }
  }

  /// Text inside has `tracking` points after every character cluster (see `Text.tracking(_:)`).
  public func tracking(_ tracking: Double) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.textStyling.tracking = tracking }
  }

  /// Multi-line text inside has `spacing` points between its lines, rounded once to whole device
  /// pixels; negative values act as 0 (as UIKit's `NSParagraphStyle.lineSpacing`).
  public func lineSpacing(_ spacing: Double) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.lineSpacing = spacing }
  }
}
