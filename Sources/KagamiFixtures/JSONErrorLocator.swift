/// Finds the byte offset of the first JSON syntax error (RFC 8259), so that a malformed fixture is
/// reported at the exact line and column whatever Foundation's message says.
public struct JSONErrorLocator {
  private let bytes: [UInt8]
  private var index = 0
  private static let maximumDepth = 512

  /// The offset of the first error in `bytes`, or nil when they are valid JSON.
  public static func firstError(in bytes: [UInt8]) -> Int? {
    var locator = JSONErrorLocator(bytes: bytes)
    return locator.scanDocument()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func scanDocument() -> Int? {
    skipWhitespace()
    if let error = scanValue(depth: 0) { return error }
    skipWhitespace()
    return index < bytes.count ? index : nil
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func scanValue(depth: Int) -> Int? {
    guard depth < Self.maximumDepth, let byte = current else { return index }
    switch byte {
    case UInt8(ascii: "{"): return scanContainer(close: UInt8(ascii: "}"), keyed: true, depth: depth)
    case UInt8(ascii: "["): return scanContainer(close: UInt8(ascii: "]"), keyed: false, depth: depth)
    case UInt8(ascii: "\""): return scanString()
    case UInt8(ascii: "t"): return scanLiteral("true")
    case UInt8(ascii: "f"): return scanLiteral("false")
    case UInt8(ascii: "n"): return scanLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
    default: return index
    }
  }

  private mutating func scanContainer(close: UInt8, keyed: Bool, depth: Int) -> Int? {
    index += 1
    skipWhitespace()
    if current == close {
      index += 1
      return nil
    }
    while true {
      if keyed {
        guard current == UInt8(ascii: "\"") else { return index }
        if let error = scanString() { return error }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { return index }
        index += 1
        skipWhitespace()
      }
      if let error = scanValue(depth: depth + 1) { return error }
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
      } else if current == close {
        index += 1
        return nil
      } else {
        return index
      }
    }
  }

  private mutating func scanString() -> Int? {
    index += 1
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return nil
      case UInt8(ascii: "\\"):
        index += 1
        guard let escaped = current else { return index }
        if escaped == UInt8(ascii: "u") {
          for _ in 0..<4 {
            index += 1
            guard let hex = current, Self.isHexDigit(hex) else { return index }
          }
        } else if !"\"\\/bfnrt".utf8.contains(escaped) {
          return index
        }
        index += 1
      case 0..<0x20: return index
      case 0x80...:
        guard let length = Self.utf8SequenceLength(bytes, at: index) else { return index }
        index += length
      default: index += 1
      }
    }
    return index
  }

  private mutating func scanLiteral(_ literal: String) -> Int? {
    for expected in literal.utf8 {
      guard current == expected else { return index }
      index += 1
    }
    return nil
  }

  /// A number by RFC 8259's grammar whose value a Double can hold (Foundation rejects the others as
  /// "not representable"); an error points at its first character.
  private mutating func scanNumber() -> Int? {
    let start = index
    if let error = scanNumberSyntax() { return error }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return start }
    return nil
  }

  private mutating func scanNumberSyntax() -> Int? {
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      guard scanDigits() else { return index }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard scanDigits() else { return index }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard scanDigits() else { return index }
    }
    return nil
  }

  /// Consumes one or more digits; false when there is none.
  private mutating func scanDigits() -> Bool {
    let start = index
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    return index > start
  }

  /// The length of the well-formed UTF-8 sequence (RFC 3629: no overlong forms, no surrogates,
  /// nothing above U+10FFFF) starting at `start`, or nil when there is none.
  private static func utf8SequenceLength(_ bytes: [UInt8], at start: Int) -> Int? {
    let lead = bytes[start]
    let (length, secondRange): (Int, ClosedRange<UInt8>)
    switch lead {
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return nil
    }
    guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) { return nil }
    return length
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
