import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import CooksnapFeature

/// The grid as laid out on each device: columns, equal tiles inside the screen, every text of a
/// tile (name, comment, date, likes) kept inside it.
@Suite struct CooksnapsLayoutTests {
  @Test(arguments: [Device.iPhoneSE3, .iPhone15, .iPad10])
  func tilesFillTheColumnsAndKeepTheirTextInside(device: Device) async throws {
    let preview = try #require(CooksnapsPreviews.all.first { $0.name == "grid" })
    let ids = try await MockEnvironment.make().api.response(for: .cooksnaps(recipeID: CooksnapsPreviews.recipeID))
      .map(\.id)
    for language in [AppLanguage.ja, .en] {  // no Arabic fixtures for this feature yet
      let locale = ScreenLocale(language.localeIdentifier)
      let shot = try await RecipePreviewHost().render(preview, in: Traits(device: device, locale: locale).scaled(to: 1))
      let tiles = try ids.map { id in try #require(shot.nodeFrames["cooksnap-\(id)"], "tile \(id)") }
      let columns = CooksnapGrid.columns(forWidth: device.width)
      #expect(tiles.prefix(columns).allSatisfy { $0.y == tiles[0].y }, "first row on \(device.name)")
      if tiles.count > columns { #expect(tiles[columns].y > tiles[0].y, "wraps after \(columns) columns") }
      #expect(Set(tiles.map(\.width)).count == 1)
      for (id, tile) in zip(ids, tiles) {
        #expect(tile.x >= 16 && tile.x + tile.width <= device.width - 16)
        for part in ["name", "comment", "date", "likes"] {
          let frame = try #require(shot.nodeFrames["cooksnap-\(id).\(part)"])
          #expect(frame.x >= tile.x && frame.x + frame.width <= tile.x + tile.width, "\(part) of \(id) inside its tile")
        }
      }
    }
  }
}
