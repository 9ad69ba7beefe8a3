import Foundation

/// Baselines that no test produces any more: files under `Snapshots/<T>/` (and hash-only lines of
/// the suites' baseline indexes) that no result record of `T` names (as its baseline or its audit
/// file), judged only for test targets that the last run ran completely. Index files themselves are
/// never orphans.
public enum OrphanFinder {
  /// Orphaned baselines, relative to the package root, sorted.
  public static func orphans(packageRoot: URL, records: [SnapshotResultRecord], completeTargets: [String]) -> [String] {
    let produced = Set(records.map(\.file) + records.compactMap(\.audit?.file))
    var result: [String] = []
    for target in completeTargets.sorted() {
      let folder = packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(target)
      guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in enumerator {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
          !url.lastPathComponent.hasPrefix(".")
        else { continue }
        if url.lastPathComponent == BaselineIndex.fileName {
          // A hash-only snapshot has no file: its line in the index is what a prune removes.
          let suite = url.deletingLastPathComponent()
          let entries = (try? BaselineIndex.read(folder: suite))??.sortedEntries ?? []
          let prefix =
            "Snapshots/\(target)/"
            + String(suite.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
          for entry in entries where entry.storage == .hashOnly {
            let relative = prefix + "/" + entry.file
            if !produced.contains(relative) { result.append(relative) }
          }
          continue
        }
        let relative =
          "Snapshots/\(target)/"
          + String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        if !produced.contains(relative) { result.append(relative) }
      }
    }
    return result.sorted()
  }
}
