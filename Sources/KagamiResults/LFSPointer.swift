import Foundation

/// A Git LFS pointer file: what a baseline PNG tracked by Git LFS holds in a clone made with
/// `GIT_LFS_SKIP_SMUDGE=1` (or before `git lfs pull`), instead of the PNG's bytes:
///
/// ```
/// version https://git-lfs.github.com/spec/v1
/// oid sha256:<64 hex digits>
/// size <bytes>
/// ```
///
/// Such a file is never a PNG: Kagami reads it as a pointer and fetches the object (or says which
/// command would), and never decodes it or calls it a corrupt PNG.
public struct LFSPointer: Equatable, Sendable {
  /// The first line of every pointer file (Git LFS specification v1).
  public static let versionLine = "version https://git-lfs.github.com/spec/v1"
  /// Pointer files are small; anything longer is not one.
  public static let maximumLength = 1024

  /// The object's SHA-256, 64 lowercase hex digits (the `oid sha256:` field).
  public var oid: String
  /// The object's size in bytes (the `size` field).
  public var size: Int

  /// A pointer from its fields.
  public init(oid: String, size: Int) {
    self.oid = oid
    self.size = size
  }

  /// True when `data` starts like a pointer file (its version line): such bytes are never decoded
  /// as a PNG, even when the other fields are damaged.
  public static func looksLikePointer(_ data: Data) -> Bool {
    data.count <= maximumLength && data.starts(with: Data((versionLine + "\n").utf8))
  }

  /// The pointer in `data`; nil when `data` is not a well-formed pointer file (no version line, or
  /// no valid `oid sha256:` and `size` lines).
  public init?(_ data: Data) {
    guard Self.looksLikePointer(data) else { return nil }
    var oid: String?
    var size: Int?
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst() {
      if line.hasPrefix("oid sha256:") {
        let hex = line.dropFirst("oid sha256:".count)
        guard hex.count == 64, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        oid = String(hex)
      } else if line.hasPrefix("size ") {
        guard let value = Int(line.dropFirst("size ".count)), value >= 0 else { return nil }
        size = value
      }
    }
    guard let oid, let size else { return nil }
    self.init(oid: oid, size: size)
  }

  /// The pointer file at `url`, reading at most `maximumLength + 1` bytes; nil when the file is
  /// missing, longer, or not a pointer.
  public static func read(_ url: URL) -> LFSPointer? {
    guard let data = head(of: url) else { return nil }
    return LFSPointer(data)
  }

  /// True when the file at `url` starts with the pointer version line (reads its first bytes only).
  public static func isPointerFile(_ url: URL) -> Bool {
    head(of: url).map(looksLikePointer) ?? false
  }

  /// The first `maximumLength + 1` bytes of the file at `url`, nil when it cannot be read.
  private static func head(of url: URL) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: maximumLength + 1) ?? Data()
  }

  /// The path of `url` relative to the root of the git work tree holding it (the folder with a
  /// `.git` entry, searched upwards), which is what `git lfs pull --include` matches; the file's
  /// path as given when no work tree holds it.
  public static func repositoryPath(of url: URL) -> String {
    let file = url.standardizedFileURL.resolvingSymlinksInPath().path
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return String(file.dropFirst(folder.path.count + 1))
      }
      folder = folder.deletingLastPathComponent()
    }
    return file
  }

  /// Where this pointer's object is in the local Git LFS store of the repository holding `url`
  /// (`<git dir>/lfs/objects/ab/cd/abcd…`), when it has been fetched there and has the pointer's size.
  public func localObject(besides url: URL) -> URL? {
    var folder = url.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      let dotGit = folder.appendingPathComponent(".git")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) {
        guard let gitDirectory = isFolder.boolValue ? dotGit : Self.linkedGitDirectory(dotGit, in: folder) else {
          return nil
        }
        let object = gitDirectory.appendingPathComponent(
          "lfs/objects/\(oid.prefix(2))/\(oid.dropFirst(2).prefix(2))/\(oid)")
        let attributes = try? FileManager.default.attributesOfItem(atPath: object.path)
        return (attributes?[.size] as? NSNumber)?.intValue == size ? object : nil
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The common git directory a `.git` file (`gitdir: …`, a linked worktree) points to.
  private static func linkedGitDirectory(_ file: URL, in folder: URL) -> URL? {
    guard let text = try? String(contentsOf: file, encoding: .utf8), text.hasPrefix("gitdir: ") else { return nil }
    let gitDirectory = resolve(String(text.dropFirst("gitdir: ".count)), against: folder)
    // A linked worktree's git directory names the repository's common one, which holds lfs/.
    guard let common = try? String(contentsOf: gitDirectory.appendingPathComponent("commondir"), encoding: .utf8)
    else { return gitDirectory }
    return resolve(common, against: gitDirectory)
  }

  /// `path` (trimmed), absolute or relative to `folder`.
  private static func resolve(_ path: String, against folder: URL) -> URL {
    let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.hasPrefix("/")
      ? URL(fileURLWithPath: trimmed) : folder.appendingPathComponent(trimmed).standardizedFileURL
  }

  /// The command that fetches the objects of `paths` (work-tree relative) and checks them out:
  /// `git lfs pull --include "a,b"`, run at the work tree's root.
  public static func pullCommand(_ paths: [String]) -> String {
    "git lfs pull --include \"\(paths.joined(separator: ","))\""
  }
}
