import Foundation
import KagamiImage
import KagamiResults

/// A generated package whose last run failed `count` image snapshots, as KagamiTesting leaves them:
/// baselines in `Snapshots/`, reference, actual and diff PNGs and a result record per snapshot in the
/// artifacts folder. Targets, suites, devices, schemes and locales vary so that every filter of the
/// report has work to do.
struct ReviewRunGenerator {
  let root: URL
  var artifacts: URL { root.appendingPathComponent(".build/kagami/artifacts") }

  static let devices = ["iPhone15", "iPhoneSE", "iPadPro"]
  static let schemes = ["light", "dark"]
  static let locales = ["en", "ja"]
  static let fingerprint = SnapshotFingerprint(
    kagami: "bench", fonts: "bench", freeType: "bench", harfBuzz: "bench", libpng: "bench")

  /// Writes the package into a new temporary folder.
  static func generate(count: Int) throws -> ReviewRunGenerator {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-review-scale-\(UUID().uuidString)")
    let generator = ReviewRunGenerator(root: root)
    let reference = try Self.card(
      RGBAColor(red: 240, green: 240, blue: 245), accent: RGBAColor(red: 10, green: 132, blue: 255))
    let actual = try Self.card(
      RGBAColor(red: 240, green: 240, blue: 245), accent: RGBAColor(red: 255, green: 45, blue: 85))
    let diff = try Self.card(RGBAColor(red: 255, green: 255, blue: 255), accent: RGBAColor(red: 255, green: 0, blue: 0))
    let baselineBytes = try PNGCodec.encode(
      reference, text: BaselineChunks.chunks(hash: reference.pixelHash, fingerprint: fingerprint))
    let referenceBytes = try PNGCodec.encode(reference, options: .fast)
    let actualBytes = try PNGCodec.encode(actual, options: .fast)
    let diffBytes = try PNGCodec.encode(diff, options: .fast)
    for index in 0..<count {
      let target = "Feature\(index % 20)Tests"
      let suite = "Screen\(index / 20 % 25)Tests"
      let variant = [
        devices[index % devices.count], schemes[index / 3 % schemes.count], locales[index / 6 % locales.count],
      ].joined(separator: ".")
      let test = "state\(index)"
      let id = "\(target)/\(suite)/\(test).\(variant).png"
      try generator.write("Snapshots/\(id)", baselineBytes)
      try generator.write(".build/kagami/artifacts/\(id).reference.png", referenceBytes)
      try generator.write(".build/kagami/artifacts/\(id).actual.png", actualBytes)
      try generator.write(".build/kagami/artifacts/\(id).diff.png", diffBytes)
      let pixels = reference.width * reference.height
      let record = SnapshotResultRecord(
        testTarget: target, suite: suite, test: test, variant: variant, format: "image", file: "Snapshots/\(id)",
        status: .failed, recordMode: "never", recorded: false, message: "\(pixels / 10) of \(pixels) pixels differ",
        width: reference.width, height: reference.height, mismatchedPixels: pixels / 10, totalPixels: pixels,
        actualHash: actual.pixelHash.hex, fingerprint: fingerprint, baselineFingerprint: fingerprint,
        artifacts: ["\(id).reference.png", "\(id).actual.png", "\(id).diff.png"])
      try generator.write(".build/kagami/artifacts/\(id).json", record.encoded())
    }
    return generator
  }

  /// A 130 × 282 card: a background, a header bar and a button in `accent`.
  static func card(_ background: RGBAColor, accent: RGBAColor) throws -> Bitmap {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(130 * 282 * 4)
    for y in 0..<282 {
      for x in 0..<130 {
        let color = (y < 40) || (y > 230 && y < 260 && x > 15 && x < 115) ? accent : background
        pixels += [color.red, color.green, color.blue, color.alpha]
      }
    }
    return try Bitmap(width: 130, height: 282, pixels: pixels)
  }

  /// Writes `data` at `path` below the root, creating folders.
  func write(_ path: String, _ data: Data) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Removes the package.
  func remove() { try? FileManager.default.removeItem(at: root) }
}
