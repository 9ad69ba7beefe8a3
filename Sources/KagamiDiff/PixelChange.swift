import CDiff
import KagamiImage

/// How big the difference between two images of one size is, counted exactly: every pixel whose
/// RGBA bytes differ. Failure messages quote it so that a reader can judge whether a tolerance is
/// what they want.
public struct PixelChange: Equatable, Hashable, Sendable, Codable {
  /// Pixels whose RGBA bytes differ.
  public var changedPixels: Int
  /// The largest difference of one channel (R, G, B or A) of one pixel, 0–255.
  public var maxChannelDifference: Int
  /// The smallest rectangle holding every changed pixel; nil when nothing changed.
  public var bounds: PixelRect?
  /// How many of the changed pixels pixelmatch's defaults (threshold 0.1, anti-aliasing ignored)
  /// would count; nil when not computed.
  public var pixelmatchDefaultCount: Int?

  /// A summary from its parts.
  public init(
    changedPixels: Int, maxChannelDifference: Int, bounds: PixelRect?, pixelmatchDefaultCount: Int? = nil
  ) {
    self.changedPixels = changedPixels
    self.maxChannelDifference = maxChannelDifference
    self.bounds = bounds
    self.pixelmatchDefaultCount = pixelmatchDefaultCount
  }

  /// No changed pixel.
  public static let none = PixelChange(
    changedPixels: 0, maxChannelDifference: 0, bounds: nil, pixelmatchDefaultCount: 0)

  /// One sentence: "3,224 pixels changed (largest channel difference 23 of 255) in 0,88 390x22;
  /// pixelmatch's default threshold would count 0 of them."
  public var sentence: String {
    guard changedPixels > 0, let bounds else { return "No pixel changed." }
    var text =
      "\(changedPixels) pixel\(changedPixels == 1 ? "" : "s") changed (largest channel difference "
      + "\(maxChannelDifference) of 255) within x,y \(bounds.x),\(bounds.y) size \(bounds.width)x\(bounds.height)"
    if let count = pixelmatchDefaultCount {
      text += "; pixelmatch's default threshold (0.1, anti-aliasing ignored) would count \(count) of them"
    }
    return text + "."
  }

  /// Scans two RGBA8 buffers of `width × height` pixels (CDiff's `cdiff_scan`: equal rows are
  /// skipped by memcmp, pixels compared as words).
  static func scan(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, width: Int, height: Int)
    -> PixelChange
  {
    let change = cdiff_scan(first, second, Int64(width), Int64(height))
    guard change.changed_pixels > 0 else {
      return PixelChange(changedPixels: 0, maxChannelDifference: 0, bounds: nil)
    }
    return PixelChange(
      changedPixels: Int(change.changed_pixels), maxChannelDifference: Int(change.max_channel_difference),
      bounds: PixelRect(
        x: Int(change.min_x), y: Int(change.min_y), width: Int(change.max_x - change.min_x + 1),
        height: Int(change.max_y - change.min_y + 1)))
  }
}
