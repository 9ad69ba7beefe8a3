/// Why two images could not be compared.
public enum DiffError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The two images have different sizes; pixelmatch compares equal sizes only.
  case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
  /// The pixel buffer does not hold `width * height * 4` bytes, or the size is not positive.
  case invalidPixelData(String)
  /// An option is out of range (threshold, alpha, budget, mask).
  case invalidOption(String)
  /// A mask names a node id that none of the caller's named regions carries.
  case unknownMaskNode(String)

  /// A one-line message naming the sizes, values or node at fault.
  public var description: String {
    switch self {
    case .sizeMismatch(let expectedWidth, let expectedHeight, let actualWidth, let actualHeight):
      return
        "image sizes differ: expected \(expectedWidth)x\(expectedHeight), actual \(actualWidth)x\(actualHeight)"
    case .invalidPixelData(let text): return "invalid pixel data: \(text)"
    case .invalidOption(let text): return "invalid option: \(text)"
    case .unknownMaskNode(let name): return "mask names node \"\(name)\", but no region has that id"
    }
  }
}
