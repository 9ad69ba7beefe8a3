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
  static let device = Device(name: "effects", width: 240, height: 210, scale: 2, safeArea: .zero, statusBarHeight: 0)
  static let orange = KagamiLayout.Color(hex: 0xF26B1D)
  static let violet = KagamiLayout.Color(hex: 0x6A3DE8)

  static var screen: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(spacing: 10) {
        RoundedRectangle(cornerRadius: 10)
          .fill(LinearGradient(colors: [orange, violet], startPoint: .topLeading, endPoint: .bottomTrailing))
          .frame(width: 70, height: 44).id("linear")
        Circle()
          .fill(RadialGradient(colors: [.white, orange, .clear], center: .center, startRadius: 2, endRadius: 22))
          .frame(width: 44, height: 44).id("radial")
        Text("Fresh").foregroundColor(.white).padding(top: 4, leading: 10, bottom: 4, trailing: 10)
          .background(
            LinearGradient(colors: [violet, orange], startPoint: .leading, endPoint: .trailing), in: Capsule())
      }
      HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 60, height: 40)
          .shadow(color: Color(hex: 0x000000, opacity: 0.35), radius: 4, x: 0, y: 3).id("card")
        Text("Shadow").font(.headline).foregroundColor(orange).shadow(color: violet, radius: 1, x: 1, y: 1)
        Circle().fill(orange).frame(width: 30, height: 30).opacity(0.5).shadow(color: .black, radius: 2, x: 2, y: 2)
      }
      HStack(spacing: 12) {
        LinearGradient(colors: [orange, violet], startPoint: .leading, endPoint: .trailing)
          .frame(width: 120, height: 36)
          .mask { Text("Kagami").font(.title).fontWeight(.bold) }
          .id("masked")
        ZStack {
          Circle().fill(Color(hex: 0x00B3FF)).frame(width: 30, height: 30).offset(x: -8)
          Circle().fill(Color(hex: 0xFFCC00)).frame(width: 30, height: 30).offset(x: 8).blendMode(.multiply)
        }
        .frame(width: 50, height: 36)
        Circle().fill(Self.violet).frame(width: 26, height: 26).blur(radius: 3).id("blurred")
      }
      HStack(spacing: 14) {
        Text("90°").rotationEffect(.degrees(90)).id("quarter")
        RoundedRectangle(cornerRadius: 3).fill(violet).frame(width: 30, height: 14).rotationEffect(.degrees(30))
        Text("×1.5").foregroundColor(orange).scaleEffect(1.5).id("scaled")
        Rectangle().fill(orange).frame(width: 20, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
      }
    }
    .padding(10)
  }

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
