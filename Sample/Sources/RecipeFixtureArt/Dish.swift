import KagamiImage
import KagamiRaster

/// The dishes, each drawn around a centre (`cx`, `cy`) at a size `r` (the plate's half width).
enum Dish {
  /// Pork curry and rice on an oval plate, with pickles and parsley.
  static func curry(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    p.ellipse(cx + r * 0.05, cy + r * 0.08, r, r * 0.7, Palette.shadow)
    p.ellipse(cx, cy, r, r * 0.7, Palette.plate)
    p.ellipse(cx, cy + r * 0.02, r * 0.8, r * 0.55, Palette.plateWell)
    p.shaded(cx - r * 0.3, cy, r * 0.4, r * 0.38, outer: Palette.riceShade, inner: Palette.rice, steps: 4)
    for (dx, dy) in [(-0.45, -0.12), (-0.3, -0.2), (-0.2, 0.05), (-0.4, 0.12), (-0.28, 0.22), (-0.12, -0.12)] {
      p.ellipse(cx + r * dx, cy + r * dy, r * 0.035, r * 0.02, Palette.riceShade)
    }
    p.ellipse(cx + r * 0.22, cy + r * 0.06, r * 0.48, r * 0.42, Palette.curry)
    p.ellipse(cx + r * 0.18, cy + r * 0.0, r * 0.36, r * 0.3, Palette.curryLight)
    p.ellipse(cx + r * 0.22, cy + r * 0.05, r * 0.34, r * 0.28, Palette.curry)
    chunk(&p, cx + r * 0.05, cy - r * 0.08, r * 0.11, Palette.potato, Palette.potatoLight)
    chunk(&p, cx + r * 0.38, cy + r * 0.18, r * 0.12, Palette.potato, Palette.potatoLight)
    chunk(&p, cx + r * 0.3, cy - r * 0.16, r * 0.08, Palette.carrot, Palette.carrotLight)
    chunk(&p, cx + r * 0.12, cy + r * 0.24, r * 0.08, Palette.carrot, Palette.carrotLight)
    chunk(&p, cx + r * 0.5, cy - r * 0.02, r * 0.07, Palette.carrot, Palette.carrotLight)
    chunk(&p, cx + r * 0.25, cy + r * 0.05, r * 0.09, Palette.meat, Palette.meatLight)
    chunk(&p, cx + r * 0.42, cy - r * 0.2, r * 0.07, Palette.meat, Palette.meatLight)
    p.ellipse(cx + r * 0.1, cy - r * 0.2, r * 0.06, r * 0.025, Palette.highlight)
    for (dx, dy) in [(-0.62, 0.2), (-0.56, 0.26), (-0.66, 0.28), (-0.6, 0.33)] {
      p.rounded(cx + r * dx, cy + r * dy, r * 0.07, r * 0.04, radius: r * 0.015, Palette.pickle)
    }
    for (dx, dy) in [(-0.3, -0.15), (-0.22, -0.1), (-0.35, -0.06)] {
      p.ellipse(cx + r * dx, cy + r * dy, r * 0.025, r * 0.018, Palette.green)
    }
  }

  /// Beef and potato stew in an indigo bowl.
  static func nikujaga(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    bowl(&p, cx, cy, r, rim: Palette.indigo, inside: Palette.ceramic, accent: Palette.indigoLight)
    p.ellipse(cx, cy + r * 0.02, r * 0.72, r * 0.62, Palette.broth)
    p.ellipse(cx + r * 0.05, cy + r * 0.1, r * 0.5, r * 0.4, Palette.meat)
    p.ellipse(cx - r * 0.2, cy + r * 0.25, r * 0.3, r * 0.14, Palette.meatLight)
    for (dx, dy, size) in [(-0.3, -0.15, 0.22), (0.22, -0.22, 0.2), (0.3, 0.2, 0.21), (-0.05, 0.05, 0.19)] {
      chunk(&p, cx + r * dx, cy + r * dy, r * size, Palette.potato, Palette.potatoLight)
    }
    chunk(&p, cx - r * 0.42, cy + r * 0.2, r * 0.1, Palette.carrot, Palette.carrotLight)
    chunk(&p, cx + r * 0.05, cy - r * 0.42, r * 0.1, Palette.carrot, Palette.carrotLight)
    chunk(&p, cx + r * 0.48, cy - r * 0.05, r * 0.09, Palette.carrot, Palette.carrotLight)
    p.ellipse(cx - r * 0.12, cy - r * 0.36, r * 0.14, r * 0.06, Palette.onion)
    p.ellipse(cx + r * 0.1, cy + r * 0.42, r * 0.13, r * 0.05, Palette.onion)
    for (x1, y1, x2, y2) in [(-0.2, 0.4, 0.05, 0.3), (0.15, -0.05, 0.4, 0.05), (-0.45, -0.05, -0.3, -0.35)] {
      p.line(cx + r * x1, cy + r * y1, cx + r * x2, cy + r * y2, width: r * 0.045, Palette.green)
    }
    p.line(cx - r * 0.5, cy - r * 0.28, cx - r * 0.2, cy - r * 0.45, width: r * 0.03, Palette.onion)
  }

