import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiRenderer
import KagamiSVG
import KagamiSampleScreens
import Testing

/// Gradients, shadows, masks, blend modes and transforms through the DSL: goldens, dumps, layout
/// that effects leave alone, and the order in which modifiers apply.
@Suite struct ScreenEffectTests {
  static let device = EffectsGoldenScreen.device
  static let orange = KagamiLayout.Color(hex: 0xF26B1D)
  static let violet = KagamiLayout.Color(hex: 0x6A3DE8)

  static var screen: some View { EffectsGoldenScreen() }

  func render(_ scheme: ColorScheme = .light) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      Self.screen, traits: Traits(device: Self.device, colorScheme: scheme), background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func effectsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    try screenGoldens.check(try render(scheme).bitmap, named: "effects.\(scheme.rawValue)")
  }

  @Test func dumpsNameEachEffectOnOneLine() throws {
    let dump = try render().layoutDump
    #expect(dump.contains("fill=rounded(10) linear(0,0→1,1 #f26b1dff@0 #6a3de8ff@1)"))
    #expect(dump.contains("radial(0.5,0.5 r2→22 #ffffffff@0 #f26b1dff@0.5 #00000000@1)"))
    #expect(dump.contains("shadow=#00000059 r4 0,3"))
    #expect(dump.contains("frame 168.5,77.5 30x30 opacity=0.5 shadow=#000000ff r2 2,2"))
    #expect(dump.contains("mask #masked 10,122.5 120x36 masked"))
    #expect(dump.contains("layer 10,122.5 120x36 a11y-hidden"))
    #expect(dump.contains("blend=multiply"))
    #expect(dump.contains("blur=3"))
    // A quarter turn about the centre of a 27 × 23 pt frame.
    #expect(dump.contains("text=\"90°\" font=\"Noto Sans\":17:400 color=#000000ff lines=1 transform=0,1,-1,0,25,-2"))
    #expect(dump.contains("transform=1.5,0,0,1.5,"))
  }

  @Test func effectsChangeDrawingNotLayout() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    func frames<V: View>(_ view: V) throws -> Rect? {
      try renderer.render(
        VStack {
          view.id("it")
          Text("below").id("below")
        }, traits: traits
      ).nodeFrames["below"]
    }
    let plain = try frames(Text("Effects"))
    #expect(plain != nil)
    #expect(try frames(Text("Effects").rotationEffect(.degrees(45))) == plain)
    #expect(try frames(Text("Effects").scaleEffect(3)) == plain)
    #expect(try frames(Text("Effects").shadow(radius: 8, y: 6)) == plain)
    #expect(try frames(Text("Effects").blendMode(.screen)) == plain)
    #expect(try frames(Text("Effects").mask { Rectangle() }) == plain)
  }

  @Test func modifiersApplyOutsideIn() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    func dump<V: View>(_ view: V) throws -> String { try renderer.render(view, traits: traits).layoutDump }
    // Fade, then shadow: one node (the shadow is of the faded view).
    let fadedFirst = try dump(Rectangle().frame(width: 10, height: 10).opacity(0.5).shadow(radius: 1))
    #expect(!fadedFirst.contains("decoration"))
    // Shadow, then fade: the fade wraps the shadowed view.
    let shadowFirst = try dump(Rectangle().frame(width: 10, height: 10).shadow(radius: 1).opacity(0.5))
    #expect(shadowFirst.contains("decoration"))
    // A background after a rotation is not rotated.
    let rotatedFirst = try dump(Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(10)).background(.red))
    #expect(rotatedFirst.contains("decoration"))
    // Two rotations combine into one transform.
    let twice = try dump(Text("a").rotationEffect(.degrees(45)).rotationEffect(.degrees(45)))
    #expect(twice.components(separatedBy: "transform=").count == 2)
    #expect(twice.contains("transform=0,1,-1,0,"))
  }

  @Test func aQuarterTurnOfAShapeMovesItsPixelsExactly() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    let bar = Rectangle().fill(Self.violet).frame(width: 40, height: 10)
    let turned = try renderer.render(bar.rotationEffect(.degrees(90)).id("bar"), traits: traits)
    let frame = try #require(turned.pixelRect(for: "bar"))
    // 80 × 20 pixels turned about their centre: 20 × 80, same centre, exactly the colour inside.
    let (centerX, centerY) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
    let violet = RGBAColor(hex: 0x6A3DE8)
    #expect(turned.bitmap[centerX - 10, centerY - 40] == violet)
    #expect(turned.bitmap[centerX + 9, centerY + 39] == violet)
    #expect(turned.bitmap[centerX - 11, centerY] == .white || turned.bitmap[centerX - 11, centerY] == .black)
    #expect(turned.bitmap[centerX + 10, centerY] != violet)
    #expect(turned.bitmap[centerX, centerY - 41] != violet)
  }
}

/// The benchmark's effects screen (gradients, shadows, SVG icons, a card grid) as a golden.
@Suite struct EffectsSampleScreenTests {
  static func icons() throws -> [VectorDrawing] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/RecipeComponents/Icons")
    return try ["bowl", "clock", "camera", "bookmark"].map { name in
      let url = folder.appendingPathComponent("\(name).svg")
      return try SVGDocument.parse(Data(contentsOf: url), file: url.path, name: name)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theEffectsScreenMatchesItsGolden(_ scheme: ColorScheme) throws {
    let screen = try ScreenFixtures.renderer().render(
      EffectsSampleScreen(icons: try Self.icons(), count: 6), traits: Traits(device: .iPhone15, colorScheme: scheme),
      background: .background)
    #expect(screen.layoutDump.components(separatedBy: "shadow=").count == 8)
    #expect(screen.layoutDump.contains("icon=\"bowl\""))
    try screenGoldens.check(screen.bitmap, named: "effects-screen.\(scheme.rawValue)")
  }
}
