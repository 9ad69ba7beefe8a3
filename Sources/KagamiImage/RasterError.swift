/// An error from the rasterizer or the PNG codec.
public enum RasterError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A size that is zero, negative or over the limits.
  case invalidSize(String)
  /// A geometry value that is NaN or infinite.
  case invalidGeometry(String)

  public var description: String {
    switch self {
    case .invalidSize(let text): return "invalid size: \(text)"
    case .invalidGeometry(let text): return "invalid geometry: \(text)"
    }
  }
}
