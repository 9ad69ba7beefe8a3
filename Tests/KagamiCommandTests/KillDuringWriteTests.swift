import Foundation
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

/// Fault injection: `kagami accept` and `kagami report` killed with SIGKILL at seeded random moments.
/// After every kill each baseline (and each report file) is the old file or the new one, never torn,
/// and no temporary file is left in `Snapshots/`.
@Suite(.serialized) struct KillDuringWriteTests {
  /// How many kills each test survives, and the seed that places them.
  static let kills = 30
  static let seed: UInt64 = 20_261_124

  /// The review fixture plus `count` failed 256×160 snapshots, so that one accept writes a batch.
  static func fixture(count: Int = 24) throws -> ReviewFixture {
    let fixture = try ReviewFixture()
    for index in 0..<count {
      let base = "KillTests/Batch/shot\(index).iPhone15.light.png"
      try fixture.writeBaseline("Snapshots/\(base)", try FolderState.picture(index, generation: 0))
      try fixture.write(
        ".build/kagami/artifacts/\(base).actual.png",
        PNGCodec.encode(try FolderState.picture(index, generation: 1), options: .fast))
      try fixture.record(
        SnapshotResultRecord(
          testTarget: "KillTests", suite: "Batch", test: "shot\(index)", variant: "iPhone15.light", format: "image",
          file: "Snapshots/\(base)", status: .failed, recordMode: "never", recorded: false, message: "changed",
          width: 256, height: 160, fingerprint: ReviewFixture.fingerprint,
          baselineFingerprint: ReviewFixture.fingerprint, artifacts: ["\(base).actual.png"]), as: base)
    }
    let manifest = RunManifest(
      commit: "abc123", base: "main",
      targets: [
        .init(name: "ShopTests", complete: true), .init(name: "OtherTests", complete: false),
        .init(name: "KillTests", complete: true),
      ])
    try fixture.write(".build/kagami/artifacts/run.json", JSONEncoder().encode(manifest))
    return fixture
  }

  @Test func acceptKilledAtRandomLeavesEveryBaselineOldOrNew() throws {
    let fixture = try Self.fixture()
    defer { fixture.folder.remove() }
    let snapshots = fixture.root.appendingPathComponent("Snapshots")
    let old = FolderState(of: snapshots)
    let complete = try KillSwitch.run(
      KagamiBinary.url, ["accept", "--all-failed"], in: fixture.root, killAfter: nil)
    #expect(complete.status == 0 && !complete.killed)
    let new = FolderState(of: snapshots)
    #expect(new.files.count == old.files.count && new != old)
    var generator = SeededGenerator(seed: Self.seed)
    var killed = 0
    var midBatch = 0
    for trial in 0..<Self.kills {
      try old.restore(in: snapshots)
      let point = FolderState.killPoint(
        trial: trial, seconds: complete.seconds, watched: snapshots.appendingPathComponent("KillTests/Batch"),
        using: &generator)
      let outcome = try KillSwitch.run(
        KagamiBinary.url, ["accept", "--all-failed"], in: fixture.root, killAfter: point.delay, trigger: point.trigger)
      if outcome.killed { killed += 1 }
      let (problems, newer) = FolderState(of: snapshots).compared(old: old, new: new)
      #expect(problems.isEmpty, "kill \(trial): \(problems)")
      if newer > 0 && newer < 26 { midBatch += 1 }
    }
    print("kagami accept: \(Self.kills) runs, \(killed) killed, \(midBatch) in the middle of the batch")
    #expect(killed > 0, "no run was killed before it finished: the kills came too late")
  }

  @Test func reportKilledAtRandomLeavesTheOldOrTheNewReport() throws {
    let fixture = try Self.fixture(count: 60)
    defer { fixture.folder.remove() }
    let report = fixture.artifacts.appendingPathComponent("report")
    // The old report is the run before the last record was written; the new one has every record.
    let last = fixture.artifacts.appendingPathComponent("KillTests/Batch/shot59.iPhone15.light.png.json")
    let lastRecord = try Data(contentsOf: last)
    try FileManager.default.removeItem(at: last)
    let first = try KillSwitch.run(KagamiBinary.url, ["report"], in: fixture.root, killAfter: nil)
    #expect(first.status == 0)
    let old = FolderState(of: report)
    try lastRecord.write(to: last)
    let complete = try KillSwitch.run(KagamiBinary.url, ["report"], in: fixture.root, killAfter: nil)
    #expect(complete.status == 0)
    let new = FolderState(of: report)
    #expect(
      old.files.keys.sorted() == ["index.html", "summary.md"] && new.files["index.html"] != old.files["index.html"])
    let baselines = FolderState(of: fixture.root.appendingPathComponent("Snapshots"))
    var generator = SeededGenerator(seed: Self.seed + 1)
    var killed = 0
    var midReport = 0
    for trial in 0..<Self.kills {
      try old.restore(in: report)
      let point = FolderState.killPoint(
        trial: trial, seconds: complete.seconds, watched: report, using: &generator)
      let outcome = try KillSwitch.run(
        KagamiBinary.url, ["report"], in: fixture.root, killAfter: point.delay, trigger: point.trigger)
      if outcome.killed { killed += 1 }
      let (problems, newer) = FolderState(of: report).compared(old: old, new: new)
      #expect(problems.isEmpty, "kill \(trial): \(problems)")
      if newer == 1 { midReport += 1 }
      #expect(FolderState(of: fixture.root.appendingPathComponent("Snapshots")) == baselines)
    }
    print("kagami report: \(Self.kills) runs, \(killed) killed, \(midReport) between its two files")
    #expect(killed > 0, "no run was killed before it finished: the kills came too late")
  }
}
