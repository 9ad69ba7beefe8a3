import KagamiDiff
import KagamiImage
import Testing

@Suite("ImageDiff: the exact rule and the change summary")
struct ExactRuleTests {
  /// A 10×10 opaque grey image (128) with the pixels at `changes` set to the given RGBA values.
  static func image(_ changes: [(x: Int, y: Int, rgba: [UInt8])] = []) throws -> Bitmap {
    var image = try Bitmap(width: 10, height: 10, fill: RGBAColor(red: 128, green: 128, blue: 128, alpha: 255))
    for change in changes {
      let index = (change.y * 10 + change.x) * 4
      for channel in 0..<4 { image.pixels[index + channel] = change.rgba[channel] }
    }
    return image
  }

  @Test("the default rule counts every pixel whose bytes differ, alpha included")
  func everyChangeCounts() throws {
    let changed = try Self.image([
      (1, 2, [129, 128, 128, 255]), (7, 5, [128, 128, 128, 254]), (4, 8, [0, 128, 128, 255]),
    ])
    let result = try ImageDiff().compare(Self.image(), changed)
    #expect(result.mismatched == 3 && !result.passed)
    #expect(result.change.changedPixels == 3)
    #expect(result.change.maxChannelDifference == 128)
    #expect(result.change.bounds == PixelRect(x: 1, y: 2, width: 7, height: 7))
    // pixelmatch's default threshold counts only the large change.
    #expect(result.change.pixelmatchDefaultCount == 1)
    #expect(try ImageDiff(rule: .pixelmatch).compare(Self.image(), changed).mismatched == 1)
    #expect(try ImageDiff(options: .pixelmatch).compare(Self.image(), changed).mismatched == 1)
  }

  @Test("without drawing an image, the same counts")
  func countsWithoutDrawing() throws {
    let changed = try Self.image([(1, 2, [129, 128, 128, 255]), (4, 8, [0, 128, 128, 255])])
    let result = try ImageDiff().compare(Self.image(), changed, drawImage: false)
    #expect(result.image == nil && result.mismatched == 2 && result.change.pixelmatchDefaultCount == 1)
    let perceptual = try ImageDiff(rule: .perceptual(DiffOptions(threshold: 0.2))).compare(
      Self.image(), changed, drawImage: false)
    #expect(perceptual.change.changedPixels == 2 && perceptual.change.pixelmatchDefaultCount == 1)
  }

  @Test("the diff image marks sub-threshold changes blue and over-threshold ones red")
  func diffImageShowsEveryChange() throws {
    let changed = try Self.image([(1, 2, [129, 128, 128, 255]), (4, 8, [0, 128, 128, 255])])
    let image = try #require(try ImageDiff().compare(Self.image(), changed).image)
    #expect(image[1, 2] == RGBAColor(red: 0, green: 96, blue: 255, alpha: 255))
    #expect(image[4, 8] == RGBAColor(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(image[0, 0] != RGBAColor(red: 0, green: 96, blue: 255, alpha: 255))
    let custom = try #require(
      try ImageDiff(belowThresholdColor: RGBAColor(red: 0, green: 200, blue: 0)).compare(Self.image(), changed).image)
    #expect(custom[1, 2] == RGBAColor(red: 0, green: 200, blue: 0, alpha: 255))
  }

  @Test("identical images: an empty change; masked changes do not count")
  func identicalAndMasked() throws {
    let result = try ImageDiff().compare(Self.image(), Self.image(), drawImage: false)
    #expect(result.change == .none && result.passed)
    let changed = try Self.image([(1, 2, [0, 0, 0, 255])])
    let masked = try ImageDiff(masks: [.rect(x: 0, y: 0, width: 3, height: 3)]).compare(Self.image(), changed)
    #expect(masked.passed && masked.change.changedPixels == 0)
  }

  @Test("the change sentence names the count, the largest difference, the area and pixelmatch's count")
  func sentence() {
    let change = PixelChange(
      changedPixels: 3224, maxChannelDifference: 23, bounds: PixelRect(x: 0, y: 88, width: 390, height: 22),
      pixelmatchDefaultCount: 0)
    #expect(
      change.sentence
        == "3224 pixels changed (largest channel difference 23 of 255) within x,y 0,88 size 390x22; pixelmatch's "
        + "default threshold (0.1, anti-aliasing ignored) would count 0 of them.")
    #expect(PixelChange.none.sentence == "No pixel changed.")
  }
}
