import KagamiImage
import KagamiText

/// What a view inherits from its ancestors while it is resolved into nodes: the traits, the
/// layout context, and the text and colour settings of environment modifiers (`font`,
/// `foregroundColor`, `lineLimit`, `multilineTextAlignment`).
struct ViewEnvironment {
  /// The most nested `resolveNodes` calls (views inside views) a screen may have (counted in
  /// `LayoutContext.resolveDepth`).
  static let maximumDepth = 4_000

  var traits: Traits
  var context: LayoutContext
  var scroll: ScrollSnapshot
  var textStyle: TextStyle = .body
  var fixedFont: Font?
  var fontWeight: FontWeight?
  var foreground: Color?
  /// The innermost `.tint(_:)` colour, resolved where it was set.
  var tint: RGBAColor?
  var lineLimit: Int?
  var textAlignment: TextAlignment = .leading
  /// Italic, decorations, kerning and tracking set by environment modifiers (`View+TextStyling`).
  var textStyling = TextAttributes()
  /// Points between the lines of text (`lineSpacing`).
  var lineSpacing: Double = 0
  /// Button, text field, picker and progress styles.
  var controls = ControlStyles()
  /// Values under `EnvironmentKey`s and objects from `.environmentObject`/`.environment(object)`, by
  /// the key's or the object's type.
  var custom: [ObjectIdentifier: Any] = [:]
  /// Settings of the SwiftUI-named modifiers (`imageScale`, `listStyle`, `textCase`, …).
  var surface = SurfaceEnvironment()

  /// The font `Text` uses here: a fixed font, else the text style at the content size category.
  var font: Font {
    var font = fixedFont ?? Font(textStyle, category: traits.contentSizeCategory)
    if let fontWeight { font.weight = fontWeight }
    return font
  }

  /// A colour resolved in the colour scheme.
  func resolve(_ color: Color) -> RGBAColor { color.resolve(in: traits.colorScheme, tint: tint) }
}
