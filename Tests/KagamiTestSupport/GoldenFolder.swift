// KagamiTestSupport: helpers the harness's own test targets share (one copy, not one per target).
import Foundation
import KagamiImage
import Testing

/// Golden PNGs in a test target's `Goldens/` folder, compared pixel for pixel (decoded pixels, never
/// file bytes). `KAGAMI_RECORD_GOLDENS=1` writes the golden instead and fails the test, so that a
/// recording run never passes by accident; on a mismatch the actual image goes to
/// `.build/kagami/<artifacts>/` and the message names the first differing pixel.
public struct GoldenFolder: Sendable {
  /// Where the goldens are.
  public let folder: URL
  /// Where actual images of mismatches are written.
  public let actualFolder: URL

  /// The `Goldens/` folder beside `filePath` (pass `#filePath`); mismatches go to `.build/kagami/<artifacts>/`.
  public init(besides filePath: String, artifacts: String) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    folder = directory.appendingPathComponent("Goldens")
    actualFolder = directory.appendingPathComponent("../../.build/kagami/\(artifacts)").standardized
  }

  /// True when this run records goldens.
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["KAGAMI_RECORD_GOLDENS"] == "1" }

  /// Checks `bitmap` against the golden `name.png` (or records it), reporting any difference.
  public func check(_ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = folder.appendingPathComponent("\(name).png")
    if Self.isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try PNGCodec.encode(bitmap).write(to: url, options: .atomic)
      Issue.record(
        "recorded golden \(url.path); run again without KAGAMI_RECORD_GOLDENS", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record("no golden at \(url.path); record it with KAGAMI_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
      return
    }
    let golden = try PNGCodec.decode(data)
    guard golden.width == bitmap.width, golden.height == bitmap.height else {
      Issue.record(
        "\(name): size \(bitmap.width)x\(bitmap.height) differs from the golden's \(golden.width)x\(golden.height)",
        sourceLocation: sourceLocation)
      return
    }
    guard golden.pixels != bitmap.pixels else { return }
    let differing = stride(from: 0, to: golden.pixels.count, by: 4).filter {
      golden.pixels[$0..<($0 + 4)] != bitmap.pixels[$0..<($0 + 4)]
    }
    try? FileManager.default.createDirectory(at: actualFolder, withIntermediateDirectories: true)
    let actual = actualFolder.appendingPathComponent("\(name).png")
    try? PNGCodec.encode(bitmap, options: .fast).write(to: actual, options: .atomic)
    let first = differing[0] / 4
    let (x, y) = (first % bitmap.width, first / bitmap.width)
    let message =
      "\(name): \(differing.count) pixels differ from the golden (first at x \(x), y \(y): \(bitmap[x, y]) vs "
      + "\(golden[x, y])); actual image at \(actual.path)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
