import Foundation
import KagamiDiff
import KagamiImage

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kagami-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `image` as a PNG named `name` and returns its path.
  @discardableResult
  func writePNG(_ image: Bitmap, _ name: String) throws -> String {
    let bitmap = try Bitmap(width: image.width, height: image.height, pixels: image.pixels)
    try PNGCodec.encode(bitmap).write(to: url.appendingPathComponent(name))
    return path(name)
  }

  /// Names of the files in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