  /// Chicken and egg over rice in a lacquered donburi with mitsuba and nori.
  static func oyakodon(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    bowl(&p, cx, cy, r, rim: Palette.lacquerDark, inside: Palette.lacquer, accent: Palette.lacquer)
    p.ellipse(cx, cy, r * 0.78, r * 0.7, Palette.rice)
    p.ellipse(cx, cy + r * 0.02, r * 0.74, r * 0.64, Palette.egg)
    for (dx, dy, rx, ry) in [
      (-0.32, -0.22, 0.16, 0.09), (0.3, 0.28, 0.15, 0.08), (0.34, -0.3, 0.1, 0.06), (-0.4, 0.3, 0.1, 0.06),
    ] {
      p.ellipse(cx + r * dx, cy + r * dy, r * rx, r * ry, Palette.eggWhite)
    }
    for (dx, dy) in [(-0.1, 0.2), (0.25, -0.05), (-0.35, 0.1), (0.05, -0.3)] {
      chunk(&p, cx + r * dx, cy + r * dy, r * 0.11, Palette.chicken, Palette.eggLight)
    }
    p.ellipse(cx + r * 0.1, cy + r * 0.05, r * 0.18, r * 0.1, Palette.eggLight)
    p.ellipse(cx - r * 0.15, cy - r * 0.05, r * 0.12, r * 0.05, Palette.onion)
    for (dx, dy) in [(-0.05, -0.1), (0.12, -0.18), (-0.02, 0.02)] {
      p.ellipse(cx + r * dx, cy + r * dy, r * 0.09, r * 0.05, Palette.green)
      p.line(cx + r * dx, cy + r * dy, cx + r * (dx + 0.12), cy + r * (dy + 0.1), width: r * 0.018, Palette.greenDark)
    }
    for (dx, dy) in [(0.2, 0.1), (0.26, 0.02), (0.15, 0.2)] {
      p.line(cx + r * dx, cy + r * dy, cx + r * (dx + 0.12), cy + r * (dy - 0.02), width: r * 0.025, Palette.nori)
    }
  }

  /// Tofu and wakame miso soup in a red lacquer bowl, chopsticks alongside.
  static func miso(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    p.line(cx + r * 1.05, cy - r * 0.9, cx + r * 1.2, cy + r * 0.9, width: r * 0.06, Palette.lacquerDark)
    p.line(cx + r * 1.2, cy - r * 0.9, cx + r * 1.32, cy + r * 0.9, width: r * 0.06, Palette.lacquerDark)
    bowl(&p, cx, cy, r, rim: Palette.lacquer, inside: Palette.lacquerDark, accent: Palette.lacquer)
    p.shaded(cx, cy, r * 0.76, r * 0.68, outer: Palette.miso, inner: Palette.misoLight, steps: 5)
    for (dx, dy) in [(-0.3, -0.15), (0.15, 0.2), (0.25, -0.25), (-0.1, 0.35), (-0.4, 0.2)] {
      p.rounded(cx + r * dx, cy + r * dy, r * 0.16, r * 0.14, radius: r * 0.03, Palette.tofu)
    }
    for (dx, dy, rx) in [(0.05, -0.05, 0.2), (-0.25, 0.1, 0.12), (0.35, 0.05, 0.1), (-0.05, -0.4, 0.12)] {
      p.ellipse(cx + r * dx, cy + r * dy, r * rx, r * rx * 0.5, Palette.wakame)
    }
    for (dx, dy) in [(0.4, 0.35), (-0.45, -0.3), (0.1, 0.45), (-0.2, -0.2), (0.3, -0.4)] {
      p.ring(cx + r * dx, cy + r * dy, r * 0.04, r * 0.04, width: r * 0.02, Palette.greenLight)
    }
  }

