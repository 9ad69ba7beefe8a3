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

  /// Scans two RGBA8 buffers of `width × height` pixels. Equal rows are skipped word-wise.
  static func scan(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, width: Int, height: Int)
    -> PixelChange
  {
    let rowBytes = width * 4
    var changed = 0
    var largest = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for row in 0..<height {
      let a = first + row * rowBytes
      let b = second + row * rowBytes
      if ByteComparison.equal(a, b, count: rowBytes) { continue }
      var rowChanged = false
      for column in 0..<width {
        let offset = column * 4
        // Whole pixels compared as words first: only a changed one has its channels read.
        if UnsafeRawPointer(a + offset).loadUnaligned(as: UInt32.self)
          == UnsafeRawPointer(b + offset).loadUnaligned(as: UInt32.self)
        {
          continue
        }
        var pixelLargest = 0
        for channel in 0..<4 {
          let difference = abs(Int(a[offset + channel]) - Int(b[offset + channel]))
          if difference > pixelLargest { pixelLargest = difference }
        }
        guard pixelLargest > 0 else { continue }
        changed += 1
        rowChanged = true
        if pixelLargest > largest { largest = pixelLargest }
        if column < minX { minX = column }
        if column > maxX { maxX = column }
      }
      if rowChanged {
        if row < minY { minY = row }
        maxY = row
      }
    }
    guard changed > 0 else { return PixelChange(changedPixels: 0, maxChannelDifference: 0, bounds: nil) }
    return PixelChange(
      changedPixels: changed, maxChannelDifference: largest,
      bounds: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
  }
}
