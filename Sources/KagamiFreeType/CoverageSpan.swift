/// A horizontal run of pixels sharing one coverage value, as FreeType's gray rasterizer emits them.
public struct CoverageSpan: Equatable, Sendable {
  /// Leftmost pixel column.
  public var x: Int32
  /// Pixel row (device coordinates, y down).
  public var y: Int32
  /// Number of pixels.
  public var length: Int32
  /// Coverage, 0 (none) – 255 (full).
  public var coverage: UInt8

  /// A span from its parts.
  public init(x: Int32, y: Int32, length: Int32, coverage: UInt8) {
    self.x = x
    self.y = y
    self.length = length
    self.coverage = coverage
  }
}
