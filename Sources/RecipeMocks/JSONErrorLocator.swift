/// Finds the byte offset of the first JSON syntax error (RFC 8259), so that a malformed fixture is
/// reported at the exact line and column whatever Foundation's message says.
struct JSONErrorLocator {
  private let bytes: [UInt8]
  private var index = 0
  private static let maximumDepth = 512

  /// The offset of the first error in `bytes`, or nil when they are valid JSON.
  static func firstError(in bytes: [UInt8]) -> Int? {
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

  private mutating func scanNumber() -> Int? {
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

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
