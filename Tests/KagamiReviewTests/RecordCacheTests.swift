import Foundation
import KagamiResults
import Testing

/// The review server rereads the run on every page load through a `RecordCache`: only changed
/// records are decoded, and nothing stale or broken is ever served from it.
@Suite struct RecordCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-cache-\(UUID().uuidString)")

  func record(_ test: String, status: SnapshotStatus = .failed) -> SnapshotResultRecord {
    SnapshotResultRecord(
      testTarget: "T", suite: "S", test: test, variant: "v", format: "image", file: "Snapshots/T/S/\(test).v.png",
      status: status, recordMode: "never", recorded: false)
  }

  func write(_ record: SnapshotResultRecord) throws {
    let url = folder.appendingPathComponent("T/S/\(record.test).v.png.json")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try record.encoded().write(to: url, options: .atomic)
  }

  @Test func onlyChangedRecordsAreDecodedAndNothingStaleIsServed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(record("a"))
    try write(record("b"))
    try Data("{}".utf8).write(to: folder.appendingPathComponent("run.json"))
    let store = ArtifactStore(folder: folder)
    let cache = RecordCache()
    #expect(try store.records(reusing: cache).map(\.test) == ["a", "b"])
    let first = cache.generation
    #expect(cache.count == 2)
    // Unchanged: the same records, nothing decoded.
    #expect(try store.records(reusing: cache).map(\.test) == ["a", "b"])
    #expect(cache.generation == first)
    // A rewritten record is read again.
    try write(record("b", status: .passed))
    #expect(try store.records(reusing: cache).map(\.status) == [.failed, .passed])
    #expect(cache.generation != first)
    // A new record, then a removed one.
    try write(record("c"))
    #expect(try store.records(reusing: cache).map(\.test) == ["a", "b", "c"])
    try FileManager.default.removeItem(at: folder.appendingPathComponent("T/S/a.v.png.json"))
    #expect(try store.records(reusing: cache).map(\.test) == ["b", "c"])
    #expect(cache.count == 2)
    // A record broken after it was cached is an error naming it, not the cached copy.
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("T/S/c.v.png.json"))
    #expect(throws: ArtifactError.self) { try store.records(reusing: cache) }
  }
}
