import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@testable import KagamiAudit
@testable import KagamiRenderer

/// Non-text contrast (WCAG 1.4.11, 3:1) of icons and controls' drawings, from the painted pixels.
/// Ratios by WCAG's formula (`RelativeLuminance`'s table): #959595 on white 2.99:1 and #949494 3.03:1
/// (the 3:1 boundary); #8A8A8A on #EEEEEE 2.97:1 and #898989 3.01:1; #EEEEEE on white 1.16:1; white on
/// #FF8C1A 2.32:1; #333333 on black 1.66:1.
@Suite struct NonTextContrastRuleTests {
  let renderer: ScreenRenderer
  init() throws { renderer = ScreenRenderer(fonts: try FontSet.bundled()) }

  static let device = Device(name: "test", width: 200, height: 40, scale: 2, safeArea: .zero, statusBarHeight: 0)
  static let traits = Traits(device: device)

  func audit<V: View>(_ view: V) throws -> [AuditFinding] {
    let screen = try renderer.render(view, traits: Self.traits, background: .white)
    return try AccessibilityAudit.findings(
      in: screen, renderer: renderer, options: AuditOptions(rules: [.nonTextContrast]))
  }

  func icon(_ color: Color) -> some View {
    Image(systemName: "heart").font(.system(size: 24)).foregroundColor(color).id("heart")
  }

  @Test func anIconAtTheBoundary() throws {
    let failing = try audit(icon(Color(hex: 0x959595)))
    #expect(failing.count == 1)
    let finding = try #require(failing.first)
    #expect(finding.rule == .nonTextContrast && finding.id == "heart")
    #expect(finding.measured.hasPrefix("icon \""))
    #expect(finding.measured.contains(" contrast 2.99:1, needs 3:1: #959595 on #FFFFFF at "))
    #expect(try audit(icon(Color(hex: 0x949494))).isEmpty)
  }

  /// A white icon on the brand orange: 2.32:1, measured against the painted fill under it.
  @Test func anIconOnAColouredFill() throws {
    let view = ZStack {
      Color(hex: 0xFF8C1A)
      icon(.white)
    }
    let findings = try audit(view)
    #expect(findings.map(\.id) == ["heart"])
    #expect(findings.first?.measured.contains(" contrast 2.32:1, needs 3:1: #FFFFFF on #FF8C1A at ") == true)
  }

  /// A white icon at 20% opacity over black shows as #333333 (255 × 51 / 255): 1.66:1.
  @Test func anIconInAnOpacityGroupIsJudgedAsItShows() throws {
    let view = ZStack {
      Color.black
      icon(.white).opacity(0.2)
    }
    let findings = try audit(view)
    #expect(findings.first?.measured.contains(" contrast 1.66:1, needs 3:1: #333333 on #000000 at ") == true)
  }

  /// A field drawn as a #EEEEEE fill (1.16:1 on white) with a 2 pt border: the border stands out
  /// from the fill at 3.01:1 (#898989), and the control passes; at 2.97:1 (#8A8A8A) no shape of it
  /// reaches 3:1, and the finding names the best one, measured where the border lies on the fill.
  @Test func aControlPassesWhenOneOfItsShapesStandsOut() throws {
    func field(_ border: UInt32) -> some View {
      RoundedRectangle(cornerRadius: 4).fill(Color(hex: 0xEEEEEE))
        .overlay { RoundedRectangle(cornerRadius: 4).stroke(Color(hex: border), lineWidth: 2) }
        .frame(width: 60, height: 24)
        .accessibilityDrawsControl()
        .id("field")
    }
    #expect(try audit(field(0x898989)).isEmpty)
    let findings = try audit(field(0x8A8A8A))
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.id == "field" && finding.frame.width == 60 && finding.frame.height == 24)
    #expect(
      finding.measured.hasPrefix("control (best shape: stroke) contrast 2.97:1, needs 3:1: #8A8A8A on #EEEEEE at "))
    // The fill alone does not stand out: 1.16:1.
    let fillOnly = try audit(
      RoundedRectangle(cornerRadius: 4).fill(Color(hex: 0xEEEEEE)).frame(width: 60, height: 24)
        .accessibilityDrawsControl())
    #expect(fillOnly.first?.measured.hasPrefix("control (best shape: content) contrast 1.16:1, needs 3:1: ") == true)
    // Unmarked shapes are not judged.
    #expect(
      try audit(RoundedRectangle(cornerRadius: 4).fill(Color(hex: 0xEEEEEE)).frame(width: 60, height: 24)).isEmpty)
  }

  /// Kagami's switch is a marked control: off, its track is the light secondary fill on white and
  /// its knob white on the track, so no shape reaches 3:1: one finding for the whole switch (its
  /// 51 × 31 pt frame), read as part of the toggle.
  @Test func aSwitchIsOneControl() throws {
    let findings = try audit(Toggle("Wi-Fi", isOn: false).padding(.horizontal, 8))
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.frame.width == 51 && finding.frame.height == 31)
    #expect(finding.order == 1 && finding.label.hasPrefix("Wi-Fi"))
    #expect(finding.measured.hasPrefix("control (best shape: "))
  }

  /// The probe reads pixels and never writes them: icons and controls (the switch's knob has a
  /// shadow, so a layer) paint the same bytes with and without it, and the check's own paint keeps
  /// the same graphics a second paint reads.
  @Test func measuringGraphicsChangesNoPixel() throws {
    let view = VStack {
      Toggle("Wi-Fi", isOn: true)
      HStack {
        icon(.orange)
        Slider(value: .constant(0.5))
        icon(.blue).opacity(0.5)
      }
    }
    let screen = try renderer.render(view, traits: Self.traits, background: .white)
    let probe = TextBackdropProbe()
    let probed = try renderer.paint(screen.tree!, traits: Self.traits, probe: probe)
    #expect(probed == screen.bitmap)
    #expect(probe.graphics.filter { $0.icon != nil }.count == 2)
    #expect(Set(probe.graphics.compactMap(\.control)).count == 2)
    let captured = try ScreenRenderer.$capturesTextBackdrops.withValue(true) {
      try renderer.render(view, traits: Self.traits, background: .white)
    }
    #expect(captured.bitmap == screen.bitmap)
    let kept = try #require(captured.graphicBackdrops)
    #expect(kept.map(\.rect) == probe.graphics.map(\.rect))
    #expect(kept.map(\.foreground) == probe.graphics.map(\.foreground))
  }
}
