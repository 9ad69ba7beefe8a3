/// A character no font in the set has; it is drawn as the .notdef box.
public struct MissingCharacter: Equatable, Sendable {
  /// Offset in Unicode scalars.
  public var index: Int
  /// The scalar value.
  public var scalar: UInt32
}
