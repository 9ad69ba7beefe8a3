import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// The gradient shortcuts (colour runs found by search, thresholds in the sampler's integers, bucket
/// lookups) against `GradientSampler`'s pixel-by-pixel rule: every colour must be the same.
@Suite struct GradientRampTests {
  /// Stop lists that stress the rule: fades to clear, duplicate and out-of-order locations, one stop,
  /// stops that do not reach the ends, and random ones.
  static func stopLists() -> [[GradientFill.Stop]] {
    var generator = EffectTests.Generator(state: 42)
    func color() -> RGBAColor {
      RGBAColor(red: generator.next(), green: generator.next(), blue: generator.next(), alpha: generator.next())
    }
    var lists: [[GradientFill.Stop]] = [
      GradientFill.evenStops([.black, .white]),
      GradientFill.evenStops([RGBAColor(hex: 0xD02020), .clear]),
      GradientFill.evenStops([.clear, RGBAColor(hex: 0x20D020), .clear]),
      [GradientFill.Stop(color: RGBAColor(hex: 0x123456), location: 0.3)],
      [
        GradientFill.Stop(color: .white, location: 0.2), GradientFill.Stop(color: .black, location: 0.2),
        GradientFill.Stop(color: RGBAColor(hex: 0xFF0000, alpha: 0), location: 0.1),
        GradientFill.Stop(color: RGBAColor(hex: 0x00FF00, alpha: 90), location: 0.9),
      ],
      GradientFill.evenStops([RGBAColor(hex: 0xFFE2C6), RGBAColor(hex: 0xF7A66B)]),
    ]
    for _ in 0..<6 {
      let count = 2 + Int(generator.next() % 4)
      lists.append(
        (0..<count).map { _ in GradientFill.Stop(color: color(), location: Double(generator.next()) / 200 - 0.1) })
    }
    return lists
  }

  @Test func theRampIsTheSamplersColourAtEveryPosition() throws {
    for stops in Self.stopLists() {
      let gradient = GradientFill(stops: stops, geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)))
      let sampler = try #require(GradientSampler(gradient))
      let ramp = GradientRamp(sampler)
      #expect(ramp.starts.first == 0)
      var mismatches = 0
      for t in Int64(0)...65536 where ramp.color(at: t) != sampler.color(at: t) { mismatches += 1 }
      #expect(mismatches == 0, "\(stops)")
      // Neighbouring runs differ, so the runs are as few as the colour changes.
      #expect(zip(ramp.colors, ramp.colors.dropFirst()).allSatisfy { $0 != $1 })
    }
  }

  /// Geometries in device pixels over a 64 × 48 area: linear in every direction, zero length,
  /// radial rising, falling, with equal radii, a zero start radius, and far outside the area.
  static let geometries: [GradientFill.Geometry] = [
    .linear(start: Point(x: 3.3, y: 5), end: Point(x: 60.7, y: 41)),
    .linear(start: Point(x: 60, y: 2.5), end: Point(x: 1, y: 2.5)),
    .linear(start: Point(x: 10, y: 40), end: Point(x: 10.2, y: -3)),
    .linear(start: Point(x: 30, y: 30), end: Point(x: 30, y: 30)),
    .linear(start: Point(x: -9000, y: 17), end: Point(x: 12000, y: 18)),
    .radial(center: Point(x: 32, y: 24), startRadius: 4, endRadius: 30),
    .radial(center: Point(x: 31.5, y: 23.77), startRadius: 40, endRadius: 2),
    .radial(center: Point(x: 10, y: 10), startRadius: 12, endRadius: 12),
    .radial(center: Point(x: 0, y: 48), startRadius: 0, endRadius: 70),
    .radial(center: Point(x: -500, y: 900), startRadius: 800, endRadius: 1200),
  ]

  @Test func rowColoursAreTheSamplersAtEveryPixel() throws {
    for stops in Self.stopLists() {
      for geometry in Self.geometries {
        let sampler = try #require(GradientSampler(GradientFill(stops: stops, geometry: geometry)))
        let rows = GradientRows(sampler, ramp: GradientRamp(sampler))
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 80)
        defer { buffer.deallocate() }
        var mismatches = 0
        for y in -2..<48 {
          // Rows starting anywhere, of any length.
          let start = (y * 7) % 13 - 3
          rows.colors(x: start, y: y, count: 64 - start, into: buffer)
          for index in 0..<(64 - start) where buffer[index] != sampler.color(x: start + index, y: y) {
            mismatches += 1
          }
        }
        #expect(mismatches == 0, "\(geometry) with \(stops.count) stops")
      }
    }
  }

  @Test func bucketsFindTheSameRunAsASearch() {
    var generator = EffectTests.Generator(state: 5)
    for count in [1, 2, 3, 40, 300] {
      var thresholds: [Int64] = [.min]
      var value: Int64 = Int64(generator.next())
      for _ in 0..<count {
        thresholds.append(value)
        // Repeats, near neighbours and wide gaps.
        value += [0, 1, 2, 1000, 1 << 30][Int(generator.next() % 5)]
      }
      thresholds.append(.max)
      // Colours that name their runs.
      let buckets = ThresholdBuckets(thresholds, colors: (0..<(thresholds.count - 1)).map { UInt32($0) })
      let near: [Int64] = thresholds.dropFirst().dropLast().flatMap { [$0 - 1, $0, $0 + 1] }
      let probes: [Int64] = near + [-5, 0, value + (1 << 40)]
      let found: [Int] = buckets.withLookup { color in probes.map { Int(color($0)) } }
      for (probe, run) in zip(probes, found) {
        let expected = thresholds.lastIndex { $0 <= probe }!
        #expect(run == expected, "\(probe) among \(count)")
      }
    }
  }

  @Test func aFilledShapeMatchesThePixelByPixelRule() throws {
    // Large enough to take the ramp; clipped by a rounded rectangle so the mask path runs too.
    let background = RGBAColor(hex: 0x808080)
    let clip = RasterShape.roundedRectangle(Rect(x: 3, y: 2, width: 150, height: 110), CornerRadii(14))
    // The clip's coverage: the shape filled opaque on a clear canvas.
    var coverage = try Canvas(width: 160, height: 120, background: .clear)
    try coverage.fill(clip, color: .white)
    for stops in [Self.stopLists()[1], Self.stopLists()[5]] {
      for geometry in Self.geometries {
        let gradient = GradientFill(stops: stops, geometry: geometry).applying(.scale(x: 2.5, y: 2.5))
        let sampler = try #require(GradientSampler(gradient))
        var canvas = try Canvas(width: 160, height: 120, background: background)
        try canvas.withClip(clip) {
          try $0.fill(.rectangle(Rect(x: 0, y: 0, width: 160, height: 120)), gradient: gradient)
        }
        var mismatches = 0
        for y in 0..<120 {
          for x in 0..<160 {
            let expected = Compositor.blend(
              sampler.color(x: x, y: y), coverage: Int(coverage.bitmap[x, y].alpha), over: background.packed)
            if canvas.bitmap[x, y] != RGBAColor(packed: expected) { mismatches += 1 }
          }
        }
        #expect(mismatches == 0, "\(geometry)")
      }
    }
  }
}
