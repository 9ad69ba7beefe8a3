import KagamiImage
import KagamiText

/// One piece of a `Text`: a string and the attributes its own modifiers set. A concatenation
/// `Text("a") + Text("b").bold()` has one segment per piece.
struct TextSegment: Sendable {
  var string: String
  var attributes = TextAttributes()

  /// The span and colours of this piece in `environment`: its own attributes, else the
  /// environment's (`font`, `fontWeight`, `foregroundColor`, `bold`, `italic`, `underline`,
  /// `strikethrough`, `kerning`, `tracking` on an enclosing view), else the defaults (body text
  /// in `.label`).
  func resolve(in environment: ViewEnvironment) -> (span: TextSpan, colors: SpanColors) {
    let inherited = environment.textStyling
    var font: Font
    switch attributes.font {
    case .style(let style)?: font = Font(style, category: environment.traits.contentSizeCategory)
    case .fixed(let fixed)?: font = fixed
    case nil:
      font = environment.fixedFont ?? Font(environment.textStyle, category: environment.traits.contentSizeCategory)
    }
    if let weight = attributes.weight ?? environment.fontWeight { font.weight = weight }
    if let italic = attributes.italic ?? inherited.italic { font.isItalic = italic }
    let underline = attributes.underline ?? inherited.underline
    let strikethrough = attributes.strikethrough ?? inherited.strikethrough
    let span = TextSpan(
      environment.surface.cased(string), font: font, kerning: attributes.kerning ?? inherited.kerning ?? 0,
      tracking: attributes.tracking ?? inherited.tracking ?? 0, isUnderlined: underline?.isActive == true,
      isStruckThrough: strikethrough?.isActive == true)
    let colors = SpanColors(
      text: environment.resolve(attributes.color ?? environment.foreground ?? .label),
      underline: underline?.isActive == true ? underline?.color.map(environment.resolve) : nil,
      strikethrough: strikethrough?.isActive == true ? strikethrough?.color.map(environment.resolve) : nil)
    return (span, colors)
  }
}
