/// Why an image could not be used.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the fixture's path.
  case missing(path: String)
  /// The file is there but is not a readable image.
  case corrupt(path: String, reason: String)
  /// The layout was given no image loader but the view has a fixture image.
  case noLoader(path: String)

  public var description: String {
    switch self {
    case .missing(let path): return "image fixture \(path) is missing"
    case .corrupt(let path, let reason): return "image fixture \(path) is corrupt: \(reason)"
    case .noLoader(let path): return "image fixture \(path) needs an image loader (render through the renderer)"
    }
  }
}
