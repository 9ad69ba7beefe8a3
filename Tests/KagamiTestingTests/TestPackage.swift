import Foundation
import KagamiDiff
import KagamiImage
import KagamiResults
import KagamiTestSupport

@testable import KagamiTesting

/// A throwaway package folder (`Package.swift`, `Tests/AppTests/`) to run snapshot checks in.
struct TestPackage {
  let root: URL
  /// A test file path inside the package; it need not exist.
  var testFile: String { root.appendingPathComponent("Tests/AppTests/CardTests.swift").path }
  /// Where artifacts go.
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  /// A new package in the temporary folder, or at `root` when given (created if missing).
  init(root given: URL? = nil) throws {
    root = given ?? FileManager.default.temporaryDirectory.appendingPathComponent("kagami-snap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  /// The baseline path for `test.variant.ext` in suite CardTests.
  func baseline(_ name: String) -> URL {
    root.appendingPathComponent("Snapshots/AppTests/CardTests/\(name)")
  }

  /// Settings for this package with `environment` and a decode counter.
  func settings(
    _ environment: [String: String] = [:], counter: DecodeCounter = DecodeCounter(),
    fingerprint: SnapshotFingerprint? = nil
  )
    -> SnapshotSettings
  {
    var environment = environment
    environment["KAGAMI_ARTIFACTS"] = environment["KAGAMI_ARTIFACTS"] ?? artifacts.path
    return SnapshotSettings(
      environment: environment,
      decodeBaseline: { data in
        counter.increment()
        return try PNGCodec.decode(data)
      }, fingerprint: fingerprint)
  }

  /// Runs `verifySnapshot` for `screen` under `settings`, as one run of a test of its own (so that
  /// calling it again checks the same baseline, as the next run of the test would).
  func verify(
    _ screen: Screenshot, as strategy: ScreenSnapshotting<Screenshot> = .image, named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, test: String = "card()", settings: SnapshotSettings
  ) -> String? {
    CurrentTest.$simulated.withValue(CurrentTest.Simulated(identity: UUID().uuidString)) {
      SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: screen, as: strategy, named: name, record: record, file: testFile, testName: test)
      }
    }
  }

  /// Runs `body` as one run of a test of this package's `CardTests.swift` (no Swift Testing suite
  /// type, so the suite folder is the file's name) under `settings`.
  func run<T>(_ settings: SnapshotSettings, _ body: () throws -> T) rethrows -> T {
    try CurrentTest.$simulated.withValue(CurrentTest.Simulated(identity: UUID().uuidString)) {
      try SnapshotSettings.$current.withValue(settings, operation: body)
    }
  }

  /// The result record written for `fileName`.
  func resultRecord(_ fileName: String) throws -> SnapshotResultRecord {
    let url = artifacts.appendingPathComponent("AppTests/CardTests/\(fileName).json")
    return try JSONDecoder().decode(SnapshotResultRecord.self, from: Data(contentsOf: url))
  }

  /// Every file under `Snapshots/`, relative to the package root, sorted.
  func snapshotFiles() -> [String] { KillSwitch.files(under: root.appendingPathComponent("Snapshots")) }

}

/// Counts baseline decodes.
final class DecodeCounter: @unchecked Sendable {
  // Unchecked: `count` is only touched while holding `lock`.
  private let lock = NSLock()
  private var count = 0
  /// Adds one.
  func increment() { lock.withLock { count += 1 } }
  /// The decodes so far.
  var value: Int { lock.withLock { count } }
}

/// Small test screens.
enum Screens {
  /// A `width × height` screen filled with `color`, with a box of `boxColor` at (2, y) sized 4×3 and a
  /// layout dump whose title sits at `y`.
  static func card(
    width: Int = 16, height: Int = 12, color: RGBAColor = .white, boxColor: RGBAColor = RGBAColor(hex: 0x3366CC),
    y: Int = 2,
    title: String = "Pancakes"
  ) throws -> Screenshot {
    var bitmap = try Bitmap(width: width, height: height, fill: color)
    for row in y..<min(height, y + 3) {
      for column in 2..<6 {
        let index = (row * width + column) * 4
        bitmap.pixels[index] = boxColor.red
        bitmap.pixels[index + 1] = boxColor.green
        bitmap.pixels[index + 2] = boxColor.blue
        bitmap.pixels[index + 3] = 255
      }
    }
    let layout = """
      RecipeCard 0,0 \(width)x\(height)
        RecipeCard#title 2,\(y) 4x3 "\(title)"
        RecipeCard#footer 0,10 16x2
      """
    return Screenshot(
      bitmap: bitmap, layoutDump: layout, accessibilityDump: "heading \"\(title)\"",
      regions: [NamedRegion(name: "RecipeCard#title", rect: PixelRect(x: 2, y: y, width: 4, height: 3))])
  }
}
