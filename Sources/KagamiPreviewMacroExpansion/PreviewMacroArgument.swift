import KagamiSwiftSource

/// One argument of a `#Preview` call: its label, if any, and its expression as written.
public struct PreviewMacroArgument: Equatable, Sendable {
  /// The label without backquotes (`traits`, `body`), or nil.
  public var label: String?
  /// The expression's source text.
  public var expression: String

  /// An argument with this label and expression.
  public init(label: String?, expression: String) {
    self.label = label
    self.expression = expression
  }

  /// The argument in `range` of `scanner`'s source (one comma-separated piece of the argument list).
  init(scanner: SwiftSourceScanner, range: Range<Int>) {
    if let labelEnd = scanner.endOfIdentifier(at: range.lowerBound), labelEnd < range.upperBound {
      let colon = scanner.skippingTrivia(from: labelEnd)
      if colon < range.upperBound, scanner.bytes[colon] == UInt8(ascii: ":") {
        let expressionStart = scanner.skippingTrivia(from: colon + 1)
        self.init(
          label: Self.unquoted(scanner.text(range.lowerBound..<labelEnd)),
          expression: scanner.text(expressionStart..<range.upperBound))
        return
      }
    }
    self.init(label: nil, expression: scanner.text(range))
  }

  static func unquoted(_ label: String) -> String {
    label.hasPrefix("`") && label.hasSuffix("`") && label.count > 1 ? String(label.dropFirst().dropLast()) : label
  }
}
