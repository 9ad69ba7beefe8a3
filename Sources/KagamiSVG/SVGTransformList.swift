import KagamiImage

/// SVG's `transform` attribute → one `AffineTransform`: `matrix(a b c d e f)`, `translate(x [y])`,
/// `scale(x [y])`, `rotate(a [cx cy])`, `skewX(a)`, `skewY(a)`, separated by white space or commas;
/// arguments by commas or white space. `transform="A B"` maps a point through B, then A. Angles are in
/// degrees through `DeterministicTrig` (exact at quarter turns; tan = sin/cos).
enum SVGTransformList {
  /// The transform `text` describes (the identity for an empty value).
  static func parse(_ text: String) throws(SVGValueError) -> AffineTransform {
    var scanner = SVGScanner(text)
    var result = AffineTransform.identity
    scanner.skipWhitespace()
    while !scanner.isAtEnd {
      let item = try transform(&scanner)
      // The item on the right applies first.
      result = item.concatenating(result)
      let comma = scanner.skipCommaWhitespace()
      if comma && scanner.isAtEnd { throw scanner.error("expected a transform after the comma") }
    }
    return result
  }

  /// One `name(arguments)`.
  private static func transform(_ scanner: inout SVGScanner) throws(SVGValueError) -> AffineTransform {
    let nameStart = scanner.index
    while let byte = scanner.peek,
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "X")
        || byte == UInt8(ascii: "Y")
    {
      scanner.index += 1
    }
    let name = String(decoding: scanner.bytes[nameStart..<scanner.index], as: UTF8.self)
    let counts: [String: [Int]] = [
      "matrix": [6], "translate": [1, 2], "scale": [1, 2], "rotate": [1, 3], "skewX": [1], "skewY": [1],
    ]
    guard let allowed = counts[name] else {
      scanner.index = nameStart
      throw scanner.error("expected matrix, translate, scale, rotate, skewX or skewY")
    }
    scanner.skipWhitespace()
    guard scanner.peek == UInt8(ascii: "(") else { throw scanner.error("expected \"(\" after \(name)") }
    scanner.index += 1
    scanner.skipWhitespace()
    var arguments: [Double] = []
    while scanner.peek != UInt8(ascii: ")") {
      if !arguments.isEmpty { scanner.skipCommaWhitespace() }
      arguments.append(try scanner.number())
      scanner.skipWhitespace()
    }
    guard allowed.contains(arguments.count) else {
      let expected = allowed.map(String.init).joined(separator: " or ")
      throw scanner.error("\(name) takes \(expected) numbers, not \(arguments.count)")
    }
    scanner.index += 1
    return try make(name, arguments, &scanner)
  }

  /// The transform of a checked name and argument list.
  private static func make(_ name: String, _ arguments: [Double], _ scanner: inout SVGScanner) throws(SVGValueError)
    -> AffineTransform
  {
    let first = arguments[0]
    switch name {
    case "matrix":
      return AffineTransform(
        a: first, b: arguments[1], c: arguments[2], d: arguments[3], tx: arguments[4], ty: arguments[5])
    case "translate": return .translation(x: first, y: arguments.count == 2 ? arguments[1] : 0)
    case "scale": return .scale(x: first, y: arguments.count == 2 ? arguments[1] : first)
    case "rotate":
      let (sine, cosine) = DeterministicTrig.sinCos(degrees: first)
      let rotation = AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
      guard arguments.count == 3 else { return rotation }
      let (cx, cy) = (arguments[1], arguments[2])
      return AffineTransform.translation(x: -cx, y: -cy).concatenating(rotation)
        .concatenating(.translation(x: cx, y: cy))
    default:
      let (sine, cosine) = DeterministicTrig.sinCos(degrees: first)
      guard cosine != 0 else { throw scanner.error("\(name)(\(first)) is infinite") }
      let tangent = sine / cosine
      return name == "skewX"
        ? AffineTransform(a: 1, b: 0, c: tangent, d: 1, tx: 0, ty: 0)
        : AffineTransform(a: 1, b: tangent, c: 0, d: 1, tx: 0, ty: 0)
    }
  }
}
