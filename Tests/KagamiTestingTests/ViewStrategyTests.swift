import Foundation
import KagamiImage
import KagamiLayout
import Testing

@testable import KagamiTesting

/// The DSL view strategies: traits-named variants, scale override, dumps, node regions for masks, and
/// one render per traits value in a list of strategies.
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
    let native = ScreenSnapshotting<Badge>.image(traits: Traits(device: .iPhoneSE3, colorScheme: .dark, locale: .jaJP))
    #expect(native.variant == "iphone-se3.dark.ja")
    let small = ScreenSnapshotting<Badge>.image(traits: Traits(device: .iPhoneSE3).scaled(to: 1))
    #expect(small.variant == "iphone-se3-1x.light.en")
    let nativeScreen = try native.render(Badge())
    let smallScreen = try small.render(Badge())
    #expect(nativeScreen.bitmap.width == 375 * 2 && nativeScreen.bitmap.height == 667 * 2)
    #expect(smallScreen.bitmap.width == 375 && smallScreen.bitmap.height == 667)
  }

  @Test func nodeFramesBecomePixelRegionsAtTheRenderedScale() throws {
    let screen = try ScreenSnapshotting<Badge>.image().render(Badge())
    let bar = try #require(screen.regions.first { $0.name == "bar" })
    #expect(bar.rect.width == 120 && bar.rect.height == 30)
    #expect(screen.regions.map(\.name) == screen.regions.map(\.name).sorted())
  }

  @Test func aComponentAtItsOwnSizeOrAFixedSize() throws {
    let fits = ScreenSnapshotting<Badge>.image(
      traits: Traits().scaled(to: 1), layout: .sizeThatFits(width: 200))
    #expect(fits.variant == "iphone15-1x-fits200.light.en")
    let own = try fits.render(Badge())
    #expect(own.bitmap.width == 200)
    let full = try ScreenSnapshotting<Badge>.image(traits: Traits().scaled(to: 1)).render(Badge())
    #expect(own.bitmap.height > 0 && own.bitmap.height < full.bitmap.height)
    let deviceWidth = try ScreenSnapshotting<Badge>.image(traits: Traits(device: .iPhoneSE3), layout: .sizeThatFits())
      .render(Badge())
    #expect(deviceWidth.bitmap.width == 375 * 2 && deviceWidth.bitmap.height == own.bitmap.height * 2)
    let fixed = ScreenSnapshotting<Badge>.image(
      traits: Traits().scaled(to: 2), layout: .fixed(width: 160, height: 90))
    #expect(fixed.variant == "iphone15-2x-160x90.light.en")
    let shot = try fixed.render(Badge())
    #expect(shot.bitmap.width == 320 && shot.bitmap.height == 180)
  }

  @Test func layoutAndAccessibilityStrategiesDumpTheTree() throws {
    let layout = try ScreenSnapshotting<Badge>.layoutDump(traits: Traits(device: .iPhone15)).render(Badge())
    #expect(layout.layoutDump.contains("Kagami"))
    #expect(layout.layoutDump.contains("bar"))
    let accessibility = try ScreenSnapshotting<Badge>.accessibilityDump().render(Badge())
    #expect(accessibility.accessibilityDump.contains("Kagami"))
  }

  @Test func concurrentRendersGiveIdenticalPixels() async throws {
    let hashes = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<6 {
        group.addTask {
          try ScreenSnapshotting<Badge>.image(traits: Traits(device: .iPhoneSE3).scaled(to: 1)).render(Badge()).bitmap
            .pixelHash.description
        }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(hashes).count == 1)
  }

  @Test func strategiesOfOneTraitsValueRenderOnce() throws {
    let package = try TestPackage()
    let traits = Traits.matrix(devices: [.iPhoneSE3], colorSchemes: [.light], locales: [.enUS, .jaJP], scale: 1)
    let strategies: [ScreenSnapshotting<Counted>] = traits.flatMap {
      [.image(traits: $0), .layoutDump(traits: $0), .accessibilityDump(traits: $0)]
    }
    let once = Counted()
    _ = try ScreenSnapshotting<Counted>.image(traits: traits[0]).render(once)
    let counted = Counted()
    let failures = package.run(package.settings()) {
      verifySnapshots(of: counted, as: strategies, file: package.testFile, testName: "badge()")
    }
    #expect(failures.count == 6)
    #expect(counted.counter.value == 2 * once.counter.value)
    #expect(package.snapshotFiles().contains("AppTests/CardTests/badge.iphone-se3-1x.light.ja.layout.txt"))
    let named = package.run(package.settings()) {
      verifySnapshots(
        of: counted, as: ["big": .image(traits: traits[0]), "small": .image(traits: Traits(device: .iPhoneSE3))],
        file: package.testFile, testName: "badge()")
    }
    #expect(named.count == 2)
    #expect(package.snapshotFiles().contains("AppTests/CardTests/badge.iphone-se3-1x.light.en.big.png"))
    #expect(package.snapshotFiles().contains("AppTests/CardTests/badge.iphone-se3.light.en.small.png"))
  }

  /// A badge that counts how often it is drawn.
  struct Counted: View {
    final class Counter: @unchecked Sendable {
      // Unchecked: used from one test's thread only.
      var value = 0
    }
    let counter = Counter()
    var body: some View {
      counter.value += 1
      return Badge()
    }
  }
}
