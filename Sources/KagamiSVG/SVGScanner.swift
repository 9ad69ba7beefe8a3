/// A cursor over an attribute value's UTF-8 bytes that reads SVG's number grammar (path data,
/// transforms, point lists, view boxes, lengths):
/// `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`, so `1.5.5` is 1.5 then
/// .5, `-1-2` is −1 then −2, and `1e-3` one number. Errors name the 1-based character where the
/// value went wrong.
struct SVGScanner {
  /// The value's bytes.
  let bytes: [UInt8]
  /// The next byte to read.
  var index = 0

  /// A scanner at the start of `text`.
  init(_ text: String) { bytes = Array(text.utf8) }

  /// True when every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or nil at the end.
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// An error at the current character: `at character N: message`.
  func error(_ message: String) -> SVGValueError {
    SVGValueError("at character \(index + 1): \(message)")
  }

  /// Skips XML white space (space, tab, CR, LF).
  mutating func skipWhitespace() {
    while let byte = peek, SVGScanner.isWhitespace(byte) { index += 1 }
  }

  /// Skips white space, at most one comma, and white space again; true when a comma was skipped.
  @discardableResult
  mutating func skipCommaWhitespace() -> Bool {
    skipWhitespace()
    guard peek == UInt8(ascii: ",") else { return false }
    index += 1
    skipWhitespace()
    return true
  }

  /// True when a number starts at the current position.
  var atNumber: Bool {
    guard let byte = peek else { return false }
    return SVGScanner.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+")
  }

  /// Reads a number at the current position (no white space is skipped).
  mutating func number() throws(SVGValueError) -> Double {
    let start = index
    if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if peek == UInt8(ascii: ".") {
      index += 1
      fractionDigits = skipDigits()
    }
    guard integerDigits + fractionDigits > 0 else {
      index = start
      throw error("expected a number")
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      // An exponent only when digits follow (a sign may come between).
      var probe = index + 1
      if probe < bytes.count && (bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+")) {
        probe += 1
      }
      if probe < bytes.count && SVGScanner.isDigit(bytes[probe]) {
        index = probe
        _ = skipDigits()
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("\(text) is not a finite number")
    }
    return value
  }

  /// Reads an arc flag: exactly one `0` or `1` (so `01` is two flags).
  mutating func flag() throws(SVGValueError) -> Bool {
    switch peek {
    case UInt8(ascii: "0"):
      index += 1
      return false
    case UInt8(ascii: "1"):
      index += 1
      return true
    default: throw error("expected a flag (0 or 1)")
    }
  }

  /// Reads numbers separated by commas or white space up to the end of the value.
  mutating func numberList() throws(SVGValueError) -> [Double] {
    var numbers: [Double] = []
    skipWhitespace()
    while !isAtEnd {
      numbers.append(try number())
      let comma = skipCommaWhitespace()
      if comma && isAtEnd { throw error("expected a number after the comma") }
    }
    return numbers
  }

  /// Skips decimal digits and returns how many there were.
  private mutating func skipDigits() -> Int {
    let start = index
    while let byte = peek, SVGScanner.isDigit(byte) { index += 1 }
    return index - start
  }

  /// True for `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// True for the XML white-space characters.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
