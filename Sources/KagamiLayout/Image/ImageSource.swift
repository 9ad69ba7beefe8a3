/// Where an `Image`'s pixels come from: a fixture file (resolved by the renderer's loader, relative
/// to its image directory) or pixels in memory.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
  /// A PNG file, by path.
  case fixture(String)
  /// Pixels in memory, with a name for dumps.
  case pixels(Bitmap, name: String)
  /// An SVG file (an icon), by path.
  case svg(String)
  /// A vector drawing in memory (its name, if any, shows in dumps).
  case drawing(VectorDrawing)

  /// `fixture:path` or `pixels:name`, as in dumps.
  public var description: String {
    switch self {
    case .fixture(let path): return "fixture:\(path)"
    case .pixels(_, let name): return "pixels:\(name)"
    case .svg(let path): return "svg:\(path)"
    case .drawing(let drawing): return "drawing:\(drawing.name ?? "unnamed")"
    }
  }
}
