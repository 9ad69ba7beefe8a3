import Foundation
import KagamiFileSystem
import KagamiResults

extension SnapshotReview {
  /// Moves every baseline that the last run found in its older, file-name suite folder to the suite
  /// type's folder (`movedTo` in its record). Every move is checked before any is made; each is one
  /// rename, so a baseline is always at one of its two paths, whole.
  public func migrate(dryRun: Bool) -> CommandOutcome {
    do {
      let moves = try store.records().compactMap { record -> (from: String, to: String)? in
        record.movedTo.map { (record.file, $0) }
      }
      guard !moves.isEmpty else {
        return CommandOutcome(
          standardOutput: "nothing to migrate: the last run found every baseline in its suite's folder\n", status: 0)
      }
      for move in moves {
        for path in [move.from, move.to] where !Self.isBaselinePath(path) {
          throw CommandFailure("refusing to move \(move.from) to \(move.to): \(path) is not a path inside Snapshots/")
        }
        guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(move.from).path) else {
          throw CommandFailure("\(move.from) is gone (moved already?); run the tests again, then migrate")
        }
        guard !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(move.to).path) else {
          throw CommandFailure(
            "\(move.to) exists already; keep one of it and \(move.from) (kagami prune removes the other)")
        }
      }
      var lines: [String] = []
      for move in moves {
        lines.append((dryRun ? "would move " : "moved ") + "\(move.from) → \(move.to)")
        guard !dryRun else { continue }
        let source = packageRoot.appendingPathComponent(move.from)
        let destination = packageRoot.appendingPathComponent(move.to)
        do {
          try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
          throw CommandFailure("cannot create the folder of \(move.to): \(error.localizedDescription)")
        }
        guard rename(source.path, destination.path) == 0 else {
          throw CommandFailure("cannot move \(move.from) to \(move.to): \(String(cString: strerror(errno)))")
        }
        try moveIndexLine(from: source, to: destination)
        // The old suite folder goes once it is empty.
        Self.removeIfEmpty(source.deletingLastPathComponent())
      }
      lines.append("\(moves.count) baseline(s)" + (dryRun ? " would be moved (--dry-run)" : " moved"))
      return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: 0)
    } catch {
      return .failure("kagami migrate: \(error)")
    }
  }

  /// Moves a moved baseline's line from its old suite's index (when it had one) to the new suite's.
  private func moveIndexLine(from source: URL, to destination: URL) throws {
    let staging = AtomicFile.stagingFolder(packageRoot: packageRoot)
    do {
      guard var old = try BaselineIndex.read(folder: source.deletingLastPathComponent(), checkingFiles: false),
        let entry = old[source.lastPathComponent]
      else { return }
      var new = try BaselineIndex.read(folder: destination.deletingLastPathComponent()) ?? BaselineIndex()
      var moved = entry
      moved.file = destination.lastPathComponent
      new.set(moved)
      try new.write(folder: destination.deletingLastPathComponent(), staging: staging)
      old.remove(file: source.lastPathComponent)
      try old.write(folder: source.deletingLastPathComponent(), staging: staging)
    } catch {
      throw CommandFailure("moved \(source.path), but cannot move its baseline index line: \(error)")
    }
  }

  /// True for `Snapshots/<…>` paths without `..`, `.` or empty components.
  static func isBaselinePath(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return components.count >= 3 && components.first == "Snapshots"
      && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
  }

  private static func removeIfEmpty(_ folder: URL) {
    guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty else {
      return
    }
    try? FileManager.default.removeItem(at: folder)
  }
}
