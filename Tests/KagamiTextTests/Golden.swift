import Foundation
import KagamiRaster
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Golden PNG comparison on decoded pixels; `KAGAMI_RECORD_GOLDENS=1` records (and fails the test,
/// so a recording run never passes by accident).
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  static func verify(_ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name + ".png")
    if ProcessInfo.processInfo.environment["KAGAMI_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let temporary = directory.appendingPathComponent(".\(name).png.tmp")
      try PNGCodec.encode(bitmap).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        Issue.record("cannot rename \(temporary.path) to \(url.path)", sourceLocation: sourceLocation)
        return
      }
      Issue.record("recorded \(url.path); run again without KAGAMI_RECORD_GOLDENS", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record("no golden at \(url.path); record with KAGAMI_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
      return
    }
    let expected = try PNGCodec.decode(data)
    guard expected.width != bitmap.width || expected.height != bitmap.height || expected.pixels != bitmap.pixels
    else { return }
    let actual = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-text-\(name).png")
    try? PNGCodec.encode(bitmap).write(to: actual)
    var differing = 0
    if expected.width == bitmap.width && expected.height == bitmap.height {
      for index in stride(from: 0, to: bitmap.pixels.count, by: 4)
      where expected.pixels[index..<index + 4] != bitmap.pixels[index..<index + 4] {
        differing += 1
      }
    }
    let message =
      "\(name): \(bitmap.width)x\(bitmap.height) differs from golden \(expected.width)x\(expected.height) "
      + "(\(differing) pixels); actual written to \(actual.path)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
