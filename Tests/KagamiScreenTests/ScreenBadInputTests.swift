import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import Testing

@Suite struct ScreenBadInputTests {
  @Test func missingFixtureIsAnErrorNamingIt() throws {
    let renderer = try ScreenFixtures.renderer()
    do {
      _ = try renderer.render(VStack { Image(fixture: "no-such-image.png") }, traits: Traits())
      Issue.record("no error")
    } catch let error as ImageError {
      guard case .missing(let path) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path.hasSuffix("Fixtures/no-such-image.png"))
      #expect("\(error)".contains("no-such-image.png"))
    }
  }

  @Test func corruptFixtureIsAnErrorNamingIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-screen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    bytes.append(Data("not really a png".utf8))
    try bytes.write(to: folder.appendingPathComponent("broken.png"))
    let renderer = ScreenRenderer(fonts: try ScreenFixtures.renderer().fonts, imageDirectory: folder.path)
    do {
      _ = try renderer.render(Image(fixture: "broken.png"), traits: Traits())
      Issue.record("no error")
    } catch let error as ImageError {
      guard case .corrupt(let path, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path.hasSuffix("broken.png"))
    }
    // The renderer still works afterwards.
    #expect(try renderer.render(Text("ok"), traits: Traits()).bitmap.width == 1179)
  }

  @Test func thousandLevelsRenderAndTenThousandNodesRender() throws {
    let renderer = try ScreenFixtures.renderer()
    var deep = AnyView(Color.red.frame(width: 10, height: 10).id("leaf"))
    for index in 0..<1_000 { deep = AnyView(VStack { deep }.opacity(index % 100 == 0 ? 0.9 : 1)) }
    let screen = try renderer.render(deep, traits: Traits(device: .iPhoneSE3))
    let leaf = try #require(screen.pixelRect(for: "leaf"))
    #expect(screen.bitmap[leaf.x + 10, leaf.y + 10].red > 200)

    let wide = VStack(spacing: 0) {
      ForEach(0..<100) { _ in
        HStack(spacing: 0) {
          ForEach(0..<100) { column in Color(hex: column % 2 == 0 ? 0x000000 : 0xFFFFFF).frame(width: 2, height: 2) }
        }
      }
    }
    let big = try renderer.render(wide, traits: Traits(device: .iPad10))
    #expect(big.tree?.children.count == 1)
  }

  @Test(arguments: [Double.nan, -4, Double.infinity])
  func badSizesAreErrorsNotCrashes(_ value: Double) throws {
    let renderer = try ScreenFixtures.renderer()
    #expect(throws: (any Error).self) {
      try renderer.render(Rectangle().frame(width: 10, height: value), traits: Traits())
    }
    let device = Device(name: "bad", width: value, height: 100, scale: 2, safeArea: .zero, statusBarHeight: 0)
    #expect(throws: (any Error).self) { try renderer.render(Rectangle(), traits: Traits(device: device)) }
  }
}
