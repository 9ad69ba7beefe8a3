import Foundation
import KagamiImage
import Testing

@testable import KagamiDiff

@Suite("pixelmatch 7.2 conformance")
struct PixelmatchConformanceTests {
  @Test("defaults equal the suite's pixelmatch defaults")
  func defaults() throws {
    let expected = try ConformanceSuite.load().defaults
    let options = DiffOptions.pixelmatch
    #expect(options.threshold == expected.threshold)
    #expect(options.includeAA == expected.includeAA)
    #expect(options.alpha == expected.alpha)
    #expect(options.aaColor == ConformanceSuite.CaseOptions.color(expected.aaColor))
    #expect(options.diffColor == ConformanceSuite.CaseOptions.color(expected.diffColor))
    #expect(options.diffColorAlt == expected.diffColorAlt.map(ConformanceSuite.CaseOptions.color))
    #expect(options.diffMask == expected.diffMask)
    #expect(options.checkerboard == expected.checkerboard)
  }

  @Test(
    "every image case: mismatch count with and without a diff image, diff image pixel for pixel")
  func imageCases() throws {
    let suite = try ConformanceSuite.load()
    #expect(suite.cases.count == 12)
    for testCase in suite.cases {
      let first = try ConformanceSuite.image(testCase.a)
      let second = try ConformanceSuite.image(testCase.b)
      let expectedDiff = try ConformanceSuite.image(testCase.diff)
      let options = testCase.options.diffOptions
      let (mismatched, image) = try Pixelmatch.diff(first, second, options: options)
      let counted = try Pixelmatch.count(first, second, options: options)
      #expect(mismatched == testCase.mismatched, "\(testCase): mismatch count")
      #expect(counted == testCase.mismatched, "\(testCase): mismatch count without a diff image")
      #expect(
        image.width == expectedDiff.width && image.height == expectedDiff.height,
        "\(testCase): diff size")
      let wrong = Self.differingPixels(image, expectedDiff)
      let firstWrong = wrong.first ?? "-"
      #expect(wrong.count == 0, "\(testCase): diff pixels differ, first \(firstWrong)")
    }
  }

  @Test("every synthetic pixel case")
  func pixelCases() throws {
    let suite = try ConformanceSuite.load()
    #expect(suite.pixel_cases.count == 2)
    for testCase in suite.pixel_cases {
      let first = try Bitmap(
        width: testCase.width, height: testCase.height, pixels: testCase.a_rgba)
      let second = try Bitmap(
        width: testCase.width, height: testCase.height, pixels: testCase.b_rgba)
      let mismatched = try Pixelmatch.count(first, second, options: testCase.options.diffOptions)
      #expect(mismatched == testCase.mismatched, "\(testCase.options)")
    }
  }

  @Test("a diff of the changed region only counts and marks what the whole image's diff does there")
  func changedRegionCases() throws {
    let suite = try ConformanceSuite.load()
    var compared = 0
    for testCase in suite.cases {
      let first = try ConformanceSuite.image(testCase.a)
      let second = try ConformanceSuite.image(testCase.b)
      guard let bounds = ImageDiff.scan(first, second).bounds else { continue }
      var options = testCase.options.diffOptions
      options.diffMask = true
      let whole = try Pixelmatch.diff(first, second, options: options)
      let region = try Pixelmatch.diff(first, second, options: options, region: bounds)
      #expect(region.mismatched == whole.mismatched, "\(testCase): count")
      #expect(region.image.width == bounds.width && region.image.height == bounds.height, "\(testCase): size")
      let cropped = try Self.crop(whole.image, to: bounds)
      #expect(Self.differingPixels(region.image, cropped).isEmpty, "\(testCase): marks")
      compared += 1
    }
    #expect(compared >= 10)
    let image = try ConformanceSuite.image(suite.cases[0].a)
    #expect(throws: DiffError.self) {
      try Pixelmatch.diff(
        image, image, options: .pixelmatch, region: PixelRect(x: 1, y: 0, width: image.width, height: 1))
    }
  }

  /// The pixels of `image` inside `rect`.
  static func crop(_ image: Bitmap, to rect: PixelRect) throws -> Bitmap {
    var pixels: [UInt8] = []
    for row in rect.y..<(rect.y + rect.height) {
      let start = (row * image.width + rect.x) * 4
      pixels += image.pixels[start..<(start + rect.width * 4)]
    }
    return try Bitmap(width: rect.width, height: rect.height, pixels: pixels)
  }

  @Test("buffers whose length is not width*height*4 are errors, not counts")
  func badLengths() {
    let pixels = [UInt8](repeating: 0, count: 12)
    #expect(throws: DiffError.self) {
      try pixels.withUnsafeBufferPointer { buffer in
        try Pixelmatch.compare(buffer, buffer, output: nil, width: 2, height: 2)
      }
    }
    let shorter = [UInt8](repeating: 0, count: 8)
    #expect(throws: DiffError.self) {
      try pixels.withUnsafeBufferPointer { a in
        try shorter.withUnsafeBufferPointer { b in
          try Pixelmatch.compare(a, b, output: nil, width: 3, height: 1)
        }
      }
    }
  }

  /// The (x, y) of every pixel whose four bytes differ.
  static func differingPixels(_ lhs: Bitmap, _ rhs: Bitmap) -> [String] {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return ["size"] }
    var result: [String] = []
    for index in 0..<lhs.pixelCount {
      let bytes = index * 4..<index * 4 + 4
      guard lhs.pixels[bytes] != rhs.pixels[bytes] else { continue }
      let (x, y) = (index % lhs.width, index / lhs.width)
      result.append("(\(x), \(y)) got \(Array(lhs.pixels[bytes])) want \(Array(rhs.pixels[bytes]))")
    }
    return result
  }
}
