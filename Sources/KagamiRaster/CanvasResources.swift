import KagamiFreeType
import KagamiImage

/// What a canvas and the offscreen layers painted for it share while one screen is rendered: the
/// FreeType rasterizer and stroker, scratch memory for blurs, and memos of work that gives the same
/// bytes every time (gradient colour ramps, blurred planes). Sharing changes no pixel: every memo
/// returns exactly what computing again would.
///
/// Not thread-safe, like `Canvas`: one per screen being rendered (layers are painted one at a time).
final class CanvasResources {
  let rasterizer: OutlineRasterizer
  let stroker: OutlineStroker
  /// Colour ramps by gradient stops (`GradientRamp`), for gradients drawn more than once.
  private var ramps: [GradientRamp.Key: GradientRamp] = [:]
  /// Scratch memory for effects, from the process's pool (back to it when this is released).
  let blurScratch = BlurScratch.pool.take()
  /// Gradient rows computed in this render.
  let gradientRows: GradientRowMemo
  /// The last planes blurred, newest last, with their inputs (`BlurMemo`).
  let blurs = BlurMemo(capacity: 4)
  /// Blends of the colours text is drawn in over the backgrounds under it (`Canvas.fillMask`).
  let blendTables = BlendTableMemo()

  init() throws {
    gradientRows = GradientRowMemo(scratch: blurScratch)
    let library = try FreeTypeLibrary()
    rasterizer = OutlineRasterizer(library: library)
    stroker = try OutlineStroker(library: library)
  }

  deinit { BlurScratch.pool.recycle(blurScratch) }

  /// Row colours for `sampler` over about `pixels` pixels: from its stops' colour ramp, built on
  /// first use in the process (`GradientRamp.cache`), unless the ramp is new and the pixels few (then
  /// pixel by pixel; the same colours).
  func rows(for sampler: GradientSampler, pixels: Int) -> GradientRows {
    let key = sampler.rampKey
    if pixels < 4096 && ramps[key] == nil && GradientRamp.cache.ramp(key) == nil {
      return GradientRows(direct: sampler)
    }
    return GradientRows(sampler, ramp: ramp(for: sampler))
  }

  /// The colour ramp of `sampler`'s stops: this render's, the process's, or a new one. The render
  /// holds each ramp it uses, so remembered rows can name ramps by identity.
  func ramp(for sampler: GradientSampler) -> GradientRamp {
    let key = sampler.rampKey
    if let known = ramps[key] { return known }
    let ramp = GradientRamp.cache.ramp(key) ?? GradientRamp(sampler)
    GradientRamp.cache.insert(ramp, for: key)
    // A screen has a handful of distinct gradients; the bound only guards against runaway input.
    if ramps.count >= 64 {
      // Remembered rows name their ramps by identity: forget them with the ramps.
      ramps.removeAll()
      gradientRows.removeAll()
    }
    ramps[key] = ramp
    return ramp
  }
}
