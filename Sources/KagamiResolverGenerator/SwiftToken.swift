/// One token of Swift source, as far as declarations need: comments and whitespace are dropped,
/// a string, number or regex literal is one opaque token.
struct SwiftToken: Sendable, Equatable {
  /// What the token is.
  enum Kind: Sendable, Equatable {
    /// A name or keyword (`struct`, `Picker`, `` `default` `` without its backticks, `$0`).
    case identifier
    /// `@name`: an attribute.
    case attribute
    /// `#name`: a compiler directive (`#if`) or a macro expansion (`#Preview`).
    case pound
    /// A string, number or regex literal.
    case literal
    /// A punctuation mark or an operator character (`{`, `<`, `:`, `&`), or `->`.
    case punctuation
  }

  /// What the token is.
  var kind: Kind
  /// Its text (an identifier without backticks).
  var text: String
  /// The byte offset of its first byte in the file's UTF-8.
  var start: Int
  /// The byte offset just past it.
  var end: Int
  /// Its 1-based line.
  var line: Int
  /// Its 1-based column, in UTF-8 bytes (as compilers count).
  var column: Int
  /// Whether a line break separates it from the token before it (or it is the first token).
  var startsLine: Bool

  /// Whether it is the identifier or punctuation `text`.
  func `is`(_ text: String) -> Bool { (kind == .identifier || kind == .punctuation) && self.text == text }
}
