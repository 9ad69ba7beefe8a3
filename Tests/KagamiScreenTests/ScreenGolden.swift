import Foundation
import KagamiRaster
import Testing

/// Compares a rendered screen with a committed golden PNG in `Goldens/`, pixel for pixel (decoded
/// pixels, never file bytes). `KAGAMI_RECORD_GOLDENS=1` writes the golden instead and fails the
/// test, so a recording run never passes by accident; on a mismatch the actual image goes to
/// `.build/kagami/screen-goldens/`.
enum ScreenGolden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  static var isRecording: Bool { ProcessInfo.processInfo.environment["KAGAMI_RECORD_GOLDENS"] == "1" }

  static func check(_ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = folder.appendingPathComponent("\(name).png")
    if isRecording {
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
    let actualFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../.build/kagami/screen-goldens").standardized
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
