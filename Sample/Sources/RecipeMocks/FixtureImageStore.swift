import Foundation
import KagamiImage
import RecipeCore

/// Decodes fixture PNGs into `Bitmap`s, once per path.
///
/// Unchecked Sendable: `cache` is only touched while holding `lock`; `stores` only under `storesLock`.
final class FixtureImageStore: @unchecked Sendable {
  /// The `Fixtures/Images` folder.
  let directory: URL
  private let lock = NSLock()
  private var cache: [String: Bitmap] = [:]

  /// A store over `directory`.
  init(directory: URL) { self.directory = directory }

  private static let storesLock = NSLock()
  nonisolated(unsafe) private static var stores: [String: FixtureImageStore] = [:]

  /// The process's one store over `directory` (decoded images never change, so sharing is safe).
  static func shared(directory: URL) -> FixtureImageStore {
    storesLock.withLock {
      if let store = stores[directory.standardizedFileURL.path] { return store }
      let store = FixtureImageStore(directory: directory)
      stores[directory.standardizedFileURL.path] = store
      return store
    }
  }

  /// The image at `path` (relative to the folder); `ImageError.missing` / `.corrupt` name the full path.
  func image(at path: String) throws -> Bitmap {
    if let cached = lock.withLock({ cache[path] }) { return cached }
    let url = directory.appendingPathComponent(path)
    guard !path.split(separator: "/").contains(".."), let data = FileManager.default.contents(atPath: url.path)
    else { throw ImageError.missing(path: url.path) }
    let image: Bitmap
    do {
      let bitmap = try PNGCodec.decode(data)
      image = bitmap
    } catch {
      throw ImageError.corrupt(path: url.path, reason: "\(error)")
    }
    // Two threads may decode the same path at once: the first stored decode wins, so every caller
    // gets the same pixel storage.
    return lock.withLock {
      if let stored = cache[path] { return stored }
      cache[path] = image
      return image
    }
  }
}
