import KagamiText
import Testing

/// Kerning, tracking and line spacing: exact amounts, rounded once, and SwiftUI's difference
/// between kerning and tracking.
@Suite struct SpacingTests {
  static let font = Font(size: 20)

  func layouts(_ text: String, kerning: Double = 0, tracking: Double = 0, scale: Int = 2) throws
    -> (plain: ParagraphLayout, spaced: ParagraphLayout)
  {
    let fonts = try FontSet.bundled()
    return (
      try fonts.layout([TextSpan(text, font: Self.font)], scale: scale),
      try fonts.layout([TextSpan(text, font: Self.font, kerning: kerning, tracking: tracking)], scale: scale)
    )
  }

  @Test func kerningMovesEveryClusterAndTheTrailingEdge() throws {
    // 3 pt at 2× = 6 px = 24 quarter pixels per cluster, exactly.
    let (plain, kerned) = try layouts("ABCDEF", kerning: 3)
    for (index, (before, after)) in zip(plain.glyphs, kerned.glyphs).enumerated() {
      #expect(after.x4 - before.x4 == 24 * index)
    }
    #expect(kerned.lines[0].width4 - plain.lines[0].width4 == 24 * 6, "the last cluster's kerning counts")
  }

  @Test func trackingMovesEveryClusterButNotTheTrailingEdge() throws {
    let (plain, tracked) = try layouts("ABCDEF", tracking: 3)
    for (index, (before, after)) in zip(plain.glyphs, tracked.glyphs).enumerated() {
      #expect(after.x4 - before.x4 == 24 * index)
    }
    #expect(tracked.lines[0].width4 - plain.lines[0].width4 == 24 * 5, "trailing tracking is white space")
    #expect(tracked.pixelWidth - plain.pixelWidth == 6 * 5)
  }

  @Test func trackingBreaksLigaturesAndKerningKeepsThem() throws {
    let (plain, tracked) = try layouts("office", tracking: 1)
    let (_, kerned) = try layouts("office", kerning: 1)
    #expect(plain.glyphs.count < 6, "Noto Sans joins ffi")
    #expect(kerned.glyphs.count == plain.glyphs.count)
    #expect(tracked.glyphs.count == 6)
  }

  @Test func theAmountIsRoundedOnceNotPerCluster() throws {
    // 0.1 pt at 1× is 6.4/64 px: 6/64 per cluster, so 8 clusters move exactly 48/64 = 3 quarter pixels.
    let (plain, kerned) = try layouts(String(repeating: "x", count: 33), kerning: 0.1, scale: 1)
    for index in stride(from: 0, through: 32, by: 8) {
      #expect(kerned.glyphs[index].x4 - plain.glyphs[index].x4 == 3 * index / 8)
    }
    // 0.125 pt at 2× is 16/64 px: one quarter pixel per cluster.
    let (plainTwo, kernedTwo) = try layouts("abcdefgh", kerning: 0.125)
    #expect(zip(plainTwo.glyphs, kernedTwo.glyphs).enumerated().allSatisfy { $1.1.x4 - $1.0.x4 == $0 })
  }

  @Test func negativeSpacingStopsAtZeroAdvance() throws {
    let (_, squeezed) = try layouts("ABC", kerning: -200)
    #expect(squeezed.glyphs.allSatisfy { $0.x4 == squeezed.glyphs[0].x4 })
    #expect(squeezed.pixelWidth == 0 && squeezed.lines.count == 1)
    let (plain, tightened) = try layouts("ABC", tracking: -1)
    #expect(tightened.lines[0].width4 == plain.lines[0].width4 - 8 * 3, "negative tracking pulls the edge in")
  }

  @Test func badAmountsAreNamedErrors() throws {
    let fonts = try FontSet.bundled()
    for (span, name) in [
      (TextSpan("a", font: Self.font, kerning: .nan), "kerning"),
      (TextSpan("a", font: Self.font, tracking: .infinity), "tracking"),
      (TextSpan("a", font: Self.font, kerning: 1e9), "kerning"),
    ] {
      #expect { try fonts.layout([span]) } throws: { error in
        guard case TextError.invalidAttribute(let attribute, _, _) = error else { return false }
        return attribute == name && "\(error)".contains(name)
      }
    }
    #expect(throws: TextError.self) {
      try fonts.layout("a\nb", font: Self.font, style: ParagraphStyle(lineSpacing: .nan))
    }
  }

  @Test func lineSpacingAddsWholePixelsBetweenLinesOnly() throws {
    let fonts = try FontSet.bundled()
    let text = "one\ntwo\nthree"
    let plain = try fonts.layout(text, font: Self.font, scale: 3)
    // 0.5 pt at 3× is 1.5 px: rounded once to 2.
    for (spacing, pixels) in [(5.0, 15), (0.5, 2), (-4, 0), (0, 0)] {
      let spaced = try fonts.layout(text, font: Self.font, style: ParagraphStyle(lineSpacing: spacing), scale: 3)
      #expect(spaced.lines.map(\.top) == plain.lines.enumerated().map { $1.top + $0 * pixels })
      #expect(spaced.lines.map(\.baseline) == plain.lines.enumerated().map { $1.baseline + $0 * pixels })
      #expect(spaced.pixelHeight == plain.pixelHeight + 2 * pixels)
    }
    let single = try fonts.layout("one", font: Self.font, style: ParagraphStyle(lineSpacing: 10), scale: 3)
    #expect(single.pixelHeight == plain.lines[0].height, "no spacing after the last line")
  }

  @Test func measuredWidthProposedBackGivesTheSameLayout() throws {
    let fonts = try FontSet.bundled()
    let spans = [
      TextSpan(ParagraphGoldenTests.mixed, font: Font(size: 15), tracking: 1.5),
      TextSpan(
        " Tracked, kerned and underlined ", font: Font(weight: .bold, size: 19), kerning: 0.7, isUnderlined: true),
      TextSpan(ParagraphGoldenTests.latin, font: Font(size: 13), tracking: -0.3),
    ]
    for scale in [1, 2, 3] {
      for width in [120.0, 200, 333] {
        let layout = try fonts.layout(spans, style: ParagraphStyle(width: width, lineSpacing: 3), scale: scale)
        let again = try fonts.layout(
          spans, style: ParagraphStyle(width: layout.width, lineSpacing: 3), scale: scale)
        #expect(again == layout, "width \(width) at \(scale)x")
      }
    }
  }
}
