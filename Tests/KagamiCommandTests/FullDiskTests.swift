import Foundation
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

@testable import KagamiRunner

/// `kagami accept` into a `Snapshots/` folder that is full (a small tmpfs) or read-only (a read-only
/// bind mount), each in a mount namespace of its own (`unshare --mount`) so that nothing outside the
/// test sees it: a clear error naming the file and the reason, every baseline as it was, no
/// temporary file left.
@Suite(.serialized) struct FullDiskTests {
  /// Runs `kagami accept --all-failed` with `Snapshots/` mounted by `mountCommands` (a shell snippet
  /// run inside the namespace, in the package root); returns the exit status, standard error and the
  /// files of `Snapshots/` afterwards (copied out before the namespace ends).
  static func acceptInNamespace(_ fixture: ReviewFixture, mountCommands: String) throws -> (
    status: Int32, error: String, after: FolderState
  ) {
    let out = fixture.root.appendingPathComponent(".build/namespace-out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let script = """
      set -e
      cp -a Snapshots \(out.path)/before
      \(mountCommands)
      set +e
      '\(KagamiBinary.url.path)' accept --all-failed > \(out.path)/stdout 2> \(out.path)/stderr
      echo $? > \(out.path)/status
      rm -f Snapshots/.filler
      mkdir \(out.path)/after && cp -a Snapshots/. \(out.path)/after/
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["--mount", "--propagation", "private", "sh", "-c", script]
    process.currentDirectoryURL = fixture.root
    process.environment = ChildEnvironment.hermetic()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the namespace script failed")
    let status =
      Int32(
        String(decoding: try Data(contentsOf: out.appendingPathComponent("status")), as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    let error = String(decoding: try Data(contentsOf: out.appendingPathComponent("stderr")), as: UTF8.self)
    return (status, error, FolderState(of: out.appendingPathComponent("after")))
  }

  /// True when this machine lets a test make a mount namespace and mount in it.
  static let namespacesWork: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["--mount", "--propagation", "private", "sh", "-c", "mount -t tmpfs none /mnt"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test func aFullDiskFailsNamingTheFileAndChangesNothing() throws {
    let fixture = try KillDuringWriteTests.fixture()
    defer { fixture.folder.remove() }
    let snapshots = fixture.root.appendingPathComponent("Snapshots")
    let before = FolderState(of: snapshots)
    guard Self.namespacesWork else {
      // Without mount namespaces, the same failure is injected into the write (ENOSPC's message).
      print("FullDiskTests: no mount namespace here; injecting ENOSPC instead of mounting a full tmpfs")
      var review = SnapshotReview(packageRoot: fixture.root, artifactsPath: nil)
      let calls = Counter()
      review.writeFile = { data, url in
        if calls.increment() == 5 { throw CocoaError(.fileWriteOutOfSpace) }
        try data.write(to: url)
      }
      let outcome = review.accept(ids: [], allFailed: true)
      #expect(outcome.status == 2 && outcome.standardError.contains("nothing was changed"))
      #expect(FolderState(of: snapshots) == before)
      return
    }
    // Room for what is there plus 24 KB (the filler takes the rest), less than one new baseline.
    let used = before.files.values.reduce(0) { $0 + ($1.count + 4095) / 4096 * 4096 }
    let size = used + 3 * 64 * 1024
    let result = try Self.acceptInNamespace(
      fixture,
      mountCommands: """
        mount -t tmpfs -o size=\(size) none Snapshots
        cp -a \(fixture.root.path)/.build/namespace-out/before/. Snapshots/
        dd if=/dev/zero of=Snapshots/.filler bs=4096 count=$(( ($(df --output=avail -B4096 Snapshots | tail -1)) - 6 )) 2>/dev/null || true
        """)
    #expect(result.status == 2)
    #expect(result.error.contains("No space left on device"), "\(result.error)")
    #expect(result.error.contains("Snapshots/") && result.error.contains("nothing was changed"), "\(result.error)")
    #expect(
      result.after == before, "a baseline changed or a temporary file was left: \(result.after.files.keys.sorted())")
  }

  @Test func aReadOnlySnapshotsFolderFailsNamingTheFileAndChangesNothing() throws {
    let fixture = try KillDuringWriteTests.fixture(count: 3)
    defer { fixture.folder.remove() }
    let snapshots = fixture.root.appendingPathComponent("Snapshots")
    let before = FolderState(of: snapshots)
    guard Self.namespacesWork else {
      print("FullDiskTests: no mount namespace here; injecting EROFS instead of a read-only mount")
      var review = SnapshotReview(packageRoot: fixture.root, artifactsPath: nil)
      review.writeFile = { _, url in
        throw CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSFilePathErrorKey: url.path])
      }
      let outcome = review.accept(ids: [], allFailed: true)
      #expect(outcome.status == 2 && outcome.standardError.contains("nothing was changed"))
      #expect(FolderState(of: snapshots) == before)
      return
    }
    let result = try Self.acceptInNamespace(
      fixture, mountCommands: "mount --bind Snapshots Snapshots\nmount -o remount,ro,bind Snapshots")
    #expect(result.status == 2)
    #expect(result.error.contains("Read-only file system"), "\(result.error)")
    #expect(result.error.contains("cannot write Snapshots/KillTests/Batch/shot0.iPhone15.light.png"), "\(result.error)")
    #expect(result.after == before)
  }
}

/// A thread-safe call counter for injected failures.
final class Counter: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var value = 0

  /// Adds one and returns the new count.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
