import Foundation

/// A relative path that stays inside its root folder: no absolute path, no `.` or `..` segment, no
/// empty segment, no backslash or NUL, and (when resolved) no symbolic link leading out of the root.
/// `kagami accept` and `kagami review` check every baseline, artifact and asset path with it before
/// reading or writing anything.
public struct ContainedPath: Equatable, Sendable {
  /// The segments, each non-empty and neither `.` nor `..`.
  public let segments: [String]

  /// Why a path was refused.
  public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why, in a few words.
    public var reason: String

    /// "'<path>' <reason>".
    public var description: String { "'\(path)' \(reason)" }
  }

  /// Checks `path` (already percent-decoded), refusing anything that could name a file outside a root.
  public init(_ path: String) throws(Refusal) {
    guard !path.isEmpty else { throw Refusal(path: path, reason: "is empty") }
    guard !path.hasPrefix("/") else { throw Refusal(path: path, reason: "is absolute") }
    guard !path.contains("\\"), !path.contains("\0") else {
      throw Refusal(path: path, reason: "holds a backslash or a NUL character")
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    for part in parts {
      if part.isEmpty { throw Refusal(path: path, reason: "has an empty segment") }
      if part == "." || part == ".." { throw Refusal(path: path, reason: "has a '\(part)' segment") }
    }
    segments = parts
  }

  /// Checks a URL path's percent-encoded segments (as sent, `%2e%2e` included), decoding each one
  /// on its own, so that an encoded `/` or `..` is refused rather than decoded into a traversal.
  public init(percentEncoded path: String) throws(Refusal) {
    var decoded: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      guard let segment = part.removingPercentEncoding else {
        throw Refusal(path: path, reason: "is not valid percent-encoding")
      }
      if segment.contains("/") { throw Refusal(path: path, reason: "has an encoded '/'") }
      decoded.append(segment)
    }
    try self.init(decoded.joined(separator: "/"))
  }

  /// The path, segments joined with `/`.
  public var path: String { segments.joined(separator: "/") }

  /// The file below `root`, after checking that resolving symbolic links keeps it inside `root`
  /// (a link inside `Snapshots/` pointing at `/etc` is refused).
  public func resolved(in root: URL) throws(Refusal) -> URL {
    let url = segments.reduce(root) { $0.appendingPathComponent($1) }
    let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
    let realFile = url.standardizedFileURL.resolvingSymlinksInPath().path
    guard realFile == realRoot || realFile.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
      throw Refusal(path: path, reason: "leads outside \(root.path)")
    }
    return url
  }
}
