import Foundation

/// Writes files so that readers see the old file or the whole new one, never a torn one.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, then renames it over `path`.
  public static func write(_ data: Data, to path: String) throws(CommandFailure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw CommandFailure("cannot write \(path): \(Self.reason(error, folder: folder.path))")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CommandFailure("cannot write \(path): \(reason)")
    }
  }

  private static func reason(_ error: any Error, folder: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "folder \(folder) does not exist"
    }
    if !isDirectory.boolValue { return "\(folder) is not a folder" }
    return error.localizedDescription
  }
}
