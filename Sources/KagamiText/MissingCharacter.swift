/// A character no font in the set has; it is drawn as the .notdef box.
public struct MissingCharacter: Equatable, Sendable {
  /// Offset in Unicode scalars.
  public var index: Int
  /// The scalar value.
  public var scalar: UInt32

  /// A missing character from its parts.
  public init(index: Int, scalar: UInt32) {
    self.index = index
    self.scalar = scalar
  }
}
