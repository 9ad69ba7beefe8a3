import Foundation
import KagamiFileSystem

/// Writes several baselines all or nothing: each file is written atomically, and when one write
/// fails, the ones already written are put back as they were (the old bytes restored, new files
/// removed), so a batch `kagami accept` never leaves some baselines accepted and others not.
struct BaselineBatch {
  /// The package root the files are relative to.
  let root: URL
  /// Writes one file atomically.
  let write: (Data, URL) throws -> Void

  /// Writes every `(file, data)`; on the first failure, rolls back and throws a failure naming the
  /// file and saying that nothing was changed (or which file could not be restored).
  func write(_ files: [(file: String, data: Data)]) throws {
    var written: [(url: URL, previous: Data?, createdFolders: [URL])] = []
    for (file, data) in files {
      let url = root.appendingPathComponent(file)
      let previous = FileManager.default.contents(atPath: url.path)
      var folders: [URL] = []
      do {
        folders = try createFolders(for: url)
        try write(data, url)
        written.append((url, previous, folders))
      } catch {
        // The failed write left its file as it was (atomic); only the folders made for it go.
        for folder in folders.reversed() { _ = rmdir(folder.path) }
        let unrestored = rollBack(written)
        var message = "cannot write \(file): \(error)"
        message +=
          unrestored.isEmpty
          ? "; nothing was changed (\(written.count) baseline(s) written before it were put back)"
          : "; could not put back \(unrestored.joined(separator: ", "))"
        throw CommandFailure(message)
      }
    }
  }

  /// Creates the missing folders above `url`, returning those it created (deepest last).
  private func createFolders(for url: URL) throws -> [URL] {
    var missing: [URL] = []
    var folder = url.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path), folder.path.count > root.path.count {
      missing.insert(folder, at: 0)
      folder = folder.deletingLastPathComponent()
    }
    for folder in missing { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) }
    return missing
  }

  /// Restores every written file, newest first; returns the paths that could not be restored.
  private func rollBack(_ written: [(url: URL, previous: Data?, createdFolders: [URL])]) -> [String] {
    var unrestored: [String] = []
    for entry in written.reversed() {
      if let previous = entry.previous {
        do {
          try AtomicFile.write(
            previous, to: entry.url, createFolder: false, staging: AtomicFile.stagingFolder(packageRoot: root))
        } catch {
          unrestored.append(entry.url.path)
        }
      } else {
        AtomicFile.remove(entry.url)
        // rmdir(2) removes a folder only when it is empty.
        for folder in entry.createdFolders.reversed() { _ = rmdir(folder.path) }
      }
    }
    return unrestored
  }
}
