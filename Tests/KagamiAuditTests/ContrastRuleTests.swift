import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@testable import KagamiAudit
@testable import KagamiRenderer

/// The contrast rule on rendered screens: text over flat colour, a gradient, an image and an
/// opacity group, each finding checked against the pixels actually painted.
@Suite struct ContrastRuleTests {
  let renderer: ScreenRenderer
  init() throws { renderer = ScreenRenderer(fonts: try FontSet.bundled()) }

  static let device = Device(name: "test", width: 200, height: 40, scale: 2, safeArea: .zero, statusBarHeight: 0)
  static let traits = Traits(device: device)

  func audit<V: View>(_ view: V, level: ContrastLevel = .aa) throws -> (Screenshot, [AuditFinding]) {
    let screen = try renderer.render(view, traits: Self.traits, background: .white)
    let findings = try AccessibilityAudit.findings(
      in: screen, renderer: renderer, options: AuditOptions(rules: [.contrast], contrastLevel: level))
    return (screen, findings)
  }

  @Test func grayTextOnWhiteAtTheBoundary() throws {
    let (_, failing) = try audit(Text("Sale").foregroundColor(Color(hex: 0x777777)).id("sale"))
    #expect(failing.count == 1)
    let finding = try #require(failing.first)
    #expect(finding.rule == .contrast && finding.id == "sale" && finding.label == "Sale" && finding.order == 1)
    #expect(finding.measured.hasPrefix("contrast 4.47:1, needs 4.5:1: #777777 on #FFFFFF at "))
    let (_, passing) = try audit(Text("Sale").foregroundColor(Color(hex: 0x767676)))
    #expect(passing.isEmpty)
    // 18 pt is large text: 3:1 is enough.
    let (_, large) = try audit(Text("Sale").font(.system(size: 18)).foregroundColor(Color(hex: 0x949494)))
    #expect(large.isEmpty)
    let (_, largeFailing) = try audit(Text("Sale").font(.system(size: 18)).foregroundColor(Color(hex: 0x959595)))
    #expect(largeFailing.map(\.measured).first?.hasPrefix("contrast 2.99:1, needs 3:1 (large text): ") == true)
  }

  /// White to black, left to right, with black text at each end: the left end passes, the right
  /// fails, and its worst pixel is the darkest column under its line, read from the painted pixels.
  @Test func textOverAGradient() throws {
    func screen(_ text: Color) -> some View {
      ZStack {
        LinearGradient(colors: [.white, .black], startPoint: .leading, endPoint: .trailing)
        HStack {
          Text("Left").foregroundColor(text).id("left")
          Spacer()
          Text("Right").foregroundColor(text).id("right")
        }
      }
    }
    let (_, findings) = try audit(screen(.black))
    #expect(findings.map(\.id) == ["right"])
    // The same screen with invisible text: what was under the glyphs.
    let bare = try renderer.render(screen(.clear), traits: Self.traits, background: .white)
    let backdrops = try renderer.textBackdrops(of: bare.tree!, traits: Self.traits).filter { $0.id == "right" }
    #expect(backdrops.count == 1)
    let backdrop = try #require(backdrops.first)
    for y in 0..<backdrop.rect.height {
      for x in 0..<backdrop.rect.width {
        #expect(backdrop.background[x, y] == bare.bitmap[backdrop.rect.x + x, backdrop.rect.y + y])
      }
    }
    // Every pixel the black text changed is one its glyphs cover.
    let drawn = try renderer.render(screen(.black), traits: Self.traits, background: .white)
    let width = backdrop.rect.width
    var covered = 0
    for y in 0..<backdrop.rect.height {
      for x in 0..<width {
        let (px, py) = (backdrop.rect.x + x, backdrop.rect.y + y)
        if drawn.bitmap[px, py] != bare.bitmap[px, py] { #expect(backdrop.coverage[y * width + x] > 0) }
        if backdrop.coverage[y * width + x] > 0 { covered += 1 }
      }
    }
    #expect(covered > 0 && covered < width * backdrop.rect.height)
    // The worst is the darkest painted pixel under the glyphs, the first met in row order.
    var worst: (ratio: ContrastRatio, x: Int, y: Int, color: RGBAColor)?
    for y in 0..<backdrop.rect.height {
      for x in 0..<width where backdrop.coverage[y * width + x] > 0 {
        let color = bare.bitmap[backdrop.rect.x + x, backdrop.rect.y + y]
        let ratio = ContrastRatio(.black, color)
        if worst == nil || ratio < worst!.ratio { worst = (ratio, backdrop.rect.x + x, backdrop.rect.y + y, color) }
      }
    }
    let expected = try #require(worst)
    let place = "\(AuditFinding.number(Double(expected.x) / 2)),\(AuditFinding.number(Double(expected.y) / 2))"
    #expect(
      findings.first?.measured
        == "contrast \(expected.ratio), needs 4.5:1: #000000 on \(ContrastRule.hex(expected.color)) at \(place) pt")
  }

