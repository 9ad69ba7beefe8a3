/// Why a PNG could not be decoded, encoded or read.
public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The bytes do not start with the PNG signature.
  case notPNG(String)
  /// The image is larger than the decoder's limits; nothing was allocated for it.
  case tooLarge(String)
  /// libpng reported an error or a warning (its message, verbatim).
  case libpng(String)
  /// The chunk structure is broken (truncated, bad CRC, missing IHDR) — found while walking chunks.
  case malformed(String)
  /// The caller passed something unusable (an empty image, a bad keyword).
  case invalidArgument(String)
  /// Memory ran out.
  case outOfMemory(String)

  public var description: String {
    switch self {
    case .notPNG(let text): return "not a PNG: \(text)"
    case .tooLarge(let text): return "PNG too large: \(text)"
    case .libpng(let text): return "libpng: \(text)"
    case .malformed(let text): return "malformed PNG: \(text)"
    case .invalidArgument(let text): return "invalid argument: \(text)"
    case .outOfMemory(let text): return "out of memory: \(text)"
    }
  }
}
