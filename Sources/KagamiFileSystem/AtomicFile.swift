// KagamiFileSystem: the one way Kagami writes into a user's repository and artifacts folder.
// Design rules: readers (and parallel test processes) see the old file or the whole new one, never a
// torn one: a uniquely named temporary file written with write(2), then rename(2). No fsync: a killed
// process never leaves a torn file, and every file here can be produced again (baselines by accepting
// or recording, artifacts by running); Foundation's `Data.write` syncs each file to disk, which made
// accepting 2,000 baselines take 13 s. The temporary file lives in a staging folder when the caller
// names one (so that a process killed mid-write leaves nothing in `Snapshots/`), else beside the
// target; an unchanged file is left alone when asked; every error names the file and says why in a
// sentence. No other dependency.
import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

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

  /// Writes `data` to a temporary file, then renames it over `url`; with `createFolder`, creates the
  /// folder first. The temporary file goes into `staging` when given (created if missing; it must be on
  /// the same file system, else the file beside `url` is used), so that a process killed between the
  /// two steps leaves its temporary file there and never in `url`'s folder.
  public static func write(
    _ data: Data, to url: URL, createFolder: Bool = true, staging: URL? = nil
  ) throws(Failure) {
    let folder = url.deletingLastPathComponent()
    if createFolder {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw Failure(path: url.path, reason: "cannot create folder \(folder.path): \(reason(error, folder: folder))")
      }
    }
    let name = ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp"
    if let staging, (try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)) != nil {
      let temporary = staging.appendingPathComponent(name)
      if writeNew(data, to: temporary.path) == nil, rename(temporary.path, url.path) == 0 { return }
      // Another file system (EXDEV), a full or read-only staging folder, a missing or read-only target
      // folder: the write is tried beside the target, whose error (if any) names the real reason.
      try? FileManager.default.removeItem(at: temporary)
    }
    let temporary = folder.appendingPathComponent(name)
    if let code = writeNew(data, to: temporary.path) {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: url.path, reason: reason(code, folder: folder))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let text = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: url.path, reason: "cannot rename into place: \(text)")
    }
  }

  /// The staging folder for writes into a package's `Snapshots/` and artifacts:
  /// `<root>/.build/kagami/staging`, on the package's file system.
  public static func stagingFolder(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/kagami/staging", isDirectory: true)
  }

  /// Writes like `write` unless `url` already holds exactly `data` (a passing check re-writes an
  /// identical result record, and a generator's unchanged output keeps its timestamp).
  public static func writeIfChanged(
    _ data: Data, to url: URL, createFolder: Bool = true, staging: URL? = nil
  ) throws(Failure) {
    if let existing = FileManager.default.contents(atPath: url.path), existing == data { return }
    try write(data, to: url, createFolder: createFolder, staging: staging)
  }

  /// Removes `url` if it exists; errors are ignored (stale artifacts only).
  public static func remove(_ url: URL) {
    remove(path: url.path)
  }

  /// Removes the file at `path` if there is one (errors are ignored).
  public static func remove(path: String) {
    _ = unlink(path)
  }

  /// Creates `path` (it must not exist) with mode 0666 less the umask and writes all of `data`;
  /// returns the errno of the first failure, or nil.
  static func writeNew(_ data: Data, to path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var failure: Int32?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += count
      }
    }
    // close(2) can report a deferred write error (NFS, quotas).
    if close(descriptor) != 0, failure == nil { failure = errno }
    return failure
  }

  private static func reason(_ error: any Error, folder: URL) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return reason(underlying.code.rawValue, folder: folder)
    }
    return reason(nil, folder: folder) ?? (error as NSError).localizedDescription
  }

  private static func reason(_ code: Int32, folder: URL) -> String {
    reason(Optional(code), folder: folder) ?? String(cString: strerror(code))
  }

  /// "folder … does not exist" or "… is not a folder" when the folder is the problem, else
  /// `strerror(code)` (nil without a code).
  private static func reason(_ code: Int32?, folder: URL) -> String? {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
      return "folder \(folder.path) does not exist"
    }
    if !isDirectory.boolValue { return "\(folder.path) is not a folder" }
    return code.map { String(cString: strerror($0)) }
  }
}