  /// Salt-grilled salmon on a long plate with daikon, sudachi, tomatoes and broccoli.
  static func salmon(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    p.rounded(cx - r + r * 0.05, cy - r * 0.5 + r * 0.07, r * 2, r, radius: r * 0.18, Palette.shadow)
    p.rounded(cx - r, cy - r * 0.5, r * 2, r, radius: r * 0.18, Palette.plate)
    p.rounded(cx - r * 0.9, cy - r * 0.4, r * 1.8, r * 0.8, radius: r * 0.14, Palette.plateWell)
    p.ellipse(cx - r * 0.2, cy + r * 0.0, r * 0.4, r * 0.3, Palette.green)
    p.line(cx - r * 0.55, cy + r * 0.05, cx + r * 0.15, cy - r * 0.05, width: r * 0.015, Palette.greenDark)
    p.ellipse(cx - r * 0.15, cy + r * 0.02, r * 0.52, r * 0.26, Palette.salmonSkin)
    p.ellipse(cx - r * 0.15, cy - r * 0.01, r * 0.49, r * 0.22, Palette.salmon)
    p.ellipse(cx - r * 0.18, cy - r * 0.05, r * 0.3, r * 0.12, Palette.salmonLight)
    for offset in [-0.35, -0.15, 0.05] {
      p.line(cx + r * offset, cy - r * 0.18, cx + r * (offset + 0.12), cy + r * 0.16, width: r * 0.03, Palette.char)
    }
    p.shaded(cx + r * 0.55, cy - r * 0.15, r * 0.17, r * 0.12, outer: Palette.riceShade, inner: Palette.rice, steps: 3)
    p.circle(cx + r * 0.55, cy + r * 0.17, r * 0.12, Palette.green)
    p.circle(cx + r * 0.55, cy + r * 0.17, r * 0.095, RGBAColor(hex: 0xDDEBA8))
    p.line(cx + r * 0.46, cy + r * 0.17, cx + r * 0.64, cy + r * 0.17, width: r * 0.01, Palette.greenLight)
    p.line(cx + r * 0.55, cy + r * 0.08, cx + r * 0.55, cy + r * 0.26, width: r * 0.01, Palette.greenLight)
    for (dx, dy) in [(0.78, -0.2), (0.8, 0.06)] {
      p.circle(cx + r * dx, cy + r * dy, r * 0.08, Palette.tomato)
      p.circle(cx + r * (dx - 0.025), cy + r * (dy - 0.025), r * 0.02, Palette.highlight)
    }
    for (dx, dy) in [(0.78, 0.27), (0.84, 0.24), (0.8, 0.32), (0.74, 0.3)] {
      p.circle(cx + r * dx, cy + r * dy, r * 0.05, Palette.green)
    }
    p.circle(cx + r * 0.79, cy + r * 0.27, r * 0.025, Palette.greenLight)
  }

  /// Curry udon (the next day's leftovers) in an indigo bowl.
  static func curryUdon(_ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double) {
    bowl(&p, cx, cy, r, rim: Palette.indigo, inside: Palette.ceramic, accent: Palette.indigoLight)
    p.ellipse(cx, cy, r * 0.74, r * 0.66, Palette.curry)
    let soup = RasterShape.ellipse(Rect(x: cx - r * 0.74, y: cy - r * 0.66, width: r * 1.48, height: r * 1.32))
    p.clipped(to: soup) { p in
      for index in 0..<8 {
        let y = cy + r * (-0.6 + Double(index) * 0.17)
        let wave = 0.04
        var x = cx - r * (0.8 + Double(index % 3) * 0.1)
        for segment in 0..<6 {
          let dy = segment % 2 == 0 ? wave : -wave
          p.line(x, y - r * dy, x + r * 0.34, y + r * dy, width: r * 0.08, Palette.noodle)
          p.circle(x + r * 0.34, y + r * dy, r * 0.04, Palette.noodle)
          x += r * 0.34
        }
      }
      p.ellipse(cx + r * 0.2, cy - r * 0.1, r * 0.22, r * 0.12, Palette.curryLight)
      p.ellipse(cx - r * 0.3, cy + r * 0.3, r * 0.18, r * 0.1, Palette.curryLight)
    }
    for (dx, dy) in [(-0.2, 0.2), (0.3, -0.2), (0.1, 0.3), (-0.35, -0.3)] {
      p.ring(cx + r * dx, cy + r * dy, r * 0.05, r * 0.05, width: r * 0.025, Palette.greenLight)
    }
    p.rounded(cx + r * 0.1, cy + r * 0.05, r * 0.2, r * 0.14, radius: r * 0.04, Palette.meat)
  }

  /// A round bowl seen from above: shadow, rim, inside.
  static func bowl(
    _ p: inout Painter, _ cx: Double, _ cy: Double, _ r: Double, rim: RGBAColor, inside: RGBAColor, accent: RGBAColor
  ) {
    p.ellipse(cx + r * 0.06, cy + r * 0.09, r, r * 0.92, Palette.shadow)
    p.ellipse(cx, cy, r, r * 0.92, rim)
    p.ring(cx, cy, r * 0.93, r * 0.85, width: r * 0.03, accent)
    p.ellipse(cx, cy, r * 0.86, r * 0.78, inside)
  }

  /// A soft rounded lump of food with a highlight.
  static func chunk(
    _ p: inout Painter, _ cx: Double, _ cy: Double, _ size: Double, _ base: RGBAColor, _ light: RGBAColor
  ) {
    p.rounded(cx - size, cy - size * 0.8, size * 2, size * 1.6, radius: size * 0.6, base)
    p.ellipse(cx - size * 0.25, cy - size * 0.3, size * 0.55, size * 0.35, light)
  }
}
