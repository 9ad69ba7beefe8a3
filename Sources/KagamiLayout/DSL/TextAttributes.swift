import KagamiText

/// Text attributes set by `Text` modifiers on a piece of text, or by environment modifiers on
/// every text inside a view. nil means "not set here": a `Text` modifier fills only what each piece
/// has not set itself (so in `(Text("a").bold() + Text("b")).fontWeight(.light)` "a" stays bold),
/// and a piece's own attributes win over the environment's.
struct TextAttributes: Sendable {
  /// A text style (scaled with Dynamic Type) or a fixed font.
  enum FontChoice: Sendable {
    case style(TextStyle)
    case fixed(Font)
  }

  /// An underline or strikethrough: on or off, and its colour (nil: the text's).
  struct Line: Sendable {
    var isActive: Bool
    var color: Color?
  }

  var font: FontChoice?
  var weight: FontWeight?
  var italic: Bool?
  var color: Color?
  var underline: Line?
  var strikethrough: Line?
  /// Points (`kerning`).
  var kerning: Double?
  /// Points (`tracking`).
  var tracking: Double?
}
