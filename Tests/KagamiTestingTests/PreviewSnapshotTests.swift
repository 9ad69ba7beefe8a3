import Foundation
import Synchronization
import Testing

@testable import KagamiTesting

/// `verifyPreviewSnapshots` (what `assertPreviewSnapshots` reports): one baseline per preview ×
/// variant × format named by the one variant scheme, load failures and host problems named, and
/// nothing recorded for a preview whose fixtures are broken.
@Suite struct PreviewSnapshotTests {
  struct Scenario: DefaultScenario {
    var broken = false
    var label = "Pancakes"
    static let `default` = Scenario()
  }

  struct Host: PreviewHost {
    func environment(for scenario: Scenario, in context: PreviewContext) -> String {
      if scenario.broken { context.reportProblem("Fixtures/menu.json:3:7: expected a value") }
      return "\(scenario.label) (\(context.locale.languageCode))"
    }
  }

  static func card(_ label: String) -> any PreviewContent {
    PreviewView { Text(label).padding(8).background(Color.secondaryBackground, in: .roundedRectangle(cornerRadius: 6)) }
  }

  static let variants = Traits.matrix(devices: [.iPhoneSE3], locales: [.enUS, .jaJP], scale: 1)

  func verify(
    _ module: PreviewModule<Scenario, String>, in package: TestPackage, only: [String]? = nil,
    textDumpsWhere: @escaping @Sendable (Traits) -> Bool = { $0.colorScheme == .light }
  ) async -> [String] {
    await CurrentTest.$simulated.withValue(CurrentTest.Simulated(identity: UUID().uuidString)) {
      await SnapshotSettings.$current.withValue(package.settings()) {
        await verifyPreviewSnapshots(
          module, host: Host(), variants: Self.variants, textDumpsWhere: textDumpsWhere, only: only,
          file: package.testFile)
      }
    }
  }

  @Test func oneBaselinePerPreviewVariantAndFormatThenEveryCheckPasses() async throws {
    let package = try TestPackage()
    let module = PreviewModule<Scenario, String>(
      "Menu",
      previews: [
        Preview("plain") { Self.card($0) }, Preview("waffles", scenario: Scenario(label: "Waffles")) { Self.card($0) },
      ])
    let first = await verify(module, in: package)
    #expect(first.count == 12 && first.allSatisfy { $0.contains("recorded") || $0.contains("Recorded") }, "\(first)")
    let expected = ["plain", "waffles"].flatMap { name in
      [
        "iphone-se3-1x.dark.en.png", "iphone-se3-1x.dark.ja.png", "iphone-se3-1x.light.en.layout.txt",
        "iphone-se3-1x.light.en.png", "iphone-se3-1x.light.ja.layout.txt", "iphone-se3-1x.light.ja.png",
      ].map {
        "AppTests/CardTests/\(name).\($0)"
      }
    }
    #expect(package.snapshotFiles() == expected)
    #expect(await verify(module, in: package) == [])
    // A changed preview fails in each variant, naming its baseline.
    let changed = PreviewModule<Scenario, String>(
      "Menu", previews: [Preview("plain", scenario: Scenario(label: "Crêpes")) { Self.card($0) }])
    let failures = await verify(changed, in: package, only: ["plain"])
    #expect(failures.count == 6, "\(failures)")
    #expect(failures.contains { $0.contains("plain.iphone-se3-1x.dark.ja.png") })
  }

  @Test func aHostProblemFailsThePreviewAndRecordsNothing() async throws {
    let package = try TestPackage()
    let module = PreviewModule<Scenario, String>(
      "Menu", previews: [Preview("broken", scenario: Scenario(broken: true)) { Self.card($0) }])
    let failures = await verify(module, in: package)
    #expect(
      failures == [
        "Menu/broken (en_US): Fixtures/menu.json:3:7: expected a value",
        "Menu/broken (ja_JP): Fixtures/menu.json:3:7: expected a value",
      ])
    #expect(package.snapshotFiles().isEmpty)
  }

  @Test func loadFailuresUnknownAndDuplicateNamesAreNamed() async throws {
    let package = try TestPackage()
    let throwing = PreviewModule<Scenario, String>(
      "Menu", previews: [Preview("throws") { _ in throw CocoaError(.fileNoSuchFile) }])
    let failures = await verify(throwing, in: package)
    #expect(failures.count == 2 && failures[0].hasPrefix("preview Menu/throws (en_US) failed to load: "), "\(failures)")
    #expect(
      await verify(throwing, in: package, only: ["nope"]) == ["no preview 'Menu/nope'; previews: Menu/throws"])
    let twice = PreviewModule<Scenario, String>(
      "Menu", previews: [Preview("a") { Self.card($0) }, Preview("a") { Self.card($0) }])
    #expect(
      await verify(twice, in: package) == ["module Menu has two previews named 'a'; its previews: a, a"])
    #expect(package.snapshotFiles().isEmpty)
  }
}
