import Foundation

/// The `fonts.json` manifest of a font directory: each file with its family, weight and SHA-256.
public struct FontManifest: Codable, Equatable, Sendable {
  /// One font file.
  public struct Entry: Codable, Equatable, Sendable {
    /// Family name, e.g. "Noto Sans".
    public var family: String
    /// CSS-style weight: 400 regular, 700 bold.
    public var weight: Int
    /// File name inside the manifest's directory. Absolute paths and `..` are refused when the
    /// manifest loads: Kagami never reads a host's system fonts, so every font is pinned and shipped.
    public var file: String
    /// Lower-case hex SHA-256 of the file.
    public var sha256: String
    /// The Debian package the file came from.
    public var sourcePackage: String
    /// That package's version.
    public var sourceVersion: String
    /// Opened the first time a character needs it rather than with the set (the 11 MB colour emoji
    /// font): text without such characters never reads it, and a missing file is an error only then.
    public var loadsOnDemand: Bool?

    /// `file` resolved against the manifest's `directory`.
    public func path(in directory: String) -> String {
      (directory as NSString).appendingPathComponent(file)
    }

    /// Why `file` cannot name a font beside the manifest (absolute, empty or leaving the folder), or nil.
    var fileProblem: String? {
      if file.isEmpty { return "its file name is empty" }
      if file.hasPrefix("/") {
        return
          "its file \(file) is an absolute path; Kagami never reads a host's fonts: copy the file next to fonts.json"
      }
      if file.split(separator: "/").contains("..") {
        return "its file \(file) leaves the manifest's folder; copy the file next to fonts.json"
      }
      return nil
    }
  }

  /// The fonts, in fallback order (Latin first, then Japanese, Arabic, Hebrew,
  /// colour emoji).
  public var fonts: [Entry]

  /// Reads and parses `directory/fonts.json`.
  public static func load(directory: String) throws -> FontManifest {
    let path = (directory as NSString).appendingPathComponent("fonts.json")
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TextError.unreadable(path: path, reason: "no such file")
    }
    do {
      let manifest = try JSONDecoder().decode(FontManifest.self, from: data)
      guard !manifest.fonts.isEmpty else { throw TextError.unreadable(path: path, reason: "it lists no fonts") }
      for (index, entry) in manifest.fonts.enumerated() {
        if let problem = entry.fileProblem {
          throw TextError.unreadable(
            path: path, reason: "entry \(index + 1) (\(entry.family) \(entry.weight)): \(problem)")
        }
      }
      return manifest
    } catch let error as TextError {
      throw error
    } catch {
      throw TextError.unreadable(path: path, reason: "invalid manifest: \(error)")
    }
  }
}
