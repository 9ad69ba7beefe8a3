import KagamiImage

/// W3C Compositing and Blending Level 1 in integer arithmetic, on straight-alpha RGBA words:
///
/// `co = cs·αs·(1 − αb) + cb·αb·(1 − αs) + αs·αb·B(cb, cs)` (premultiplied), `αo = αs + αb·(1 − αs)`,
/// stored straight: each channel `co / αo` rounded half up once, `αo` rounded half up. `B` is the
/// separable blend function on 0…255 values, with every product divided by 255 rounded to nearest.
/// `plusLighter` is Porter–Duff's "plus": premultiplied sums, capped.
enum BlendFunction {
  /// `source` blended with `destination` by `mode`, then composited over it.
  static func composite(_ source: UInt32, over destination: UInt32, mode: BlendMode) -> UInt32 {
    let sourceAlpha = Int(source >> 24)
    let backdropAlpha = Int(destination >> 24)
    if sourceAlpha == 0 { return destination }
    if mode == .plusLighter { return plus(source, destination, sourceAlpha, backdropAlpha) }
    let alphaSum = sourceAlpha * 255 + backdropAlpha * (255 - sourceAlpha)  // αo × 255²
    let outAlpha = (alphaSum + 127) / 255
    func channel(_ shift: UInt32) -> UInt32 {
      let cs = Int((source >> shift) & 0xFF)
      let cb = Int((destination >> shift) & 0xFF)
      let numerator =
        cs * sourceAlpha * (255 - backdropAlpha) + cb * backdropAlpha * (255 - sourceAlpha)
        + sourceAlpha * backdropAlpha * blend(cb, cs, mode)  // co × 255³
      // straight colour × 255 = co / αo × 255 = numerator / alphaSum.
      return UInt32(min((numerator + alphaSum / 2) / alphaSum, 255)) << shift
    }
    return channel(0) | channel(8) | channel(16) | UInt32(outAlpha) << 24
  }

  /// `B(cb, cs)` on 0…255 values.
  static func blend(_ cb: Int, _ cs: Int, _ mode: BlendMode) -> Int {
    switch mode {
    case .normal, .plusLighter: return cs
    case .multiply: return Compositor.multiply(cb, cs)
    case .screen: return cb + cs - Compositor.multiply(cb, cs)
    case .overlay: return hardLight(source: cb, backdrop: cs)
    case .darken: return min(cb, cs)
    case .lighten: return max(cb, cs)
    case .hardLight: return hardLight(source: cs, backdrop: cb)
    case .difference: return abs(cb - cs)
    case .exclusion: return cb + cs - 2 * Compositor.multiply(cb, cs)
    }
  }

  /// Hard light: multiply by `2·source` when the source is at most half, else screen with `2·source − 1`.
  private static func hardLight(source: Int, backdrop: Int) -> Int {
    if source * 2 <= 255 { return Compositor.multiply(backdrop, source * 2) }
    let doubled = source * 2 - 255
    return backdrop + doubled - Compositor.multiply(backdrop, doubled)
  }

  /// Porter–Duff plus: premultiplied colours and alphas added, each capped at 1.
  private static func plus(_ source: UInt32, _ destination: UInt32, _ sourceAlpha: Int, _ backdropAlpha: Int) -> UInt32
  {
    let outAlpha = min(sourceAlpha + backdropAlpha, 255)
    guard outAlpha > 0 else { return 0 }
    func channel(_ shift: UInt32) -> UInt32 {
      let sum = Int((source >> shift) & 0xFF) * sourceAlpha + Int((destination >> shift) & 0xFF) * backdropAlpha
      let premultiplied = min(sum, 255 * 255)  // × 255
      return UInt32(min((premultiplied + outAlpha / 2) / outAlpha, 255)) << shift
    }
    return channel(0) | channel(8) | channel(16) | UInt32(outAlpha) << 24
  }
}
