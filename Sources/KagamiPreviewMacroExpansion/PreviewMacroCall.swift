import KagamiSwiftSource

/// The parts of a `#Preview("name", traits: …) { body }` expansion that its declaration is made
/// from, read from the macro's source text as the compiler sends it: the name (the unlabelled
/// argument), the trait expressions (`traits:` and the unlabelled arguments after it) and the body
/// (the trailing closure, or a closure given as `body:`). Every expression is kept as written.
public struct PreviewMacroCall: Equatable, Sendable {
  /// The name's expression, or nil when the preview has none.
  public var name: String?
  /// The traits' expressions, in order.
  public var traits: [String]
  /// The closure's statements, without its braces and the whitespace around them.
  public var body: String
  /// The byte offset of the call's first token (`#`, or an attribute before it) in the source.
  public var start: Int

  /// A call with these parts.
  public init(name: String?, traits: [String], body: String, start: Int) {
    self.name = name
    self.traits = traits
    self.body = body
    self.start = start
  }

  /// Reads `source`, the text of one `#Preview` expansion.
  /// - Throws: `PreviewMacroError` when the call has no closure or its brackets do not balance.
  public init(parsing source: String) throws(PreviewMacroError) {
    let scanner = SwiftSourceScanner(source)
    let bytes = scanner.bytes
    let start = scanner.skippingTrivia(from: 0)
    var index = start
    // Attributes and modifiers may come before `#` (`@MainActor #Preview { … }`).
    while index < bytes.count, bytes[index] != UInt8(ascii: "#") {
      if let close = scanner.closingBracket(of: index) {
        index = close + 1
      } else {
        index = scanner.endOfIdentifier(at: index) ?? index + 1
      }
      index = scanner.skippingTrivia(from: index)
    }
    guard index < bytes.count else {
      throw PreviewMacroError(message: "#Preview's source has no '#'", offset: start)
    }
    // `#Preview`, or a module-qualified `#SwiftUI.Preview`.
    index += 1
    while let end = scanner.endOfIdentifier(at: index) {
      index = end
      guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
      index += 1
    }
    index = scanner.skippingTrivia(from: index)

    var arguments: [PreviewMacroArgument] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
      guard let close = scanner.closingBracket(of: index),
        let pieces = scanner.commaSeparatedPieces(of: (index + 1)..<close)
      else { throw PreviewMacroError(message: "#Preview's arguments do not balance", offset: start) }
      arguments = pieces.filter { !$0.isEmpty }.map { PreviewMacroArgument(scanner: scanner, range: $0) }
      index = scanner.skippingTrivia(from: close + 1)
    }
    // The trailing closure, then any labelled trailing closures (`body: { … }`).
    var trailingClosure: Range<Int>?
    while index < bytes.count {
      var label: String?
      var closureStart = index
      if let labelEnd = scanner.endOfIdentifier(at: index) {
        let colon = scanner.skippingTrivia(from: labelEnd)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { break }
        label = PreviewMacroArgument.unquoted(scanner.text(index..<labelEnd))
        closureStart = scanner.skippingTrivia(from: colon + 1)
      }
      guard closureStart < bytes.count, bytes[closureStart] == UInt8(ascii: "{"),
        let close = scanner.closingBracket(of: closureStart)
      else { break }
      if let label {
        arguments.append(PreviewMacroArgument(label: label, expression: scanner.text(closureStart..<(close + 1))))
      } else if trailingClosure == nil {
        trailingClosure = closureStart..<(close + 1)
      }
      index = scanner.skippingTrivia(from: close + 1)
    }

    let closure =
      trailingClosure.map { scanner.text($0) }
      ?? arguments.first { $0.label == "body" && Self.isClosure($0.expression) }?.expression
    guard let closure else {
      throw PreviewMacroError(message: "#Preview needs a closure that returns its view", offset: start)
    }
    var name: String?
    var traits: [String] = []
    var inTraits = false
    for argument in arguments where argument.label != "body" {
      if argument.label == "traits" { inTraits = true }
      if inTraits {
        traits.append(argument.expression)
      } else if argument.label == nil {
        name = argument.expression
      }
    }
    self.init(name: name, traits: traits, body: Self.statements(ofClosure: closure), start: start)
  }

  /// The statements of `closure` (`{ … }`), without a signature (`{ () -> some View in …`).
  static func statements(ofClosure closure: String) -> String {
    let scanner = SwiftSourceScanner(closure)
    let inner = 1..<(scanner.bytes.count - 1)
    let body = scanner.endOfSignature(in: inner).map { $0..<inner.upperBound } ?? inner
    return trimmingWhitespace(Substring(scanner.text(body)))
  }

  /// Whether `expression` is one closure literal, `{ … }`.
  static func isClosure(_ expression: String) -> Bool {
    let scanner = SwiftSourceScanner(expression)
    guard scanner.bytes.first == UInt8(ascii: "{") else { return false }
    return scanner.closingBracket(of: 0) == scanner.bytes.count - 1
  }

  static func trimmingWhitespace(_ text: Substring) -> String {
    let bytes = Array(text.utf8)
    let first = bytes.firstIndex { !SwiftSourceScanner.isWhitespace($0) } ?? bytes.count
    let last = bytes.lastIndex { !SwiftSourceScanner.isWhitespace($0) } ?? (first - 1)
    return String(decoding: bytes[first..<(last + 1)], as: UTF8.self)
  }
}
