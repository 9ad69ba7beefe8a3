import Foundation
import KagamiFileSystem

/// A suite's baseline index, `Snapshots/<Target>/<Suite>/kagami-index.txt`: one sorted line per image
/// snapshot (file name, pixel hash, size, storage, fingerprint) under a header naming the format
/// version, so that a passing check reads one small text file per suite instead of one PNG header
/// per snapshot, and a fingerprint refresh rewrites one file per suite (Docs/baselines-index.md).
public struct BaselineIndex: Equatable, Sendable {
  /// The index's file name in a suite folder.
  public static let fileName = "kagami-index.txt"
  /// The format version this Kagami reads and writes.
  public static let version = 1
  /// The header line's fixed start; the version follows it.
  static let headerPrefix = "# kagami-index "
  /// The header line.
  static var header: String {
    "\(headerPrefix)\(version): file, pixel hash, width x height, storage (png or hash-only), fingerprint"
  }

  /// The entries by file name.
  public private(set) var entries: [String: BaselineIndexEntry]

  /// An index holding `entries` (a later entry for the same file replaces an earlier one).
  public init(entries: [BaselineIndexEntry] = []) {
    self.entries = [:]
    for entry in entries { self.entries[entry.file] = entry }
  }

  /// The entry for `file`, if any.
  public subscript(file: String) -> BaselineIndexEntry? { entries[file] }

  /// Adds or replaces `entry`.
  public mutating func set(_ entry: BaselineIndexEntry) { entries[entry.file] = entry }

  /// Removes the entry for `file`; true when there was one.
  @discardableResult public mutating func remove(file: String) -> Bool { entries.removeValue(forKey: file) != nil }

  /// The entries sorted by file name (byte order).
  public var sortedEntries: [BaselineIndexEntry] {
    entries.values.sorted { Array($0.file.utf8).lexicographicallyPrecedes(Array($1.file.utf8)) }
  }

  /// The file's text: the header, then one line per entry sorted by file name.
  public var text: String {
    ([Self.header] + sortedEntries.map(\.line)).joined(separator: "\n") + "\n"
  }

  /// Parses `text`, the index at `path` (named in errors). With `existingFiles` (the names in the
  /// suite folder), a `png` line naming a file that is not there is an error.
  public static func parse(_ text: String, path: String, existingFiles: Set<String>? = nil) throws(BaselineIndexError)
    -> BaselineIndex
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for (offset, line) in lines.enumerated() where isConflictMarker(line) {
      throw BaselineIndexError(
        path: path, line: offset + 1,
        reason:
          "a merge-conflict marker ('\(line.prefix(7))'): resolve the conflict (or run `kagami baselines migrate` "
          + "to write the index again from the PNGs)")
    }
    guard let first = lines.first, first.hasPrefix(headerPrefix) else {
      throw BaselineIndexError(path: path, line: 1, reason: "expected the header '\(headerPrefix)\(version): …'")
    }
    let versionText = first.dropFirst(headerPrefix.count).prefix { $0.isNumber }
    guard let found = Int(versionText), found == version else {
      throw BaselineIndexError(
        path: path, line: 1,
        reason: "format version '\(versionText)' is not \(version), the one this Kagami reads")
    }
    var index = BaselineIndex()
    var lineOfFile: [String: Int] = [:]
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let entry: BaselineIndexEntry
      switch BaselineIndexEntry.parse(trimmed) {
      case .success(let parsed): entry = parsed
      case .failure(let problem): throw BaselineIndexError(path: path, line: number, reason: problem.reason)
      }
      if let earlier = lineOfFile[entry.file] {
        throw BaselineIndexError(
          path: path, line: number, reason: "\(entry.file) is listed twice (also line \(earlier))")
      }
      if let existingFiles, entry.storage == .png, !existingFiles.contains(entry.file) {
        throw BaselineIndexError(
          path: path, line: number,
          reason:
            "names \(entry.file), which is missing from the folder (restore it, or run `kagami baselines migrate`)")
      }
      lineOfFile[entry.file] = number
      index.set(entry)
    }
    return index
  }

  /// Whether `line` is a merge-conflict marker git writes.
  static func isConflictMarker(_ line: Substring) -> Bool {
    ["<<<<<<<", "=======", ">>>>>>>", "|||||||"].contains { line.hasPrefix($0) }
  }

  /// The index in `folder`, nil when there is none; with `checkingFiles`, checks that every `png`
  /// line's file exists.
  public static func read(folder: URL, checkingFiles: Bool = true) throws(BaselineIndexError) -> BaselineIndex? {
    let url = folder.appendingPathComponent(fileName)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw BaselineIndexError(path: url.path, line: nil, reason: "cannot read it: \(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw BaselineIndexError(path: url.path, line: nil, reason: "it is not UTF-8 text")
    }
    let names = checkingFiles ? Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []) : nil
    return try parse(text, path: url.path, existingFiles: names)
  }

  /// Writes the index into `folder` atomically (a temporary file, then a rename; in `staging` when
  /// given), or removes the file when the index is empty.
  public func write(folder: URL, staging: URL?) throws(AtomicFile.Failure) {
    let url = folder.appendingPathComponent(Self.fileName)
    if entries.isEmpty {
      AtomicFile.remove(url)
      return
    }
    try AtomicFile.write(Data(text.utf8), to: url, staging: staging)
  }
}
