import KagamiImage

/// The simple attribute values: lengths (a number, in px or without a unit; percentages and other
/// units are errors), opacities, length lists (`stroke-dasharray`) and the `viewBox`.
enum SVGValues {
  /// A length in user units: a number, optionally followed by `px`.
  static func length(_ text: String) throws(SVGValueError) -> Double {
    let value = trimmed(text)
    var scanner = SVGScanner(value)
    guard scanner.atNumber, let number = try? scanner.number() else {
      throw SVGValueError("\"\(value)\" is not a length (a number, in px or without a unit)")
    }
    let unit = String(decoding: scanner.bytes[scanner.index...], as: UTF8.self)
    switch unit {
    case "", "px": return number
    case "%": throw SVGValueError("\"\(value)\": percentage lengths are not supported (use numbers)")
    default: throw SVGValueError("\"\(value)\": the unit \(unit) is not supported (px or none)")
    }
  }

  /// A length that must not be negative.
  static func nonNegativeLength(_ text: String) throws(SVGValueError) -> Double {
    let value = try length(text)
    guard value >= 0 else { throw SVGValueError("must not be negative (\(trimmed(text)))") }
    return value
  }

  /// An opacity: a number clamped to 0…1.
  static func opacity(_ text: String) throws(SVGValueError) -> Double {
    let value = trimmed(text)
    var scanner = SVGScanner(value)
    guard scanner.atNumber, let number = try? scanner.number(), scanner.isAtEnd else {
      throw SVGValueError("\"\(value)\" is not an opacity (a number from 0 to 1)")
    }
    return RGBAColor.clampedUnit(number)
  }

  /// `stroke-dasharray`: `none` or non-negative lengths separated by commas or white space; an odd
  /// count is repeated to make it even, and all zeros mean a solid line (an empty array).
  static func dashArray(_ text: String) throws(SVGValueError) -> [Double] {
    let value = trimmed(text)
    if value == "none" { return [] }
    var dashes: [Double] = []
    for item in value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
      dashes.append(try nonNegativeLength(String(item)))
    }
    guard !dashes.isEmpty else { throw SVGValueError("is empty (use none for a solid line)") }
    if dashes.allSatisfy({ $0 == 0 }) { return [] }
    return dashes.count % 2 == 1 ? dashes + dashes : dashes
  }

  /// `viewBox`: x, y, width and height; the width and height must be positive.
  static func viewBox(_ text: String) throws(SVGValueError) -> Rect {
    var scanner = SVGScanner(text)
    let numbers = try scanner.numberList()
    guard numbers.count == 4 else { throw SVGValueError("needs 4 numbers (x y width height), not \(numbers.count)") }
    guard numbers[2] > 0, numbers[3] > 0 else { throw SVGValueError("needs a positive width and height") }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `text` without leading and trailing XML white space.
  static func trimmed(_ text: String) -> String {
    let bytes = Array(text.utf8)
    guard let first = bytes.firstIndex(where: { !SVGScanner.isWhitespace($0) }),
      let last = bytes.lastIndex(where: { !SVGScanner.isWhitespace($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
