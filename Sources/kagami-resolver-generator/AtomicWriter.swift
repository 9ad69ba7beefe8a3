import Foundation

/// Writes files atomically (a temporary file beside the target, then a rename), and leaves an
/// unchanged file alone so that its timestamp does not trigger needless rebuilds.
enum AtomicWriter {
  /// Writes `data` to `url` unless the file already holds exactly those bytes.
  static func write(_ data: Data, to url: URL) throws {
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
