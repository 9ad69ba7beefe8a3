import KagamiImage
import KagamiRaster

/// The raster benchmark's scene: a 1170×2532 (iPhone 15 Pro Max-like @3x) recipe feed of about 200
/// shapes and images, built only from integer-derived geometry so every machine paints the same bytes.
struct RasterScene {
  static let width = 1170
  static let height = 2532

  /// The procedural photos the cards show (made once, outside the timed paint).
  let photos: [Bitmap]

  init() throws {
    photos = try (0..<4).map { try RasterScene.photo(seed: $0) }
  }

  /// Paints the whole scene and returns the canvas's bitmap.
  func paint() throws -> Bitmap {
    var canvas = try Canvas(width: Self.width, height: Self.height, scale: 3, background: RGBAColor(hex: 0xF2F2F7))
    try paintNavigationBar(&canvas)
    for index in 0..<8 {
      let column = index % 2
      let row = index / 2
      let frame = Rect(x: 48 + Double(column) * 549, y: 420 + Double(row) * 510, width: 525, height: 486)
      try paintCard(&canvas, frame: frame, index: index)
    }
    try paintTabBar(&canvas)
    return canvas.bitmap
  }

  private func paintNavigationBar(_ canvas: inout Canvas) throws {
    try canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 1170, height: 380)), color: .white)
    try canvas.fill(
      .line(from: Point(x: 0, y: 379.5), to: Point(x: 1170, y: 379.5), width: 1), color: RGBAColor(hex: 0xC6C6C8))
    try canvas.fill(
      .roundedRectangle(Rect(x: 48, y: 260, width: 1074, height: 96), CornerRadii(30)),
      color: RGBAColor(hex: 0x767680, alpha: 31))
    try canvas.stroke(.ellipse(Rect(x: 84, y: 284, width: 40, height: 40)), width: 6, color: RGBAColor(hex: 0x8E8E93))
    try canvas.fill(
      .line(from: Point(x: 118, y: 318), to: Point(x: 138, y: 338), width: 6), color: RGBAColor(hex: 0x8E8E93))
    for index in 0..<5 {
      let x = 48 + Double(index) * 214
      try canvas.fill(
        .roundedRectangle(Rect(x: x, y: 150, width: 190, height: 72), CornerRadii(36)),
        color: index == 0 ? RGBAColor(hex: 0xFF9500) : RGBAColor(hex: 0xE5E5EA))
      try canvas.fill(
        .rectangle(Rect(x: x + 40, y: 180, width: 110, height: 12)),
        color: index == 0 ? .white : RGBAColor(hex: 0x3C3C43, alpha: 153))
    }
    try canvas.fill(.ellipse(Rect(x: 1026, y: 54, width: 96, height: 96)), color: RGBAColor(hex: 0xFFCC00))
    try canvas.drawBorder(Rect(x: 1026, y: 54, width: 96, height: 96), radii: CornerRadii(48), width: 4, color: .white)
  }

  private func paintCard(_ canvas: inout Canvas, frame: Rect, index: Int) throws {
    let radii = CornerRadii(36)
    try canvas.fill(.roundedRectangle(frame.insetBy(-3), CornerRadii(39)), color: RGBAColor(hex: 0x000000, alpha: 18))
    try canvas.fill(.roundedRectangle(frame, radii), color: .white)
    let photoFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: 300)
    try canvas.withClip(
      .roundedRectangle(photoFrame, CornerRadii(topLeft: 36, topRight: 36, bottomRight: 0, bottomLeft: 0))
    ) {
      try $0.drawImage(photos[index % photos.count], in: photoFrame, contentMode: .fill)
    }
    try canvas.fill(
      .roundedRectangle(Rect(x: frame.x + 24, y: frame.y + 24, width: 150, height: 54), CornerRadii(27)),
      color: RGBAColor(hex: 0x000000, alpha: 110))
    try canvas.stroke(
      .roundedRectangle(Rect(x: frame.x + 24, y: frame.y + 24, width: 150, height: 54), CornerRadii(27)),
      width: 2, color: RGBAColor(hex: 0xFFFFFF, alpha: 160))
    for line in 0..<3 {
      let width = line == 2 ? 260.0 : 460.0 - Double((index * 37 + line * 53) % 90)
      try canvas.fill(
        .roundedRectangle(
          Rect(x: frame.x + 30, y: frame.y + 330 + Double(line) * 42, width: width, height: 24),
          CornerRadii(6)), color: line == 0 ? RGBAColor(hex: 0x1C1C1E) : RGBAColor(hex: 0x8E8E93))
    }
    try canvas.fill(
      .ellipse(Rect(x: frame.x + 30, y: frame.y + 432, width: 36, height: 36)), color: RGBAColor(hex: 0x34C759))
    for star in 0..<5 {
      let star = Rect(x: frame.x + 300 + Double(star) * 40, y: frame.y + 438, width: 28, height: 28)
      try canvas.fill(.ellipse(star), color: RGBAColor(hex: 0xFF9500, alpha: index % 5 >= 3 ? 255 : 120))
    }
    try canvas.fill(
      .line(
        from: Point(x: frame.x + 30, y: frame.y + 315), to: Point(x: frame.maxX - 30, y: frame.y + 315), width: 1.5),
      color: RGBAColor(hex: 0x3C3C43, alpha: 74))
  }

  private func paintTabBar(_ canvas: inout Canvas) throws {
    let bar = Rect(x: 0, y: 2280, width: 1170, height: 252)
    try canvas.fill(.rectangle(bar), color: RGBAColor(hex: 0xF9F9F9, alpha: 240))
    try canvas.fill(
      .line(from: Point(x: 0, y: 2280.5), to: Point(x: 1170, y: 2280.5), width: 1), color: RGBAColor(hex: 0xC6C6C8))
    for index in 0..<5 {
      let x = 87 + Double(index) * 234
      let tint = index == 0 ? RGBAColor(hex: 0xFF9500) : RGBAColor(hex: 0x999999)
      try canvas.stroke(
        .roundedRectangle(Rect(x: x, y: 2310, width: 72, height: 72), CornerRadii(18)), width: 6, color: tint)
      try canvas.fill(.rectangle(Rect(x: x - 6, y: 2400, width: 84, height: 14)), color: tint)
    }
    try canvas.fill(.roundedRectangle(Rect(x: 390, y: 2490, width: 390, height: 15), CornerRadii(7.5)), color: .black)
  }

  /// A 640×480 procedural "food photo": a warm gradient with a plate and a few ingredients.
  static func photo(seed: Int) throws -> Bitmap {
    var pixels = [UInt8](repeating: 255, count: 640 * 480 * 4)
    for y in 0..<480 {
      for x in 0..<640 {
        let index = (y * 640 + x) * 4
        pixels[index] = UInt8(150 + (x * 80 / 640 + seed * 20) % 100)
        pixels[index + 1] = UInt8(90 + (y * 90 / 480 + seed * 30) % 120)
        pixels[index + 2] = UInt8(60 + ((x + y) * 40 / 1120 + seed * 15) % 80)
      }
    }
    var canvas = try Canvas(bitmap: Bitmap(width: 640, height: 480, pixels: pixels))
    try canvas.fill(.ellipse(Rect(x: 140, y: 60, width: 360, height: 360)), color: RGBAColor(hex: 0xFAFAFA))
    try canvas.stroke(
      .ellipse(Rect(x: 180, y: 100, width: 280, height: 280)), width: 8, color: RGBAColor(hex: 0xE0E0E0))
    let colors: [UInt32] = [0xE4572E, 0x76B041, 0xFFC914, 0x8B4513, 0xD7263D]
    for item in 0..<7 {
      let x = 220 + Double((item * 53 + seed * 31) % 170)
      let y = 150 + Double((item * 71 + seed * 17) % 170)
      try canvas.fill(
        .ellipse(Rect(x: x, y: y, width: 46, height: 34)), color: RGBAColor(hex: colors[(item + seed) % colors.count]))
    }
    return canvas.bitmap
  }
}