  /// An image whose left half is white and right half #404040, under black text that spans both:
  /// black on #404040 is (0.0513 + 0.05) / 0.05 = 2.03, shown as 2.02:1 (rounded down).
  @Test func textOverAnImage() throws {
    var pixels: [UInt8] = []
    for _ in 0..<80 {
      for x in 0..<400 { pixels += x < 200 ? [255, 255, 255, 255] : [0x40, 0x40, 0x40, 255] }
    }
    let image = try Bitmap(width: 400, height: 80, scale: 2, pixels: pixels)
    let view = ZStack {
      Image(pixels: image, name: "halves").resizable().frame(width: 200, height: 40)
      Text("Black text over both halves").foregroundColor(.black).id("caption")
    }
    let (_, findings) = try audit(view)
    #expect(findings.count == 1)
    #expect(findings.first?.measured.hasPrefix("contrast 2.02:1, needs 4.5:1: #000000 on #404040 at ") == true)
  }

  /// White text at 50% opacity over black shows as #808080 (255 × 128 / 255): 5.31:1, enough for
  /// AA, not for AAA's 7:1.
  @Test func textInAnOpacityGroupIsJudgedAsItShows() throws {
    let view = ZStack {
      Color.black
      Text("Faded").foregroundColor(.white).opacity(0.5).id("faded")
    }
    let (_, aa) = try audit(view)
    #expect(aa.isEmpty)
    let (_, aaa) = try audit(view, level: .aaa)
    #expect(aaa.count == 1)
    #expect(aaa.first?.measured.hasPrefix("contrast 5.31:1, needs 7:1: #808080 on #000000 at ") == true)
  }

  /// The probe reads pixels and never writes them: a screen with layers paints the same bytes with
  /// and without it.
  @Test func measuringChangesNoPixel() throws {
    let view = ZStack {
      LinearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom)
      VStack {
        Text("Faded").opacity(0.5)
        Text("Shadowed").shadow(radius: 2)
        Text("Plain").blendMode(.multiply)
      }
    }
    // Tall enough for the three lines: a line whose visible part has no ink is not measured.
    let traits = Traits(
      device: Device(name: "tall", width: 200, height: 100, scale: 2, safeArea: .zero, statusBarHeight: 0))
    let screen = try renderer.render(view, traits: traits, background: .white)
    let probe = TextBackdropProbe()
    let probed = try renderer.paint(screen.tree!, traits: traits, probe: probe)
    #expect(probed == screen.bitmap)
    #expect(Set(probe.backdrops.map(\.text)) == ["Faded", "Shadowed", "Plain"])
    #expect(probe.backdrops.allSatisfy { $0.coverage.contains { $0 != 0 } })
  }

  /// An audited check reads the backdrops of the screen's own paint: `render` with
  /// `capturesTextBackdrops` paints the same bytes as without, keeps the same backdrops as a second
  /// paint would, and the audit then finds the same findings without painting again.
  @Test func theChecksOwnPaintKeepsTheBackdrops() throws {
    let view = ZStack {
      LinearGradient(colors: [.white, .orange], startPoint: .top, endPoint: .bottom)
      VStack {
        Text("Faded").opacity(0.5)
        Text("See all").foregroundColor(Color(hex: 0xFF8C1A))
      }
    }
    let plain = try renderer.render(view, traits: Self.traits, background: .white)
    #expect(plain.textBackdrops == nil)
    let captured = try ScreenRenderer.$capturesTextBackdrops.withValue(true) {
      try renderer.render(view, traits: Self.traits, background: .white)
    }
    #expect(captured.bitmap == plain.bitmap)
    let kept = try #require(captured.textBackdrops)
    let repainted = try renderer.textBackdrops(of: plain.tree!, traits: Self.traits)
    #expect(kept.map(\.text) == ["Faded", "See all"])
    #expect(kept.map(\.text) == repainted.map(\.text) && kept.map(\.rect) == repainted.map(\.rect))
    #expect(kept.map(\.background) == repainted.map(\.background))
    #expect(kept.map(\.foreground) == repainted.map(\.foreground))
    let findings = try AccessibilityAudit.findings(in: captured, renderer: renderer)
    #expect(findings == (try AccessibilityAudit.findings(in: plain, renderer: renderer)))
    #expect(findings.contains { $0.rule == .contrast && $0.label == "See all" })
  }
}
