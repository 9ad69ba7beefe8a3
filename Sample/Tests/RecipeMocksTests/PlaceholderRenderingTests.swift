import Foundation
import KagamiImage
import KagamiRenderer
import RecipeCore
import RecipeMocks
import Testing

/// Mock screens and fixture images go through the real renderer.
@Suite struct PlaceholderRenderingTests {
  @Test func placeholderScreenRendersItsDescriptor() async throws {
    let environment = MockEnvironment.make(language: .en)
    let screen = environment.resolve(ViewDescriptor.Cooksnaps(recipeID: 1001))
    let content = await screen.load(environment)
    let renderer = try ScreenRenderer()
    let shot = try renderer.render(content.view, traits: Traits(device: .iPhoneSE3))
    #expect(shot.layoutDump.contains("text=\"ViewDescriptor.Cooksnaps(recipeID: 1001)\""), "\(shot.layoutDump)")
    #expect(shot.nodeFrames["placeholder-descriptor"] != nil)
  }

  @Test func recipeImagesRenderFromFixturesAndFromTheImageClient() async throws {
    let environment = MockEnvironment.make()
    let recipe = try await environment.api.response(for: .recipe(id: 1002))
    let pixels = try environment.images.load(recipe.imagePath)
    let renderer = try ScreenRenderer(
      imageDirectory: MockEnvironment.fixturesRoot.appendingPathComponent("Images").path)
    let view = VStack(spacing: 0) {
      Image(fixture: recipe.imagePath).resizable().frame(width: 150, height: 100).id("fixture")
      Image(pixels: pixels, name: recipe.imagePath).resizable().frame(width: 150, height: 100).id("pixels")
    }
    let shot = try renderer.render(view, traits: Traits(device: .iPhoneSE3))
    let fixture = try #require(shot.pixelRect(for: "fixture"))
    let memory = try #require(shot.pixelRect(for: "pixels"))
    #expect(fixture.width == 300 && fixture.height == 200 && memory.width == 300)
    var differing = 0
    var distinct = Set<RGBAColor>()
    for y in 0..<fixture.height {
      for x in 0..<fixture.width {
        let pixel = shot.bitmap[fixture.x + x, fixture.y + y]
        distinct.insert(pixel)
        if pixel != shot.bitmap[memory.x + x, memory.y + y] { differing += 1 }
      }
    }
    #expect(differing == 0)
    #expect(distinct.count > 20, "the picture is drawn, not a flat fill")
  }
}
