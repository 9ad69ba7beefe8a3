/// A malformed or unsupported attribute value, before the element and line are known: the value
/// parsers throw it and `SVGConverter` turns it into an `SVGError`.
struct SVGValueError: Error, Equatable {
  /// What is wrong, phrased to follow the attribute's name.
  var message: String

  /// An error with its message.
  init(_ message: String) { self.message = message }
}
