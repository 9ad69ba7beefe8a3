import Foundation
import KagamiImage
import KagamiTestSupport
import Testing

@testable import KagamiTesting

/// A recording test process killed with SIGKILL at seeded random moments: every baseline is the old
/// file or the new one, never torn, and no temporary file is left in `Snapshots/` (they are staged
/// in `.build/kagami/staging`).
@Suite(.serialized) struct RecordingKillTests {
  static let count = 24
  static let kills = 16

  /// Records `count` 256×160 pictures with record mode `all`, into `$KAGAMI_RECORDING_ROOT` when the
  /// kill test runs this test in a child process (generation `$KAGAMI_RECORDING_GENERATION`), else
  /// into a new package; each baseline then holds the pixels it was recorded from.
  @Test func recordingWritesEveryBaselineWhole() throws {
    let environment = ProcessInfo.processInfo.environment
    let given = environment["KAGAMI_RECORDING_ROOT"].map { URL(fileURLWithPath: $0) }
    let package = try TestPackage(root: given)
    defer { if given == nil { try? FileManager.default.removeItem(at: package.root) } }
    let generation = Int(environment["KAGAMI_RECORDING_GENERATION"] ?? "0") ?? 0
    let settings = package.settings()
    for index in 0..<Self.count {
      let screen = Screenshot(bitmap: try FolderState.picture(index, generation: generation))
      let message = package.verify(screen, named: "shot\(index)", record: .all, test: "batch()", settings: settings)
      #expect(message?.contains("Recorded") == true, "\(message ?? "no message")")
    }
    let files = package.snapshotFiles()
    #expect(files.count == Self.count, "\(files)")
    for (index, file) in files.enumerated() {
      let data = try Data(contentsOf: package.root.appendingPathComponent("Snapshots/\(file)"))
      let shot = Int(file.split(separator: ".").first { $0.hasPrefix("shot") }?.dropFirst(4) ?? "") ?? index
      #expect(try PNGCodec.decode(data).pixels == (try FolderState.picture(shot, generation: generation)).pixels)
    }
  }

  @Test func aRecordingKilledAtRandomLeavesEveryBaselineOldOrNew() throws {
    let package = try TestPackage()
    defer { try? FileManager.default.removeItem(at: package.root) }
    // This test binary, running only the recording test above, in the package's folder.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0])
    let arguments = ["--testing-library", "swift-testing", "--filter", "recordingWritesEveryBaselineWhole"]
    func environment(_ generation: Int) -> [String: String] {
      ["KAGAMI_RECORDING_ROOT": package.root.path, "KAGAMI_RECORDING_GENERATION": "\(generation)"]
    }
    let snapshots = package.root.appendingPathComponent("Snapshots")
    let first = try KillSwitch.run(binary, arguments, environment: environment(0), killAfter: nil)
    #expect(first.status == 0, "the recording child failed")
    let old = FolderState(of: snapshots)
    let complete = try KillSwitch.run(binary, arguments, environment: environment(1), killAfter: nil)
    #expect(complete.status == 0)
    let new = FolderState(of: snapshots)
    #expect(old.files.count == Self.count && new.files.count == Self.count && new != old)
    var generator = SeededGenerator(seed: 20_261_124)
    var killed = 0
    var midway = 0
    for trial in 0..<Self.kills {
      try old.restore(in: snapshots)
      let point = FolderState.killPoint(
        trial: trial, seconds: complete.seconds,
        watched: snapshots.appendingPathComponent("AppTests/CardTests"), using: &generator)
      let outcome = try KillSwitch.run(
        binary, arguments, environment: environment(1), killAfter: point.delay, trigger: point.trigger)
      if outcome.killed { killed += 1 }
      let (problems, newer) = FolderState(of: snapshots).compared(old: old, new: new)
      #expect(problems.isEmpty, "kill \(trial): \(problems)")
      if newer > 0 && newer < Self.count { midway += 1 }
    }
    print("recording test: \(Self.kills) runs, \(killed) killed, \(midway) in the middle of recording")
    #expect(killed > 0, "no run was killed before it finished: the kills came too late")
  }
}
