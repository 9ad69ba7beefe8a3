import Foundation

/// SwiftUI's image initializers and modifiers.
extension Image {
  /// The SF Symbol `systemName`. SF Symbols cannot be shipped, so a snapshot draws the openly
  /// licensed Lucide icon mapped to the name (Docs/symbols.md): in the foreground colour, in a square
  /// 1.2 × the font's point size (× the `imageScale(_:)` factor), stroked after the font's weight;
  /// `.fill` names fill the icon, `.circle`/`.square` names enclose it. Dumps show
  /// `icon="symbol:NAME"`; a name with no icon draws a dashed square with a question mark of the
  /// same size, shows `icon="unmapped-symbol:NAME"` and is listed in the result record and the
  /// report. Accessibility reads the name.
  public init(systemName: String) {
    source = .drawing(VectorDrawing(name: "symbol:\(systemName)", shapes: []))
    placeholder = .symbol(systemName)
  }

  /// The asset-catalog image `name`: the fixture `NAME.png` when the renderer's image loader has it,
  /// else a 44 × 44 point placeholder box with crossed diagonals (`icon="asset:NAME"` in dumps).
  /// `bundle` is accepted and not read.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .drawing(VectorDrawing(name: "asset:\(name)", shapes: []))
    placeholder = .asset(name)
  }

  /// A decorative asset-catalog image, drawn as `Image(_:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

  /// How an image is drawn: as its own colours or as a template in the foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's own colours.
    case original
    /// The image's alpha filled with the foreground colour.
    case template
  }

  /// The relative size of symbol images (`imageScale(_:)`).
  public enum Scale: Hashable, Sendable {
    /// 0.8 × the font's point size.
    case small
    /// The font's point size.
    case medium
    /// 1.3 × the font's point size.
    case large

    /// A symbol's size relative to the font's point size.
    var factor: Double {
      switch self {
      case .small: return 0.8
      case .medium: return 1
      case .large: return 1.3
      }
    }
  }

  /// How a resized bitmap is sampled.
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }

  /// The image drawn in `renderingMode`. **No effect** in Kagami: bitmaps draw their own colours,
  /// vector images and symbols the foreground colour, whatever the mode.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// The image sampled with `interpolation`. **No effect**: Kagami's resampling is fixed (Docs/paint.md).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// The image drawn antialiased or not. **No effect**: Kagami always antialiases.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension View {
  /// Symbol images inside are drawn at `scale` (their square's side is 1.2 × the font's point size
  /// × 0.8, × 1 or × 1.3).
  public func imageScale(_ scale: Image.Scale) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.imageScale = scale }
  }
}
