// KagamiFileSystem: the one way Kagami writes into a user's repository and artifacts folder.
// Design rules: readers (and parallel test processes) see the old file or the whole new one, never a
// torn one: a uniquely named temporary file beside the target, then rename(2); an unchanged file is
// left alone when asked; every error names the file and says why in a sentence. No other dependency.
import Foundation

/// Atomic file writes.
public enum AtomicFile {
  /// Why a write failed: the file and the reason ("folder /x does not exist", "Permission denied").
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// Why, in a few words.
    public var reason: String

    /// "cannot write <path>: <reason>".
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to a temporary file beside `url`, then renames it over `url`; with
  /// `createFolder`, creates the folder first.
  public static func write(_ data: Data, to url: URL, createFolder: Bool = true) throws(Failure) {
    let folder = url.deletingLastPathComponent()
    if createFolder {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw Failure(path: url.path, reason: "cannot create folder \(folder.path): \(reason(error, folder: folder))")
      }
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw Failure(path: url.path, reason: reason(error, folder: folder))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let text = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: url.path, reason: "cannot rename into place: \(text)")
    }
  }

  /// Writes like `write` unless `url` already holds exactly `data` (a passing check re-writes an
  /// identical result record, and a generator's unchanged output keeps its timestamp).
  public static func writeIfChanged(_ data: Data, to url: URL, createFolder: Bool = true) throws(Failure) {
    if let existing = FileManager.default.contents(atPath: url.path), existing == data { return }
    try write(data, to: url, createFolder: createFolder)
  }

  /// Removes `url` if it exists; errors are ignored (stale artifacts only).
  public static func remove(_ url: URL) {
    _ = unlink(url.path)
  }

  private static func reason(_ error: any Error, folder: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
      return "folder \(folder.path) does not exist"
    }
    if !isDirectory.boolValue { return "\(folder.path) is not a folder" }
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
