import Foundation

/// Writes files so that readers (and parallel test processes) see the old file or the whole new one,
/// never a torn one: a uniquely named temporary file beside the target, then `rename(2)`.
enum AtomicWriter {
  /// Creates the folder if needed, writes `data` to a temporary file beside `url`, renames it over `url`.
  static func write(_ data: Data, to url: URL) throws(SnapshotError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .io(path: url.path, reason: "cannot create folder \(folder.path): \(reason(error))")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw .io(path: url.path, reason: "cannot write: \(reason(error))")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .io(path: url.path, reason: "cannot rename into place: \(reason)")
    }
  }

  /// Writes like `write` unless `url` already holds exactly `data`: a passing check re-writes an
  /// identical result record, and replacing a file by rename costs milliseconds on ext4.
  static func writeIfChanged(_ data: Data, to url: URL) throws(SnapshotError) {
    if let existing = try? Data(contentsOf: url), existing == data { return }
    try write(data, to: url)
  }

  /// Removes `url` if it exists; errors are ignored (stale artifacts only).
  static func remove(_ url: URL) {
    _ = unlink(url.path)
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
