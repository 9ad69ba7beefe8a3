import KagamiImage

/// SVG paint and colour values: `none`, `currentColor`, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
/// `rgb(r, g, b)` and `rgba(r, g, b, a)` (numbers 0–255 or percentages; alpha 0–1), `transparent`
/// and the sixteen HTML 4 colour names. Keywords are ASCII case-insensitive, as in CSS. `url(#…)`
/// (gradients, patterns) is an error.
enum SVGColor {
  /// What a `fill` or `stroke` value paints with: nil for `none`.
  static func paint(_ text: String) throws(SVGValueError) -> VectorDrawing.Paint? {
    let value = SVGValues.trimmed(text)
    switch value.lowercased() {
    case "none": return nil
    case "currentcolor": return .currentColor
    default:
      if value.lowercased().hasPrefix("url(") {
        throw SVGValueError("\"\(value)\" is not supported (gradients and patterns need a paint server)")
      }
      return .color(try color(value))
    }
  }

  /// A colour (not `none` or `currentColor`).
  static func color(_ text: String) throws(SVGValueError) -> RGBAColor {
    let value = SVGValues.trimmed(text)
    let lower = value.lowercased()
    if lower.hasPrefix("#") { return try hex(String(lower.dropFirst()), original: value) }
    if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") { return try functional(lower, original: value) }
    if lower == "transparent" { return .clear }
    guard let hex = named[lower] else {
      throw SVGValueError(
        "\"\(value)\" is not a colour (KagamiSVG knows #hex, rgb(), rgba() and the 16 HTML colour names)")
    }
    return RGBAColor(hex: hex)
  }

  /// The HTML 4 colour names.
  private static let named: [String: UInt32] = [
    "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "white": 0xFFFFFF, "maroon": 0x800000,
    "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "green": 0x008000, "lime": 0x00FF00,
    "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080, "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF,
  ]

  /// `#` followed by 3, 4, 6 or 8 hexadecimal digits.
  private static func hex(_ digits: String, original: String) throws(SVGValueError) -> RGBAColor {
    let values = digits.compactMap(\.hexDigitValue).map(UInt8.init)
    guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else {
      throw SVGValueError("\"\(original)\" is not a colour (#rgb, #rgba, #rrggbb or #rrggbbaa)")
    }
    // Short forms repeat each digit (#f80 is #ff8800).
    var channels: [UInt8] = []
    if values.count <= 4 {
      channels = values.map { $0 * 17 }
    } else {
      for index in stride(from: 0, to: values.count, by: 2) { channels.append(values[index] * 16 + values[index + 1]) }
    }
    return RGBAColor(
      red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
  }

  /// `rgb(r, g, b)` or `rgba(r, g, b, a)`.
  private static func functional(_ lower: String, original: String) throws(SVGValueError) -> RGBAColor {
    let invalid = SVGValueError("\"\(original)\" is not a colour (rgb(r, g, b) or rgba(r, g, b, a))")
    guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { throw invalid }
    let name = lower[..<open]
    let arguments = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
      .split(separator: ",", omittingEmptySubsequences: false).map { SVGValues.trimmed(String($0)) }
    guard arguments.count == (name == "rgba" ? 4 : 3) else { throw invalid }
    var channels: [UInt8] = []
    for argument in arguments.prefix(3) {
      let percent = argument.hasSuffix("%")
      guard let number = Double(percent ? String(argument.dropLast()) : argument), number.isFinite else {
        throw invalid
      }
      let scaled = percent ? number * 255 / 100 : number
      channels.append(UInt8(min(max(scaled, 0), 255).rounded(.toNearestOrAwayFromZero)))
    }
    var alpha: UInt8 = 255
    if arguments.count == 4 {
      guard let number = Double(arguments[3]), number.isFinite else { throw invalid }
      alpha = UInt8((RGBAColor.clampedUnit(number) * 255).rounded(.toNearestOrAwayFromZero))
    }
    return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }
}
