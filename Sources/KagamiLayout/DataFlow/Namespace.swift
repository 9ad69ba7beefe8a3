/// An identity for matched geometry, as SwiftUI's `@Namespace`. A snapshot is one frame, so
/// `.matchedGeometryEffect` draws nothing; each namespace still has its own ID.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  /// The namespace's ID (0 in a snapshot: there is one frame and nothing to match).
  public let wrappedValue: ID

  /// A namespace.
  public init() { wrappedValue = ID(value: 0) }
}

/// What `matchedGeometryEffect` matches (nothing is matched in a snapshot).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  /// Properties from their raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
