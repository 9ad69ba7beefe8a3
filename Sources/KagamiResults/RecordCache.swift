import Foundation

/// Result records already decoded, each with the stamp of the file it came from (inode, size,
/// modification time to the nanosecond): `ArtifactStore.records(reusing:)` decodes only the files
/// whose stamp changed, so a long-lived reader (the review server, which rereads the run on every
/// page load) pays for new records only. Records are written by rename, so a rewritten record always
/// has a new stamp.
public final class RecordCache: @unchecked Sendable {
  /// What identifies one version of a file.
  struct Stamp: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of the file at `path`, or nil when it cannot be read.
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    }
  }

  private var entries: [String: (stamp: Stamp, record: SnapshotResultRecord)] = [:]
  private var changes = 0
  private var sorted: (generation: Int, files: [String], records: [SnapshotResultRecord])?
  private let lock = NSLock()

  /// Changes each time a record is decoded anew or forgotten: equal generations mean the same records.
  public var generation: Int { lock.withLock { changes } }

  /// An empty cache.
  public init() {}

  /// The record decoded from `path` when its file still has `stamp`.
  func record(at path: String, stamp: Stamp) -> SnapshotResultRecord? {
    lock.withLock { entries[path].flatMap { $0.stamp == stamp ? $0.record : nil } }
  }

  /// Remembers `record`, decoded from `path` while it had `stamp`.
  func store(_ record: SnapshotResultRecord, at path: String, stamp: Stamp) {
    lock.withLock {
      entries[path] = (stamp, record)
      changes += 1
    }
  }

  /// Forgets the files not in `paths` (records a new run removed).
  func keep(only paths: [String]) {
    let kept = Set(paths)
    lock.withLock {
      let before = entries.count
      entries = entries.filter { kept.contains($0.key) }
      if entries.count != before { changes += 1 }
    }
  }

  /// The records in order as the last call returned them, when no record changed since and the same
  /// `files` were read (so that a failed read is never hidden by an earlier good one).
  func sortedRecords(files: [String]) -> [SnapshotResultRecord]? {
    lock.withLock { sorted.flatMap { $0.generation == changes && $0.files == files ? $0.records : nil } }
  }

  /// Remembers the records in order, read from `files` at the current generation.
  func remember(sorted records: [SnapshotResultRecord], files: [String]) {
    lock.withLock { sorted = (changes, files, records) }
  }

  /// How many records the cache holds.
  public var count: Int { lock.withLock { entries.count } }
}
