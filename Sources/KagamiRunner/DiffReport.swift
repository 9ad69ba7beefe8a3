import KagamiDiff

/// The JSON `kagami diff --json` prints.
public struct DiffReport: Codable, Equatable, Sendable {
  /// Mismatched pixels.
  public var mismatched: Int
  /// All pixels, `width * height`.
  public var total: Int
  /// Image width.
  public var width: Int
  /// Image height.
  public var height: Int
  /// `mismatched / total`.
  public var ratio: Double
  /// The expected image's path.
  public var expected: String
  /// The actual image's path.
  public var actual: String
  /// The diff image's path, when one was written.
  public var output: String?
  /// The exact size of the change (every pixel whose bytes differ), whatever pixelmatch counted.
  public var change: PixelChange?
}
