// KagamiSwiftSource: just enough of Swift's lexical rules (comments, strings, brackets) for the
// tools that read Swift without swift-syntax: `#Preview`'s macro and the resolver generator.
// Design rules: byte offsets into UTF-8, no Foundation, never a crash on any input.

/// A small scanner over Swift source text (UTF-8 bytes) that knows just enough of the language to
/// find the matching bracket of `(`, `[` or `{` and the top-level commas of an argument list:
/// whitespace, line and (nested) block comments, and string literals — single-line, multi-line and
/// raw (`#"…"#`), with interpolations `\(…)` (`\#(…)` in raw strings) that hold any expression,
/// strings and closures included. Regular expression literals (`/…/`) are not recognised.
public struct SwiftSourceScanner: Sendable {
  /// The source, as UTF-8 bytes; every index of the scanner is an offset into it.
  public let bytes: [UInt8]

  /// A scanner over `source`.
  public init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// The text of `range` (byte offsets).
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The first offset at or after `index` that is neither whitespace nor inside a comment.
  public func skippingTrivia(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      if Self.isWhitespace(bytes[index]) {
        index += 1
      } else if let end = endOfComment(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The offset just past the comment that starts at `index`, or nil if none starts there. An
  /// unterminated block comment runs to the end of the source.
  public func endOfComment(at index: Int) -> Int? {
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
    if bytes[index + 1] == UInt8(ascii: "/") {
      var end = index + 2
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    }
    guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
    return blockComment(at: index).end
  }

  /// The offset just past the string literal that starts at `index` (its opening `"` or the first
  /// `#` of a raw string's delimiter), or nil if no string starts there or it is not terminated.
  public func endOfStringLiteral(at index: Int) -> Int? {
    var cursor = index
    var hashes = 0
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
      hashes += 1
      cursor += 1
    }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    let multiline = starts(with: "\"\"\"", at: cursor) && !(hashes > 0 && rawStringClosesOnItsLine(cursor, hashes))
    cursor += multiline ? 3 : 1
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\\"), hashesFollow(cursor + 1, count: hashes) {
        let escaped = cursor + 1 + hashes
        if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
          guard let close = closingBracket(of: escaped) else { return nil }
          cursor = close + 1
        } else {
          cursor = escaped + 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        if !multiline, hashesFollow(cursor + 1, count: hashes) { return cursor + 1 + hashes }
        if multiline, starts(with: "\"\"\"", at: cursor), hashesFollow(cursor + 3, count: hashes) {
          return cursor + 3 + hashes
        }
      }
      if !multiline, byte == UInt8(ascii: "\n") { return nil }
      cursor += 1
    }
    return nil
  }

  /// Whether the raw string whose quotes start at `quote` closes on its own line, as Swift's lexer
  /// asks before it reads `#"""` as a multi-line opening: `#""" x"#` is the one-line string `"" x`.
  private func rawStringClosesOnItsLine(_ quote: Int, _ hashes: Int) -> Bool {
    var index = quote + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "\""), hashesFollow(index + 1, count: hashes) { return true }
      index += 1
    }
    return false
  }

  /// Whether the block comment that starts at `index` is closed (every nested `/*` by its `*/`).
  public func blockCommentIsClosed(at index: Int) -> Bool {
    starts(with: "/*", at: index) && blockComment(at: index).depth == 0
  }

  /// Where the block comment whose `/*` is at `index` ends, and how many of its `/*` are still open
  /// there (0 when it is closed; an unterminated one runs to the end of the source).
  private func blockComment(at index: Int) -> (end: Int, depth: Int) {
    var depth = 1
    var end = index + 2
    while end < bytes.count, depth > 0 {
      if starts(with: "/*", at: end) {
        depth += 1
        end += 2
      } else if starts(with: "*/", at: end) {
        depth -= 1
        end += 2
      } else {
        end += 1
      }
    }
    return (end, depth)
  }

  /// The offset of the bracket that closes the `(`, `[` or `{` at `open`, skipping comments and
  /// strings; nil if `open` holds no opening bracket, or the brackets do not balance.
  public func closingBracket(of open: Int) -> Int? {
    guard open < bytes.count, let first = Self.closer(of: bytes[open]) else { return nil }
    var expected = [first]
    var index = open + 1
    while index < bytes.count {
      if let end = endOfComment(at: index) ?? endOfStringLiteral(at: index) {
        index = end
        continue
      }
      let byte = bytes[index]
      if let closer = Self.closer(of: byte) {
        expected.append(closer)
      } else if Self.isCloser(byte) {
        guard byte == expected.removeLast() else { return nil }
        if expected.isEmpty { return index }
      } else if byte == UInt8(ascii: "\"") {
        return nil  // an unterminated string
      }
      index += 1
    }
    return nil
  }

  /// The pieces of `range` between its top-level commas (commas outside brackets, strings and
  /// comments), each without its leading and trailing whitespace and comments; nil if brackets do
  /// not balance. An empty range has no pieces.
  public func commaSeparatedPieces(of range: Range<Int>) -> [Range<Int>]? {
    var pieces: [Range<Int>] = []
    var start: Int?
    var end = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if Self.isWhitespace(byte) {
        index += 1
        continue
      }
      if let commentEnd = endOfComment(at: index) {
        index = commentEnd
        continue
      }
      if byte == UInt8(ascii: ",") {
        pieces.append((start ?? index)..<(start == nil ? index : end))
        start = nil
        index += 1
        continue
      }
      var next = index + 1
      if let stringEnd = endOfStringLiteral(at: index) {
        next = stringEnd
      } else if Self.closer(of: byte) != nil {
        guard let close = closingBracket(of: index) else { return nil }
        next = close + 1
      } else if Self.isCloser(byte) || byte == UInt8(ascii: "\"") {
        return nil
      }
      if start == nil { start = index }
      end = next
      index = next
    }
    if let start { pieces.append(start..<end) }
    return pieces
  }

  /// The offset just past the identifier (or backquoted identifier) at `index`, or nil if none
  /// starts there.
  public func endOfIdentifier(at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "`") {
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end < bytes.count && bytes[end] == UInt8(ascii: "`") && end > index + 1 ? end + 1 : nil
    }
    guard Self.isIdentifierHead(bytes[index]) else { return nil }
    var end = index + 1
    while end < bytes.count, Self.isIdentifierHead(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
    return end
  }

  /// The offset just past the `in` that ends the closure signature at the start of `range` (the
  /// inside of a closure's braces), or nil if it has none. Only the signatures a closure without
  /// parameters can have are recognised: a capture list or `()` first, then types, `async`, `throws`
  /// and `->`, and `in`, all on one line.
  public func endOfSignature(in range: Range<Int>) -> Int? {
    var index = skippingTrivia(from: range.lowerBound)
    guard index < range.upperBound, bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: "[") else {
      return nil
    }
    let punctuation = Array("->,:.?!<>&".utf8)
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { return nil }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        index += 1
      } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        guard let close = closingBracket(of: index) else { return nil }
        index = close + 1
      } else if let end = endOfIdentifier(at: index) {
        if text(index..<end) == "in" { return end }
        index = end
      } else if punctuation.contains(byte) {
        index += 1
      } else {
        return nil
      }
    }
    return nil
  }

  /// The byte that closes `byte`, if it opens a bracket.
  public static func closer(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    default: nil
    }
  }

  /// Whether `byte` closes a bracket.
  public static func isCloser(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
  }

  /// Whether `byte` is whitespace (line breaks included).
  public static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
  }

  /// Whether `byte` is an ASCII digit.
  public static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// ASCII letters, `_`, and every byte of a non-ASCII character (Swift allows most of them).
  public static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Whether the bytes at `index` are `text`.
  public func starts(with text: StaticString, at index: Int) -> Bool {
    text.withUTF8Buffer { buffer in
      index + buffer.count <= bytes.count && buffer.indices.allSatisfy { bytes[index + $0] == buffer[$0] }
    }
  }

  /// Whether `count` `#`s start at `index`.
  public func hashesFollow(_ index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<(index + count)].allSatisfy { $0 == UInt8(ascii: "#") }
  }
}
