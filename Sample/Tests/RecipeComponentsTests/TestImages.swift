import KagamiLayout

/// Pictures made in code for the component tests (the app's real fixture images live elsewhere):
/// a dish on a plate over a warm gradient, and a soft avatar gradient. Integer arithmetic only.
enum TestImages {
  /// Three dishes, 240 × 180.
  static let dishes: [Bitmap] = (0..<3).map { dish(seed: $0) }
  /// An avatar picture, 64 × 64.
  static let avatar = gradient(width: 64, height: 64, from: (255, 196, 140), to: (214, 96, 60))

  /// A plate with food on a table gradient; `seed` changes the food's colour.
  static func dish(seed: Int, width: Int = 240, height: Int = 180) -> Bitmap {
    let foods: [(Int, Int, Int)] = [(206, 98, 42), (236, 178, 64), (122, 160, 72)]
    let food = foods[seed % foods.count]
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let (cx, cy) = (width / 2, height / 2 + 6)
    let plate = height * 2 / 5
    let rim = plate * 4 / 5
    let heap = plate * 3 / 5
    for y in 0..<height {
      for x in 0..<width {
        let d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
        var colour = (250 - y * 40 / height, 228 - y * 50 / height, 196 - y * 60 / height)
        if d2 <= plate * plate { colour = (236, 236, 232) }
        if d2 <= rim * rim { colour = (250, 250, 248) }
        if d2 <= heap * heap {
          let shade = (x - cx + y - cy) * 24 / max(1, heap)
          colour = (food.0 - shade, food.1 - shade, food.2 - shade)
        }
        let index = (y * width + x) * 4
        pixels[index] = UInt8(min(max(colour.0, 0), 255))
        pixels[index + 1] = UInt8(min(max(colour.1, 0), 255))
        pixels[index + 2] = UInt8(min(max(colour.2, 0), 255))
      }
    }
    return try! Bitmap(width: width, height: height, pixels: pixels)
  }

  /// A diagonal gradient between two colours.
  static func gradient(width: Int, height: Int, from: (Int, Int, Int), to: (Int, Int, Int)) -> Bitmap {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let span = max(1, width + height - 2)
    for y in 0..<height {
      for x in 0..<width {
        let t = x + y
        let index = (y * width + x) * 4
        pixels[index] = UInt8(from.0 + (to.0 - from.0) * t / span)
        pixels[index + 1] = UInt8(from.1 + (to.1 - from.1) * t / span)
        pixels[index + 2] = UInt8(from.2 + (to.2 - from.2) * t / span)
      }
    }
    return try! Bitmap(width: width, height: height, pixels: pixels)
  }
}
