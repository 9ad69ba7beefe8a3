import Foundation
import KagamiImage
import Testing

@testable import KagamiTesting

@Suite struct DeterminismAndMatrixTests {
  /// Renders a different box colour on every call.
  final class Flaky: @unchecked Sendable {
    // Unchecked: used from one test's thread only.
    var calls = 0
    func render(_: Int) throws -> Screenshot {
      calls += 1
      return try Screens.card(boxColor: RGBAColor(red: UInt8(calls * 40 % 256), green: 0, blue: 0))
    }
  }

  @Test func verifyDeterminismCatchesAFlakyRender() throws {
    let package = try TestPackage()
    let flaky = Flaky()
    let strategy = ScreenSnapshotting<Int>.image(render: flaky.render)
    let on = package.settings(["KAGAMI_VERIFY_DETERMINISM": "1", "SNAPSHOT_TESTING_RECORD": "all"])
    let failure = package.run(on) {
      verifySnapshot(of: 0, as: strategy, file: package.testFile, testName: "flaky()")
    }
    #expect(failure?.contains("nondeterministic rendering") == true)
    #expect(flaky.calls == 2)
    let off = package.settings(["SNAPSHOT_TESTING_RECORD": "all"])
    let plain = package.run(off) {
      verifySnapshot(of: 0, as: strategy, file: package.testFile, testName: "flaky()")
    }
    #expect(plain?.contains("nondeterministic") == false)
    #expect(flaky.calls == 3)
  }

  @Test func verifyDeterminismPassesAStableRender() throws {
    let package = try TestPackage()
    let strategy = ScreenSnapshotting<Int>.image { _ in try Screens.card() }
    let settings = package.settings(["KAGAMI_VERIFY_DETERMINISM": "1"])
    _ = package.run(settings) {
      verifySnapshot(of: 0, as: strategy, file: package.testFile, testName: "stable()")
    }
    let failure = package.run(settings) {
      verifySnapshot(of: 0, as: strategy, file: package.testFile, testName: "stable()")
    }
    #expect(failure == nil)
  }

  @Test func aListOfStrategiesChecksEveryVariantAndFormat() throws {
    let package = try TestPackage()
    let cells = [("iPhone15", 16), ("iPhoneSE", 12)].flatMap { device, width in
      [("light", 0xFFFFFF), ("dark", 0x000000)].map { scheme, color in ("\(device).\(scheme)", width, color) }
    }
    func strategies(text: Bool) -> [ScreenSnapshotting<String>] {
      cells.flatMap { name, width, color -> [ScreenSnapshotting<String>] in
        let render = { (title: String) in
          try Screens.card(width: width, color: RGBAColor(hex: UInt32(color)), title: title)
        }
        let image = ScreenSnapshotting<String>.image(variant: name, render: render)
        let dumps: [ScreenSnapshotting<String>] = [
          .layoutDump(variant: name, render: render), .accessibilityDump(variant: name, render: render),
        ]
        return text ? [image] + dumps : [dumps[1]]
      }
    }
    #expect(
      strategies(text: true).map { $0.variant ?? "" }.prefix(4) == [
        "iPhone15.light", "iPhone15.light", "iPhone15.light", "iPhone15.dark",
      ])
    let settings = package.settings()
    let first = package.run(settings) {
      verifySnapshots(of: "Pancakes", as: strategies(text: true), file: package.testFile, testName: "feed()")
    }
    #expect(first.count == 12)
    #expect(package.snapshotFiles().count == 12)
    #expect(package.snapshotFiles().contains("AppTests/CardTests/feed.iPhoneSE.dark.layout.txt"))
    let second = package.run(settings) {
      verifySnapshots(of: "Pancakes", as: strategies(text: true), file: package.testFile, testName: "feed()")
    }
    #expect(second.isEmpty)
    let changed = package.run(settings) {
      verifySnapshots(of: "Waffles", as: strategies(text: false), file: package.testFile, testName: "feed()")
    }
    #expect(changed.count == 4)
    #expect(changed.allSatisfy { $0.contains("Waffles") })
  }
}
