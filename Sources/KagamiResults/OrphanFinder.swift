import Foundation

/// Baselines that no test produces any more: files under `Snapshots/<T>/` that no result record of
/// `T` names (as its baseline or its audit file), judged only for test targets that the last run
/// ran completely.
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
        let relative =
          "Snapshots/\(target)/"
          + String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        if !produced.contains(relative) { result.append(relative) }
      }
    }
    return result.sorted()
  }
}
