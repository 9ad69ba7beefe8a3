import Foundation

/// One line of a suite's baseline index: a snapshot's file name, pixel hash, size, storage and
/// fingerprint.
public struct BaselineIndexEntry: Equatable, Sendable {
  /// How a snapshot's reference is kept.
  public enum Storage: String, Equatable, Sendable {
    /// The PNG is committed beside the index (the default).
    case png
    /// Only the hash is committed; the reference pixels are rendered again from the base commit
    /// when a check fails.
    case hashOnly = "hash-only"
  }

  /// The baseline's file name in the suite folder, e.g. `empty.iphone-se3-1x.light.en.png`.
  public var file: String
  /// The pixel hash (lowercase hexadecimal: 32 digits, or 64 for an older Kagami's SHA-256 hash).
  public var hash: String
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Whether the PNG is committed.
  public var storage: Storage
  /// What rendered it; nil when not known.
  public var fingerprint: SnapshotFingerprint?

  /// An entry from its parts.
  public init(
    file: String, hash: String, width: Int, height: Int, storage: Storage = .png, fingerprint: SnapshotFingerprint?
  ) {
    self.file = file
    self.hash = hash
    self.width = width
    self.height = height
    self.storage = storage
    self.fingerprint = fingerprint
  }

  /// The line: `<file> <hash> <width>x<height> <storage> <fingerprint>`, the fingerprint's fields
  /// joined by "; " ("-" when there is none).
  public var line: String {
    let print = fingerprint.map { $0.text.split(separator: "\n").joined(separator: "; ") } ?? "-"
    return "\(file) \(hash) \(width)x\(height) \(storage.rawValue) \(print)"
  }

  /// Parses one line, or says why it is malformed.
  static func parse(_ line: Substring) -> Result<BaselineIndexEntry, Problem> {
    let parts = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
    guard parts.count == 5, parts.allSatisfy({ !$0.isEmpty }) else {
      return .failure(
        .init("expected `<file> <hash> <width>x<height> <png|hash-only> <fingerprint>`, found \(parts.count) field(s)"))
    }
    let file = String(parts[0])
    guard !file.contains("/"), file != ".", file != ".." else {
      return .failure(.init("the file name '\(file)' must name a file in this folder"))
    }
    let hash = String(parts[1])
    guard hash.utf8.count == 32 || hash.utf8.count == 64,
      hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else {
      return .failure(.init("the hash '\(hash)' of \(file) is not 32 or 64 lowercase hexadecimal digits"))
    }
    let size = parts[2].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0 else {
      return .failure(.init("the size '\(parts[2])' of \(file) is not <width>x<height> in pixels"))
    }
    guard let storage = Storage(rawValue: String(parts[3])) else {
      return .failure(.init("the storage '\(parts[3])' of \(file) is neither `png` nor `hash-only`"))
    }
    let fingerprint =
      parts[4] == "-"
      ? nil : SnapshotFingerprint(text: parts[4].split(separator: "; ").joined(separator: "\n"))
    return .success(
      BaselineIndexEntry(
        file: file, hash: hash, width: width, height: height, storage: storage, fingerprint: fingerprint))
  }

  /// The width and height in a PNG's header (its IHDR chunk), nil when `data` does not start like a PNG.
  public static func imageSize(ofPNG data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0] == 0x89, bytes[1] == 0x50, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  /// Why a line could not be read.
  struct Problem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
