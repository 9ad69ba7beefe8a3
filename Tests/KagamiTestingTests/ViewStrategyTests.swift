import Foundation
import KagamiImage
import KagamiLayout
import Testing

@testable import KagamiTesting

/// The DSL view strategies: traits-named variants, scale override, dumps, and node regions for masks.
@Suite struct ViewStrategyTests {
  struct Badge: View {
    var body: some View {
      VStack(spacing: 4) {
        Text("Kagami")
        Rectangle().fill(.orange).frame(width: 40, height: 10).id("bar")
      }
      .padding(8)
    }
  }

  @Test func imageStrategyNamesTheVariantAfterTheTraitsAndScale() throws {
    let native = ScreenSnapshotting<Badge>.image(device: .iPhoneSE3, colorScheme: .dark, locale: .jaJP)
    #expect(native.variant == "iphone-se3.dark.ja")
    let small = ScreenSnapshotting<Badge>.image(device: .iPhoneSE3, scale: 1)
    #expect(small.variant == "iphone-se3-1x.light.en")
    let nativeScreen = try native.render(Badge())
    let smallScreen = try small.render(Badge())
    #expect(nativeScreen.bitmap.width == 375 * 2 && nativeScreen.bitmap.height == 667 * 2)
    #expect(smallScreen.bitmap.width == 375 && smallScreen.bitmap.height == 667)
  }

  @Test func nodeFramesBecomePixelRegionsAtTheRenderedScale() throws {
    let screen = try ScreenSnapshotting<Badge>.image(device: .iPhone15).render(Badge())
    let bar = try #require(screen.regions.first { $0.name == "bar" })
    #expect(bar.rect.width == 120 && bar.rect.height == 30)
    #expect(screen.regions.map(\.name) == screen.regions.map(\.name).sorted())
  }

  @Test func aComponentAtItsOwnSizeOrAFixedSize() throws {
    let fits = ScreenSnapshotting<Badge>.image(device: .iPhone15, scale: 1, layout: .sizeThatFits(width: 200))
    #expect(fits.variant == "iphone15-1x-fits200.light.en")
    let own = try fits.render(Badge())
    #expect(own.bitmap.width == 200)
    let full = try ScreenSnapshotting<Badge>.image(device: .iPhone15, scale: 1).render(Badge())
    #expect(own.bitmap.height > 0 && own.bitmap.height < full.bitmap.height)
    let deviceWidth = try ScreenSnapshotting<Badge>.image(device: .iPhoneSE3, layout: .sizeThatFits()).render(Badge())
    #expect(deviceWidth.bitmap.width == 375 * 2 && deviceWidth.bitmap.height == own.bitmap.height * 2)
    let fixed = ScreenSnapshotting<Badge>.image(device: .iPhone15, scale: 2, layout: .fixed(width: 160, height: 90))
    #expect(fixed.variant == "iphone15-2x-160x90.light.en")
    let shot = try fixed.render(Badge())
    #expect(shot.bitmap.width == 320 && shot.bitmap.height == 180)
  }

  @Test func layoutAndAccessibilityStrategiesDumpTheTree() throws {
    let layout = try ScreenSnapshotting<Badge>.layout(traits: Traits(device: .iPhone15)).render(Badge())
    #expect(layout.layoutDump.contains("Kagami"))
    #expect(layout.layoutDump.contains("bar"))
    let accessibility = try ScreenSnapshotting<Badge>.accessibility().render(Badge())
    #expect(accessibility.accessibilityDump.contains("Kagami"))
  }

  @Test func concurrentRendersGiveIdenticalPixels() async throws {
    let hashes = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<6 {
        group.addTask {
          try ScreenSnapshotting<Badge>.image(device: .iPhoneSE3, scale: 1).render(Badge()).bitmap.pixelHash.description
        }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(hashes).count == 1)
  }
}
