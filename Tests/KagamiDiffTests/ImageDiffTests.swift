import KagamiDiff
import KagamiImage
import Testing

@Suite("ImageDiff: budgets, masks, sizes")
struct ImageDiffTests {
  /// A 10×10 opaque white image with `changed` black pixels at the start of the rows.
  static func image(changed: Int = 0, width: Int = 10, height: Int = 10) throws -> Bitmap {
    var image = try Bitmap(width: width, height: height, fill: RGBAColor(red: 255, green: 255, blue: 255, alpha: 255))
    for index in 0..<changed {
      image.pixels[index * 4] = 0
      image.pixels[index * 4 + 1] = 0
      image.pixels[index * 4 + 2] = 0
    }
    return image
  }

  @Test("identical images: no mismatch, passes, grey diff image")
  func identical() throws {
    let result = try ImageDiff().compare(Self.image(), Self.image())
    #expect(result.mismatched == 0)
    #expect(result.passed)
    #expect(result.failureMessage == "")
    let image = try #require(result.image)
    #expect(image[3, 3] == RGBAColor(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test("exact budget fails on one pixel, with Playwright's wording")
  func exactBudget() throws {
    let result = try ImageDiff().compare(Self.image(), Self.image(changed: 7))
    #expect(result.mismatched == 7)
    #expect(result.total == 100)
    #expect(!result.passed)
    #expect(result.failureMessage == "7 pixels (ratio 0.07 of all image pixels) are different.")
    let image = try #require(result.image)
    #expect(image[0, 0] == RGBAColor(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test("maxDiffPixels: at the limit passes, one over fails")
  func maxDiffPixels() throws {
    let diff = ImageDiff(budget: DiffBudget(maxDiffPixels: 7))
    #expect(try diff.compare(Self.image(), Self.image(changed: 7)).passed)
    #expect(try !diff.compare(Self.image(), Self.image(changed: 8)).passed)
  }

  @Test("maxDiffPixelRatio, and the smaller allowance wins when both are set")
  func ratioBudget() throws {
    let ratio = ImageDiff(budget: DiffBudget(maxDiffPixelRatio: 0.05))
    #expect(try ratio.compare(Self.image(), Self.image(changed: 5)).passed)
    #expect(try !ratio.compare(Self.image(), Self.image(changed: 6)).passed)
    let both = ImageDiff(budget: DiffBudget(maxDiffPixels: 3, maxDiffPixelRatio: 0.05))
    #expect(try both.compare(Self.image(), Self.image(changed: 3)).passed)
    #expect(try !both.compare(Self.image(), Self.image(changed: 4)).passed)
    #expect(DiffBudget(maxDiffPixels: 30, maxDiffPixelRatio: 0.05).allowedPixels(total: 100) == 5)
  }

  @Test("bad budgets and options are errors")
  func badBudgets() throws {
    #expect(throws: DiffError.self) {
      try ImageDiff(budget: DiffBudget(maxDiffPixels: -1)).compare(Self.image(), Self.image())
    }
    #expect(throws: DiffError.self) {
      try ImageDiff(budget: DiffBudget(maxDiffPixelRatio: 1.5)).compare(Self.image(), Self.image())
    }
    #expect(throws: DiffError.self) {
      try ImageDiff(options: DiffOptions(threshold: .nan)).compare(Self.image(), Self.image())
    }
  }

  @Test("a rectangle mask hides the changed pixels; a mask elsewhere does not")
  func rectMask() throws {
    let covering = ImageDiff(masks: [.rect(x: 0, y: 0, width: 7, height: 1)])
    let result = try covering.compare(Self.image(), Self.image(changed: 7))
    #expect(result.mismatched == 0)
    #expect(result.passed)
    let elsewhere = ImageDiff(masks: [.rect(x: 0, y: 5, width: 10, height: 5)])
    #expect(try elsewhere.compare(Self.image(), Self.image(changed: 7)).mismatched == 7)
    let partly = ImageDiff(masks: [.rect(x: 3, y: -4, width: 100, height: 5)])
    #expect(try partly.compare(Self.image(), Self.image(changed: 7)).mismatched == 3)
  }

  @Test("masks by node id use the caller's named regions; an unknown id is an error naming it")
  func nodeMask() throws {
    let regions = [
      NamedRegion(name: "Card#timestamp", rect: PixelRect(x: 0, y: 0, width: 4, height: 1)),
      NamedRegion(name: "Card#avatar", rect: PixelRect(x: 8, y: 8, width: 2, height: 2)),
      NamedRegion(name: "Card#timestamp", rect: PixelRect(x: 4, y: 0, width: 2, height: 1)),
    ]
    let diff = ImageDiff(masks: [.node("Card#timestamp")], regions: regions)
    #expect(try diff.compare(Self.image(), Self.image(changed: 7)).mismatched == 1)
    let unknown = ImageDiff(masks: [.node("Card#title")], regions: regions)
    #expect(throws: DiffError.unknownMaskNode("Card#title")) {
      try unknown.compare(Self.image(), Self.image())
    }
    #expect(DiffError.unknownMaskNode("Card#title").description.contains("Card#title"))
  }

  @Test("different sizes are a clear error, not a count")
  func sizeMismatch() throws {
    let error = DiffError.sizeMismatch(
      expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 12)
    #expect(throws: error) { try ImageDiff().compare(Self.image(), Self.image(height: 12)) }
    #expect(throws: error) { try Pixelmatch.count(Self.image(), Self.image(height: 12)) }
    #expect(error.description == "image sizes differ: expected 10x10, actual 10x12")
  }

  @Test("pixel buffers of the wrong length are rejected")
  func badPixelData() {
    #expect(throws: RasterError.self) { try Bitmap(width: 2, height: 2, pixels: [0, 0, 0]) }
    #expect(throws: RasterError.self) { try Bitmap(width: 0, height: 2, pixels: []) }
  }

  @Test("diffColorAlt marks pixels that got darker; diffMask leaves the rest transparent")
  func colorsAndMask() throws {
    let options = DiffOptions(diffColorAlt: RGBAColor(red: 0, green: 255, blue: 0), diffMask: true)
    let (mismatched, image) = try Pixelmatch.diff(
      Self.image(), Self.image(changed: 2), options: options)
    #expect(mismatched == 2)
    #expect(image[0, 0] == RGBAColor(red: 0, green: 255, blue: 0, alpha: 255))
    #expect(image[5, 5] == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    let (_, reversed) = try Pixelmatch.diff(Self.image(changed: 2), Self.image(), options: options)
    #expect(reversed[1, 0] == RGBAColor(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test("a change in the last row and column of a wide image is found (row skipping stays correct)")
  func rowSkipping() throws {
    let first = try Self.image(width: 301, height: 7)
    var second = first
    let last = (first.pixelCount - 1) * 4
    second.pixels[last] = 0
    #expect(try Pixelmatch.count(first, second, options: DiffOptions(includeAA: true)) == 1)
    var third = first
    third.pixels[(3 * 301 + 150) * 4 + 1] = 0
    #expect(try Pixelmatch.count(first, third, options: DiffOptions(includeAA: true)) == 1)
  }
}
