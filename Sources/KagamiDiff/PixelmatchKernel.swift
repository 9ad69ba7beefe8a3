import KagamiImage

/// One pixelmatch run over two validated buffers: the main loop, the colour metric and the grey
/// background. The anti-aliasing detector is in `PixelmatchKernel+Antialiasing.swift`.
struct PixelmatchKernel {
  let first: UnsafePointer<UInt8>
  let second: UnsafePointer<UInt8>
  let width: Int
  let height: Int
  let options: DiffOptions
  /// pixelmatch's largest acceptable squared YIQ distance: 35215 (the largest possible) × threshold².
  let maxDelta: Double

  init(
    first: UnsafePointer<UInt8>, second: UnsafePointer<UInt8>, width: Int, height: Int,
    options: DiffOptions
  ) {
    self.first = first
    self.second = second
    self.width = width
    self.height = height
    self.options = options
    self.maxDelta = 35215 * options.threshold * options.threshold
  }

  /// Counts mismatched pixels and draws into `output` when given.
  func run(output: UnsafeMutablePointer<UInt8>?) -> Int {
    let rowBytes = width &* 4
    let drawsBackground = output != nil && !options.diffMask
    // pixelmatch's fast path: identical images draw the grey background only.
    if ByteComparison.equal(first, second, count: rowBytes &* height) {
      if drawsBackground, let output {
        drawGrayRows(0..<height, into: output)
      }
      return 0
    }
    let alt = options.diffColorAlt ?? options.diffColor
    var mismatched = 0
    for y in 0..<height {
      let rowStart = y &* rowBytes
      if ByteComparison.equal(first + rowStart, second + rowStart, count: rowBytes) {
        if drawsBackground, let output { drawGrayRows(y..<(y + 1), into: output) }
        continue
      }
      var gray = GrayCache()
      for x in 0..<width {
        let position = rowStart &+ x &* 4
        let pixelA = UnsafeRawPointer(first + position).loadUnaligned(as: UInt32.self)
        let pixelB = UnsafeRawPointer(second + position).loadUnaligned(as: UInt32.self)
        let delta = pixelA == pixelB ? 0 : colorDelta(at: position)
        if abs(delta) > maxDelta {
          let excludedAA =
            !options.includeAA
            && (antialiased(first, x: x, y: y, other: second)
              || antialiased(second, x: x, y: y, other: first))
          if excludedAA {
            if drawsBackground, let output { draw(options.aaColor, at: position, into: output) }
          } else {
            if let output { draw(delta < 0 ? alt : options.diffColor, at: position, into: output) }
            mismatched &+= 1
          }
        } else if drawsBackground, let output {
          let value = gray.value(for: pixelA, at: position, in: first, alpha: options.alpha)
          (output + position).initialize(repeating: value, count: 3)
          output[position + 3] = 255
        }
      }
    }
    return mismatched
  }

  /// pixelmatch's `colorDelta` between the two images at byte offset `k`: the squared YIQ distance,
  /// negative when the second pixel is darker. Translucent pixels are blended over the background.
  @inline(__always)
  func colorDelta(at k: Int) -> Double {
    let r1 = Int(first[k])
    let g1 = Int(first[k + 1])
    let b1 = Int(first[k + 2])
    let a1 = Int(first[k + 3])
    let r2 = Int(second[k])
    let g2 = Int(second[k + 1])
    let b2 = Int(second[k + 2])
    let a2 = Int(second[k + 3])
    var dr = Double(r1 - r2)
    var dg = Double(g1 - g2)
    var db = Double(b1 - b2)
    if a1 < 255 || a2 < 255 {
      (dr, dg, db) = blendedDifference(r1, g1, b1, a1, r2, g2, b2, a2, at: k)
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// pixelmatch's channel differences of two pixels, at least one translucent, each blended over
  /// the background at byte offset `k`. Kept out of line: opaque UI images rarely get here, and
  /// inlined, the background's divisions get hoisted into every caller's hot loop.
  @inline(never)
  func blendedDifference(
    _ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int, _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
    at k: Int
  ) -> (Double, Double, Double) {
    let da = a1 - a2
    let background = Self.background(k, checkerboard: options.checkerboard)
    return (
      Double(r1 * a1 - r2 * a2 - background.red * da) / 255,
      Double(g1 * a1 - g2 * a2 - background.green * da) / 255,
      Double(b1 * a1 - b2 * a2 - background.blue * da) / 255
    )
  }

  /// The colour a translucent pixel at byte offset `k` is blended over: pixelmatch's pseudo-random
  /// checkerboard of 48 and 207 per channel, or white.
  @inline(__always)
  static func background(_ k: Int, checkerboard: Bool) -> (red: Int, green: Int, blue: Int) {
    guard checkerboard else { return (255, 255, 255) }
    // JavaScript's `k / φ | 0`: truncation of the double quotient to a 32-bit integer.
    let green = Int(Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895)))
    let blue = Int(Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895)))
    return (48 + 159 * (k % 2), 48 + 159 * (green % 2), 48 + 159 * (blue % 2))
  }

  /// Paints an opaque colour at byte offset `position`.
  @inline(__always)
  func draw(_ color: RGBAColor, at position: Int, into output: UnsafeMutablePointer<UInt8>) {
    output[position] = color.red
    output[position + 1] = color.green
    output[position + 2] = color.blue
    output[position + 3] = 255
  }

  /// Draws the grey background (the first image faded towards white) for whole rows.
  func drawGrayRows(_ rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>) {
    var gray = GrayCache()
    let start = rows.lowerBound &* width &* 4
    let end = rows.upperBound &* width &* 4
    var position = start
    while position < end {
      let pixel = UnsafeRawPointer(first + position).loadUnaligned(as: UInt32.self)
      let value = gray.value(for: pixel, at: position, in: first, alpha: options.alpha)
      let word = UInt32(value) &* 0x0001_0101 | 0xFF00_0000
      UnsafeMutableRawPointer(output + position).storeBytes(of: word.littleEndian, as: UInt32.self)
      position &+= 4
    }
  }
}
