/// A key into an app's localized strings, as SwiftUI's `LocalizedStringKey`. Kagami reads no
/// string tables: a key is drawn as written, with its interpolations filled in (`"\(count) items"`
/// shows the count). Localize with the app's own strings where a snapshot must show a translation.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key draws.
  let text: String

  /// The key `value`.
  public init(_ value: String) { text = value }

  /// The key a string literal spells.
  public init(stringLiteral value: String) { text = value }

  /// The key an interpolated string literal spells, interpolations filled in.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Room for a literal of `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// A string.
    public mutating func appendInterpolation(_ string: String) { text += string }

    /// A text's characters (its styling is not kept).
    public mutating func appendInterpolation(_ text: Text) { self.text += text.segments.map(\.string).joined() }
  }
}
