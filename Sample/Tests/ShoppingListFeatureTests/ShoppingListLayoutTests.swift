import KagamiTesting
import KagamiText
import RecipeCore
import RecipeMocks
import Testing

@testable import ShoppingListFeature

/// What the list's snapshots show, checked on the laid-out frames: checked rows struck through,
/// checkboxes never squeezed, quantities under the names at accessibility sizes.
@Suite struct ShoppingListLayoutTests {
  @Test(arguments: [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
  func checkedRowsAreStruckAndBoxesKeepTheirSize(size: ContentSizeCategory) async throws {
    let preview = try #require(ShoppingListPreviews.all.first { $0.name == "list" })
    let items = try await MockEnvironment.make().api.response(for: .shoppingList).flatMap(\.items)
    let traits = Traits(device: .iPhoneSE3, contentSizeCategory: size, locale: .jaJP).scaled(to: 1)
    let shot = try await RecipePreviewHost().render(preview, in: traits)
    for item in items {
      let box = try #require(shot.nodeFrames["item-\(item.id).box"], "item \(item.id)")
      let row = try #require(shot.nodeFrames["item-\(item.id)"])
      #expect(box.width == 24 && box.height == 24, "item \(item.id) at \(size)")
      #expect(box.x >= row.x && box.x + box.width <= row.x + row.width)
      #expect((shot.nodeFrames["item-\(item.id).strike"] != nil) == item.isChecked, "item \(item.id)")
      // A row is at least as tall as a tap target, taller when the text grows.
      #expect(row.height >= 44)
    }
  }

  @Test func theListNeverGetsWiderThanAReadableColumn() async throws {
    let preview = try #require(ShoppingListPreviews.all.first { $0.name == "list" })
    let content = try await RecipePreviewHost().content(of: preview, locale: .enUS)
    for device in [Device.iPhoneSE3, .iPhone15, .iPad10] {
      let traits = Traits(device: device, locale: .enUS).scaled(to: 1)
      let shot = try PreviewRenderer.render(content, layout: preview.layout, in: traits)
      let summary = try #require(shot.nodeFrames["shopping-summary"])
      // The summary is the first row of an inset grouped list in a readable column: the column's
      // width less the list's margins and the row's insets on each side.
      let column = min(device.width, ShoppingListView.readableWidth)
      #expect(summary.width < column && summary.width >= column - 80, "\(summary.width) on \(device.name)")
      #expect(abs(summary.x + summary.width / 2 - device.width / 2) <= 0.5, "centred on \(device.name)")
    }
  }
}
