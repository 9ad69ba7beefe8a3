import Foundation
import KagamiDiff
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

  /// The change causes of a run with `groups` groups: three quarters of the failures share the
  /// first, a fifth the second, the rest the third (as in the sample app's accent experiment).
  static func cause(of index: Int, groups: Int) -> ChangeCause? {
    guard groups > 0 else { return nil }
    let slot = index % 20
    let group = min(groups - 1, slot < 15 ? 0 : slot < 19 ? 1 : 2 + index % max(1, groups - 2))
    let key = "colour #0a84ff\(String(format: "%02x", 255 - group)) → #ff2d55ff"
    return ChangeCause(kind: .layout, key: key, summary: key)
  }

  /// A failure message as long as KagamiTesting's: the explanation, counts, advice and artifact paths.
  static func message(id: String, artifacts: URL, pixels: Int) -> String {
    """
    Snapshots/\(id): snapshot does not match the reference.
    \(pixels / 10) pixels (ratio 0.10 of all image pixels) are different. Compared with any changed pixel.
    \(pixels / 10) pixels changed (largest channel difference 25 of 255) within x,y 0,0 size 130x282; \
    pixelmatch's default threshold (0.1, anti-aliasing ignored) would count 0 of them.
    Kagami compares exactly by default. If changes this small are expected (a baseline from another FreeType, \
    say), opt into a tolerance: .image(…, options: ImageSnapshotOptions(threshold: 0.1, ignoringAntialiasing: true)).
    Artifacts:
      \(artifacts.appendingPathComponent(id).path).reference.png
      \(artifacts.appendingPathComponent(id).path).diff.png
      \(artifacts.appendingPathComponent(id).path).actual.png
    """
  }

  /// Writes the package into a new temporary folder; with `groups` > 0 the failures carry change
  /// causes that form that many groups.
  static func generate(count: Int, groups: Int = 0) throws -> ReviewRunGenerator {
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
        status: .failed, recordMode: "never", recorded: false,
        message: Self.message(id: id, artifacts: generator.artifacts, pixels: pixels),
        width: reference.width, height: reference.height, mismatchedPixels: pixels / 10, totalPixels: pixels,
        actualHash: actual.pixelHash.hex, fingerprint: fingerprint, baselineFingerprint: fingerprint,
        cause: Self.cause(of: index, groups: groups),
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
