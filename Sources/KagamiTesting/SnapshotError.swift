/// Why a snapshot could not be checked; each message names the file at fault.
public enum SnapshotError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No `Package.swift` above the test file.
  case noPackageRoot(String)
  /// A file could not be read or written.
  case io(path: String, reason: String)
  /// A baseline is not a valid PNG or text file.
  case corruptBaseline(path: String, reason: String)

  /// A one-line message naming the file.
  public var description: String {
    switch self {
    case .noPackageRoot(let file): return "no Package.swift found in any folder above \(file)"
    case .io(let path, let reason): return "\(path): \(reason)"
    case .corruptBaseline(let path, let reason): return "corrupt baseline \(path): \(reason)"
    }
  }
}
