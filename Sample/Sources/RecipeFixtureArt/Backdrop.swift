import KagamiImage

/// Table tops and cloths behind the dishes.
enum Backdrop {
  /// Light wooden planks running across.
  static func wood(_ p: inout Painter, width: Double, height: Double, planks: Int = 4) {
    let plank = height / Double(planks)
    for index in 0..<planks {
      let y = Double(index) * plank
      p.rect(0, y, width, plank, index % 2 == 0 ? Palette.wood : Palette.woodDark)
      p.rect(0, y, width, 2, Palette.woodLine)
      p.line(width * 0.1, y + plank * 0.45, width * 0.35, y + plank * 0.5, width: 1.5, Palette.woodDark)
      p.line(width * 0.6, y + plank * 0.7, width * 0.9, y + plank * 0.66, width: 1.5, Palette.woodLine)
    }
  }

  /// A checked cloth (gingham) in `color` over white.
  static func gingham(_ p: inout Painter, width: Double, height: Double, color: RGBAColor, cell: Double) {
    p.rect(0, 0, width, height, RGBAColor(hex: 0xFBF8F2))
    let tint = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 70)
    var x = 0.0
    while x < width {
      p.rect(x, 0, cell / 2, height, tint)
      x += cell
    }
    var y = 0.0
    while y < height {
      p.rect(0, y, width, cell / 2, tint)
      y += cell
    }
  }

  /// A plain placemat (rounded rectangle) on the current background.
  static func placemat(_ p: inout Painter, x: Double, y: Double, width: Double, height: Double, color: RGBAColor) {
    p.rounded(x + 4, y + 6, width, height, radius: 14, Palette.shadow)
    p.rounded(x, y, width, height, radius: 14, color)
  }
}
