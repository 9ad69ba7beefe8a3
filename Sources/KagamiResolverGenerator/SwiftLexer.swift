import KagamiSwiftSource

/// Splits Swift source into `SwiftToken`s: names, attributes, `#` directives, punctuation, and
/// literals kept whole (strings with escapes and interpolations, raw and multi-line strings,
/// `#/…/#` regexes, numbers). Comments (nested `/* */` too) and whitespace are dropped.
///
/// It checks only what it must get right for the declaration scanner: every comment, string and
/// interpolation is closed. Anything else is the compiler's to judge.
struct SwiftLexer {
  /// A place where the source cannot be tokenized.
  struct Failure: Error, Sendable {
    /// The 1-based line and column (in UTF-8 bytes) where the problem starts.
    var line: Int
    var column: Int
    /// What is wrong.
    var message: String
  }

  private let scanner: SwiftSourceScanner
  private var bytes: [UInt8] { scanner.bytes }
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var sawLineBreak = true
  private var tokens: [SwiftToken] = []

  /// The tokens of `source`, or where it cannot be read.
  static func tokens(of source: String) -> Result<[SwiftToken], Failure> {
    var lexer = SwiftLexer(scanner: SwiftSourceScanner(source))
    do {
      try lexer.run()
      return .success(lexer.tokens)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(line: 1, column: 1, message: "\(error)"))
    }
  }

  private init(scanner: SwiftSourceScanner) { self.scanner = scanner }

  // MARK: The main loop

  private mutating func run() throws {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .newline {
        advanceLine()
      } else if byte == .space || byte == .tab || byte == .carriageReturn || byte == 0x0C {
        position += 1
      } else if byte == .slash, peek(1) == .slash {
        while position < bytes.count, bytes[position] != .newline { position += 1 }
      } else if byte == .slash, peek(1) == .star {
        try skipBlockComment()
      } else {
        try lexToken()
      }
    }
  }

  private mutating func lexToken() throws {
    let start = position
    let startLine = line
    let column = position - lineStart + 1
    let byte = bytes[position]
    var kind = SwiftToken.Kind.punctuation
    var text: String? = nil
    let afterHashes = byte == .hash ? peek(hashRun(at: position)) : nil
    if byte == .quote || afterHashes == .quote {
      try skipString()
      kind = .literal
    } else if afterHashes == .slash {
      try skipExtendedRegex()
      kind = .literal
    } else if byte == .hash || byte == .at, let next = peek(1), next.isIdentifierStart {
      position += 1
      skipIdentifier()
      kind = byte == .hash ? .pound : .attribute
    } else if byte == .backtick {
      position += 1
      let nameStart = position
      while position < bytes.count, bytes[position] != .backtick, bytes[position] != .newline { position += 1 }
      guard position < bytes.count, bytes[position] == .backtick else {
        throw failure(at: start, startLine, "a backtick-quoted name is not closed on its line")
      }
      text = String(decoding: bytes[nameStart..<position], as: UTF8.self)
      position += 1
      kind = .identifier
    } else if byte.isIdentifierStart || byte == .dollar {
      position += 1
      skipIdentifier()
      kind = .identifier
    } else if byte.isDigit {
      skipNumber()
      kind = .literal
    } else if byte == .minus, peek(1) == .greater {
      position += 2
    } else {
      position += 1
    }
    tokens.append(
      SwiftToken(
        kind: kind, text: text ?? String(decoding: bytes[start..<position], as: UTF8.self), start: start,
        end: position, line: startLine, column: column, startsLine: sawLineBreak))
    sawLineBreak = false
  }

  // MARK: Names, numbers, literals and comments

  private mutating func skipIdentifier() {
    while position < bytes.count, bytes[position].isIdentifierPart { position += 1 }
  }

  /// Digits, letters, `_` and a `.` followed by a digit (`1_000`, `0x1F`, `2.5e3`).
  private mutating func skipNumber() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte.isIdentifierPart || (byte == .dot && peek(1)?.isDigit == true) {
        position += 1
      } else {
        break
      }
    }
  }

  /// A string literal at the position (`"…"`, `"""…"""`, raw, with interpolations), as
  /// `SwiftSourceScanner` reads it.
  private mutating func skipString() throws {
    guard let end = scanner.endOfStringLiteral(at: position) else {
      throw failure(at: position, line, "a string literal is not closed")
    }
    moveAcross(to: end)
  }

  private mutating func skipBlockComment() throws {
    guard scanner.blockCommentIsClosed(at: position), let end = scanner.endOfComment(at: position) else {
      throw failure(at: position, line, "a /* comment is not closed")
    }
    moveAcross(to: end)
  }

  /// `#/…/#` (any number of `#`s): an extended regex literal, which may span lines.
  private mutating func skipExtendedRegex() throws {
    let start = position
    let startLine = line
    let hashes = hashRun(at: position)
    var end = position + hashes + 1
    while true {
      guard end < bytes.count else { throw failure(at: start, startLine, "a #/ regex literal is not closed") }
      if bytes[end] == .backslash {
        end += 2
      } else if bytes[end] == .slash, hashRun(at: end + 1) >= hashes {
        moveAcross(to: end + 1 + hashes)
        return
      } else {
        end += 1
      }
    }
  }

  /// Moves to `end`, counting the line breaks on the way.
  private mutating func moveAcross(to end: Int) {
    while position < end {
      if bytes[position] == .newline {
        advanceLine()
      } else {
        position += 1
      }
    }
    position = end
  }

  // MARK: Helpers

  private func hashRun(at offset: Int) -> Int {
    var count = 0
    while offset + count < bytes.count, bytes[offset + count] == .hash { count += 1 }
    return count
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func advanceLine() {
    position += 1
    line += 1
    lineStart = position
    sawLineBreak = true
  }

  private func failure(at offset: Int, _ line: Int, _ message: String) -> Failure {
    var start = offset
    while start > 0, bytes[start - 1] != .newline { start -= 1 }
    return Failure(line: line, column: offset - start + 1, message: message)
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let dollar = UInt8(ascii: "$")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let greater = UInt8(ascii: ">")
  fileprivate static let openParen = UInt8(ascii: "(")
  fileprivate static let closeParen = UInt8(ascii: ")")

  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  /// ASCII letters, `_`, and every byte of a non-ASCII character (Swift allows most of them in names).
  fileprivate var isIdentifierStart: Bool {
    (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z")) || self == UInt8(ascii: "_") || self >= 0x80
  }
  fileprivate var isIdentifierPart: Bool { isIdentifierStart || isDigit }
}
