import Foundation
import KagamiDiff
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiTesting

/// Any changed pixel fails an image check unless the test opts into a tolerance; a tolerant pass is
/// loud; failure messages say how big the change is.
@Suite struct ExactByDefaultTests {
  /// Records `before`, then checks `after` with `strategy` and returns the message and the record.
  private func check(
    _ before: Screenshot, _ after: Screenshot,
    as strategy: ScreenSnapshotting<Screenshot> = .image, in package: TestPackage
  ) throws -> (message: String?, record: SnapshotResultRecord) {
    let settings = package.settings()
    _ = package.verify(before, settings: settings)
    let message = package.verify(after, as: strategy, settings: settings)
    return (message, try package.resultRecord("card.default.png"))
  }

  @Test func aOneStepColourChangeFailsByDefault() throws {
    let package = try TestPackage()
    let (message, record) = try check(
      try Screens.card(boxColor: RGBAColor(hex: 0x3366CC)), try Screens.card(boxColor: RGBAColor(hex: 0x3366CD)),
      in: package)
    let text = try #require(message)
    #expect(record.status == .failed && record.mismatchedPixels == 12)
    #expect(
      record.change
        == PixelChange(
          changedPixels: 12, maxChannelDifference: 1, bounds: PixelRect(x: 2, y: 2, width: 4, height: 3),
          pixelmatchDefaultCount: 0))
    #expect(text.contains("12 pixels changed (largest channel difference 1 of 255) within x,y 2,2 size 4x3"))
    #expect(text.contains("pixelmatch's default threshold (0.1, anti-aliasing ignored) would count 0 of them"))
    #expect(text.contains("Compared with any changed pixel."))
    #expect(text.contains("opt into a tolerance"))
  }

  @Test func theDiffImageMarksChangesBelowPixelmatchsThresholdInASecondColour() throws {
    let package = try TestPackage()
    _ = try check(
      try Screens.card(boxColor: RGBAColor(hex: 0x3366CC)), try Screens.card(boxColor: RGBAColor(hex: 0x3366CD)),
      in: package)
    let diff = try PNGCodec.decode(
      Data(contentsOf: package.artifacts.appendingPathComponent("AppTests/CardTests/card.default.png.diff.png")))
    var blue = 0
    var red = 0
    for y in 0..<diff.height {
      for x in 0..<diff.width {
        let index = (y * diff.width + x) * 4
        let rgb = (diff.pixels[index], diff.pixels[index + 1], diff.pixels[index + 2])
        if rgb == (
          RGBAColor.belowThresholdBlue.red, RGBAColor.belowThresholdBlue.green, RGBAColor.belowThresholdBlue.blue
        ) {
          blue += 1
        }
        if rgb == (255, 0, 0) { red += 1 }
      }
    }
    #expect(blue == 12 && red == 0)
  }

  @Test func theBrandAccentChangeFailsByDefaultAndPassesWithPixelmatchsDefaults() throws {
    let package = try TestPackage()
    let before = try Screens.card(boxColor: RGBAColor(hex: 0xFF8C1A))
    let after = try Screens.card(boxColor: RGBAColor(hex: 0xE8730C))
    let (message, record) = try check(before, after, in: package)
    #expect(message != nil && record.status == .failed && record.change?.changedPixels == 12)
    #expect(record.change?.maxChannelDifference == 0x8C - 0x73)

    let tolerant = ScreenSnapshotting<Screenshot>.image(options: .pixelmatchDefaults)
    #expect(package.verify(after, as: tolerant, settings: package.settings()) == nil)
    let passed = try package.resultRecord("card.default.png")
    #expect(passed.status == .passed && passed.passedWithinTolerance)
    #expect(passed.toleratedBy == "pixelmatch threshold 0.1, anti-aliasing ignored")
    let note = try #require(passed.note)
    #expect(note.contains("passed only within the test's tolerance (pixelmatch threshold 0.1, anti-aliasing ignored)"))
    #expect(note.contains("12 pixels changed"))
  }

  @Test func aOneStepChangePassesWithAThresholdOrABudget() throws {
    let package = try TestPackage()
    let before = try Screens.card(boxColor: RGBAColor(hex: 0x3366CC))
    let after = try Screens.card(boxColor: RGBAColor(hex: 0x3366CD))
    _ = try check(before, after, in: package)
    let byThreshold = ScreenSnapshotting<Screenshot>.image(options: ImageSnapshotOptions(threshold: 0.01))
    #expect(package.verify(after, as: byThreshold, settings: package.settings()) == nil)
    let byBudget = ScreenSnapshotting<Screenshot>.image(options: ImageSnapshotOptions(maxDiffPixels: 12))
    #expect(package.verify(after, as: byBudget, settings: package.settings()) == nil)
    #expect(try package.resultRecord("card.default.png").toleratedBy == "any changed pixel, at most 12 pixels")
    let tooSmall = ScreenSnapshotting<Screenshot>.image(options: ImageSnapshotOptions(maxDiffPixels: 11))
    #expect(package.verify(after, as: tooSmall, settings: package.settings()) != nil)
  }

  @Test func anAntialiasingOnlyChangeFailsByDefaultAndPassesWhenAntialiasingIsIgnored() throws {
    let package = try TestPackage()
    let (message, record) = try check(try Self.edge(gray: 128), try Self.edge(gray: 100), in: package)
    #expect(message != nil && record.status == .failed)
    #expect(record.change?.changedPixels == 12 && record.change?.pixelmatchDefaultCount == 0)

    // Threshold 0: every colour change counts, except the pixels pixelmatch detects as anti-aliasing.
    let ignoringAA = ScreenSnapshotting<Screenshot>.image(
      options: ImageSnapshotOptions(threshold: 0, ignoringAntialiasing: true))
    #expect(package.verify(try Self.edge(gray: 100), as: ignoringAA, settings: package.settings()) == nil)
    #expect(try package.resultRecord("card.default.png").passedWithinTolerance)
    // The same threshold counting anti-aliasing fails.
    let countingAA = ScreenSnapshotting<Screenshot>.image(options: ImageSnapshotOptions(threshold: 0))
    #expect(package.verify(try Self.edge(gray: 100), as: countingAA, settings: package.settings()) != nil)
  }

  @Test func aScopeSetsTheToleranceOfEveryStrategyInsideIt() throws {
    let package = try TestPackage()
    let before = try Screens.card(boxColor: RGBAColor(hex: 0x3366CC))
    let after = try Screens.card(boxColor: RGBAColor(hex: 0x3366CD))
    _ = try check(before, after, in: package)
    let passed = withImageSnapshotOptions(.pixelmatchDefaults) {
      package.verify(after, settings: package.settings())
    }
    #expect(passed == nil)
    // Outside the scope the check is exact again, and an explicit option wins over the scope.
    #expect(package.verify(after, settings: package.settings()) != nil)
    let explicit = withImageSnapshotOptions(.pixelmatchDefaults) {
      package.verify(after, as: .image(options: .exact), settings: package.settings())
    }
    #expect(explicit != nil)
  }

  @Test func optionsAreNamedAfterWhatTheyDo() {
    #expect(ImageSnapshotOptions() == .exact)
    #expect(!ImageSnapshotOptions.exact.toleratesChanges)
    #expect(!ImageSnapshotOptions(masks: [.node("a")]).toleratesChanges)
    #expect(ImageSnapshotOptions(threshold: 0.1).rule == .perceptual(DiffOptions(threshold: 0.1, includeAA: true)))
    #expect(ImageSnapshotOptions(threshold: 0.1, ignoringAntialiasing: true).rule == .pixelmatch)
    #expect(ImageSnapshotOptions(maxDiffPixelRatio: 0.01).toleratesChanges)
    #expect(ImageSnapshotOptions.scoped == .exact)
  }

  /// A 16×12 screen: black on the left, white on the right, and a one-pixel column of `gray` between
  /// them, which pixelmatch detects as anti-aliasing.
  static func edge(gray: UInt8) throws -> Screenshot {
    var bitmap = try Bitmap(width: 16, height: 12, fill: .white)
    for row in 0..<12 {
      for column in 0..<8 {
        let index = (row * 16 + column) * 4
        bitmap.pixels[index] = 0
        bitmap.pixels[index + 1] = 0
        bitmap.pixels[index + 2] = 0
      }
      let index = (row * 16 + 8) * 4
      bitmap.pixels[index] = gray
      bitmap.pixels[index + 1] = gray
      bitmap.pixels[index + 2] = gray
    }
    return Screenshot(bitmap: bitmap)
  }
}
