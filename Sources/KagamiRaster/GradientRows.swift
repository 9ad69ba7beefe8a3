/// A gradient's colours along rows of pixels, from its colour runs (`GradientRamp`) turned into
/// thresholds in the sampler's own integers: exactly `GradientSampler.color(x:y:)` at every pixel,
/// without a division or a square root per pixel.
///
/// - Linear: a pixel's position is `⌊65536 · p / |e − s|²⌋` clamped, with `p` the projection, so it
///   reaches a run's start `t` exactly when `p ≥ ⌈t · |e − s|² / 65536⌉`; along a row `p` grows by
///   a constant step.
/// - Radial: the colour changes at fixed squared distances (`GradientRamp.radialThresholds`); along
///   a row the squared distance is stepped exactly (`d² += 512·dx + 65536`).
///
/// Either way each pixel's run is one lookup in `ThresholdBuckets`.
struct GradientRows {
  private enum Kind {
    case direct(GradientSampler)
    case constant(UInt32)
    case linear(startX: Int64, startY: Int64, deltaX: Int64, deltaY: Int64, buckets: ThresholdBuckets)
    case radial(centerX: Int64, centerY: Int64, buckets: ThresholdBuckets)
  }

  private let kind: Kind
  /// The colour of each run.
  private let colors: [UInt32]

  /// Colours computed pixel by pixel (`GradientSampler.color(x:y:)`): for a few pixels, where
  /// building a ramp would cost more.
  init(direct sampler: GradientSampler) {
    kind = .direct(sampler)
    colors = []
  }

  init(_ sampler: GradientSampler, ramp: GradientRamp) {
    switch sampler.kind {
    case .linear(let sx, let sy, let dx, let dy, let lengthSquared):
      guard lengthSquared > 0 else {
        kind = .constant(ramp.color(at: 65536))
        colors = []
        return
      }
      let buckets = ramp.linearBuckets(lengthSquared: lengthSquared)
      kind = .linear(startX: sx, startY: sy, deltaX: dx, deltaY: dy, buckets: buckets)
      colors = ramp.colors
    case .radial(let cx, let cy, let r0, let r1):
      kind = .radial(centerX: cx, centerY: cy, buckets: ramp.radialBuckets(startRadius: r0, endRadius: r1))
      colors = ramp.radialThresholds(startRadius: r0, endRadius: r1).colors
    }
  }

  /// Whether every colour is opaque (then a fully covered pixel just takes its colour).
  var isOpaque: Bool {
    switch kind {
    case .direct: return false
    case .constant(let color): return color >= 0xFF00_0000
    case .linear, .radial: return colors.allSatisfy { $0 >= 0xFF00_0000 }
    }
  }

  /// The packed colours of `count` pixels from (`x`, `y`) rightwards, into `buffer`.
  func colors(x: Int, y: Int, count: Int, into buffer: UnsafeMutablePointer<UInt32>) {
    guard count > 0 else { return }
    switch kind {
    case .direct(let sampler):
      for index in 0..<count { buffer[index] = sampler.color(x: x + index, y: y) }
    case .constant(let color):
      buffer.update(repeating: color, count: count)
    case .linear(let sx, let sy, let dx, let dy, let buckets):
      // Below 2⁶¹ (see `GradientSampler.fixed`): wrapping arithmetic never wraps.
      var projection = (Int64(x) &* 256 &+ 128 &- sx) &* dx &+ (Int64(y) &* 256 &+ 128 &- sy) &* dy
      let step = 256 &* dx
      colors.withUnsafeBufferPointer { colors in
        buckets.withLookup { run in
          for index in 0..<count {
            buffer[index] = colors[run(projection)]
            projection &+= step
          }
        }
      }
    case .radial(let cx, let cy, let buckets):
      let dy = Int64(y) &* 256 &+ 128 &- cy
      let dx = Int64(x) &* 256 &+ 128 &- cx
      var squared = dx &* dx &+ dy &* dy
      // (dx + 256)² − dx² = 512·dx + 65536, and the next step is 131072 more.
      var increment = 512 &* dx &+ 65536
      colors.withUnsafeBufferPointer { colors in
        buckets.withLookup { run in
          for index in 0..<count {
            buffer[index] = colors[run(squared)]
            squared &+= increment
            increment &+= 131_072
          }
        }
      }
    }
  }
}
