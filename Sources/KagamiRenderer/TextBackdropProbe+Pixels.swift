import KagamiImage
import KagamiRaster

extension TextBackdropProbe {
  /// `layer` composited over `parent` (the same size) as the painter composites it.
  static func composite(_ layer: Bitmap, over parent: Bitmap, _ composite: Composite) -> Bitmap? {
    switch composite {
    case .over(let opacity):
      var result = parent
      result.pixels.withUnsafeMutableBytes { destination in
        layer.pixels.withUnsafeBytes { source in
          let out = destination.bindMemory(to: UInt32.self)
          let input = source.bindMemory(to: UInt32.self)
          for index in 0..<out.count where input[index] >> 24 != 0 {
            out[index] = Compositor.blend(input[index], coverage: Int(opacity), over: out[index])
          }
        }
      }
      return result
    case .blend(let mode):
      guard var canvas = try? Canvas(bitmap: parent) else { return nil }
      canvas.drawLayer(layer, x: 0, y: 0, blendMode: mode)
      return canvas.bitmap
    case .notMeasured:
      return nil
    }
  }

  /// The pixels of `rect` (unshifted) in `bitmap`, whose origin is at (`offsetX`, `offsetY`): one
  /// copy per row.
  static func crop(_ bitmap: Bitmap, _ rect: PixelRect, offsetX: Int, offsetY: Int) -> Bitmap? {
    let x = rect.x - offsetX
    let y = rect.y - offsetY
    guard x >= 0, y >= 0, rect.width > 0, rect.height > 0, x + rect.width <= bitmap.width,
      y + rect.height <= bitmap.height
    else { return nil }
    let rowBytes = rect.width * 4
    let pixels = bitmap.pixels.withUnsafeBytes { source in
      [UInt8](unsafeUninitializedCapacity: rowBytes * rect.height) { buffer, count in
        for row in 0..<rect.height {
          let start = ((y + row) * bitmap.width + x) * 4
          UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[(row * rowBytes)...])
            .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<(start + rowBytes)]))
        }
        count = rowBytes * rect.height
      }
    }
    return try? Bitmap(width: rect.width, height: rect.height, scale: bitmap.scale, pixels: pixels)
  }

  /// True when every pixel of `bitmap` is opaque.
  static func isOpaque(_ bitmap: Bitmap) -> Bool {
    bitmap.pixels.withUnsafeBytes { raw in
      var all: UInt32 = 0xFF00_0000
      for word in raw.bindMemory(to: UInt32.self) { all &= word }
      return all == 0xFF00_0000
    }
  }

  /// `bitmap` composited over white: opaque.
  static func overWhite(_ bitmap: Bitmap) -> Bitmap {
    var result = bitmap
    let white = RGBAColor.white.packed
    result.pixels.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for index in 0..<words.count where words[index] >> 24 != 0xFF {
        words[index] = Compositor.blend(words[index], coverage: 255, over: white)
      }
    }
    return result
  }

  /// The alpha of every pixel of `bitmap`, row by row.
  static func alpha(of bitmap: Bitmap) -> [UInt8] {
    let count = bitmap.width * bitmap.height
    return bitmap.pixels.withUnsafeBytes { raw in
      [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count { buffer[index] = raw[index &* 4 &+ 3] }
        initialized = count
      }
    }
  }

  /// The values of `values` (one per pixel of `bounds`, row by row) in `rect`, which lies inside
  /// `bounds`.
  static func slice(_ values: [UInt8], of bounds: PixelRect, to rect: PixelRect) -> [UInt8] {
    if rect == bounds { return values }
    var result: [UInt8] = []
    result.reserveCapacity(rect.width * rect.height)
    for row in (rect.y - bounds.y)..<(rect.maxY - bounds.y) {
      let start = row * bounds.width + rect.x - bounds.x
      result += values[start..<(start + rect.width)]
    }
    return result
  }

  /// True when some value of `coverage` is not 0.
  static func hasInk(_ coverage: [UInt8]) -> Bool {
    coverage.withUnsafeBufferPointer { values in
      var any: UInt8 = 0
      for value in values { any |= value }
      return any != 0
    }
  }
}
