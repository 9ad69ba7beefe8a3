import KagamiLayout

/// Deterministic pictures made with integer arithmetic, for samples, tests and benchmarks: a
/// flat-colour landscape (sky bands, sun, two hills) tinted by a seed. Flat colours keep the
/// golden PNGs small.
public enum SampleImages {
  /// The six 96 × 64 card pictures (`landscape` only depends on `seed % 6`), made once.
  public static let cards: [Bitmap] = (0..<6).map { landscape(width: 96, height: 64, seed: $0) }

  /// A `width` × `height` landscape (each clamped to 1…2048); `seed` shifts its colours and the sun.
  public static func landscape(width: Int = 160, height: Int = 100, seed: Int = 0) -> Bitmap {
    let width = max(1, min(width, 2048))
    let height = max(1, min(height, 2048))
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let hue = ((seed % 6) + 6) % 6
    let sunX = width * (2 + hue % 3) / 6
    let sunY = height / 3
    let sunRadius = max(2, min(width, height) / 7)
    let skies: [(Int, Int, Int)] = [(112, 170, 240), (140, 190, 245), (170, 205, 250)]
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        // Two hills: |x - centre| slopes, the near one lower and darker.
        let far = height * 11 / 20 + abs(x - width / 3) * height / (2 * max(1, width))
        let near = height * 7 / 10 + abs(x - width * 4 / 5) * height / (3 * max(1, width))
        var colour: (Int, Int, Int)
        if y >= near {
          colour = (46 + hue * 12, 110 + hue * 4, 58)
        } else if y >= far {
          colour = (86 + hue * 14, 150, 80)
        } else {
          let band = skies[min(2, y * 3 / max(1, far))]
          colour = (band.0 + hue * 18 - 40, band.1 - hue * 6, band.2 - hue * 10)
          let dx = x - sunX
          let dy = y - sunY
          if dx * dx + dy * dy <= sunRadius * sunRadius { colour = (255, 206 - hue * 10, 84) }
        }
        pixels[index] = UInt8(min(max(colour.0, 0), 255))
        pixels[index + 1] = UInt8(min(max(colour.1, 0), 255))
        pixels[index + 2] = UInt8(min(max(colour.2, 0), 255))
      }
    }
    // The sizes are clamped above, so the pixel count always matches.
    return try! Bitmap(width: width, height: height, pixels: pixels)
  }
}
