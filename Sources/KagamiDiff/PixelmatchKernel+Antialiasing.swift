/// pixelmatch's anti-aliasing detector (after V. Vyšniauskas, "Anti-aliased pixel and intensity
/// slope detector", 2009), with its neighbour order kept: ties between equally dark or bright
/// neighbours go to the first one found, column by column.
extension PixelmatchKernel {
  /// True when the pixel at (x1, y1) of `image` looks like anti-aliasing: its neighbours hold both a
  /// darker and a brighter pixel, and one of those extremes has 3+ equal neighbours in both `image`
  /// and `other`.
  func antialiased(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, other: UnsafePointer<UInt8>)
    -> Bool
  {
    let raw = UnsafeRawPointer(image)
    let x0 = x1 > 0 ? x1 - 1 : 0
    let y0 = y1 > 0 ? y1 - 1 : 0
    let x2 = x1 < width - 1 ? x1 + 1 : width - 1
    let y2 = y1 < height - 1 ? y1 + 1 : height - 1
    let center = (y1 &* width &+ x1) &* 4
    let centerWord = raw.loadUnaligned(fromByteOffset: center, as: UInt32.self)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var darkestX = 0
    var darkestY = 0
    var brightestX = 0
    var brightestY = 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1 {
          let neighbour = (y &* width &+ x) &* 4
          // Equal words have a zero delta; only different pixels need the arithmetic.
          let delta =
            raw.loadUnaligned(fromByteOffset: neighbour, as: UInt32.self) == centerWord
            ? 0 : brightnessDelta(image, center, neighbour)
          if delta == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
          } else if delta < darkest {
            darkest = delta
            darkestX = x
            darkestY = y
          } else if delta > brightest {
            brightest = delta
            brightestX = x
            brightestY = y
          }
        }
        y += 1
      }
      x += 1
    }
    if darkest == 0 || brightest == 0 { return false }
    return
      (hasManySiblings(image, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
      || (hasManySiblings(image, brightestX, brightestY)
        && hasManySiblings(other, brightestX, brightestY))
  }

  /// True when the pixel at (x1, y1) has 3+ neighbours of exactly its colour (borders count as one).
  func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let raw = UnsafeRawPointer(image)
    let value = raw.loadUnaligned(fromByteOffset: (y1 &* width &+ x1) &* 4, as: UInt32.self)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        if raw.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self) == value {
          zeroes += 1
        }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// pixelmatch's brightness-only `colorDelta` (the Y of YIQ) between two pixels of one image;
  /// translucent pixels are blended over the background at the centre pixel's offset `k`.
  @inline(__always)
  func brightnessDelta(_ image: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
    let r1 = Int(image[k])
    let g1 = Int(image[k + 1])
    let b1 = Int(image[k + 2])
    let a1 = Int(image[k + 3])
    let r2 = Int(image[m])
    let g2 = Int(image[m + 1])
    let b2 = Int(image[m + 2])
    let a2 = Int(image[m + 3])
    if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
    if a1 < 255 || a2 < 255 {
      let (dr, dg, db) = blendedDifference(r1, g1, b1, a1, r2, g2, b2, a2, at: k)
      return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
    let dr = Double(r1 - r2)
    let dg = Double(g1 - g2)
    let db = Double(b1 - b2)
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }
}
