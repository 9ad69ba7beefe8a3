import Foundation
import KagamiImage
import KagamiResults
import KagamiReview
import KagamiTestSupport
import Testing

/// A fake run (`ReviewFixture`) served by `kagami review` (a child process) on a free port, with a raw
/// client.
struct ReviewServerHarness: Sendable {
  let fixture: ReviewFixture
  let server: ReviewServerProcess
  var client: RawHTTPClient { RawHTTPClient(port: server.port) }
  var token: String { server.token }
  /// `?token=<token>`.
  var query: String { "?token=\(server.token)" }

  /// The failed image snapshot's ID, and its baseline path.
  static let imageID = "ShopTests/Cart/total.iPhone15.light.png"
  static let imageBaseline = "Snapshots/ShopTests/Cart/total.iPhone15.light.png"
  /// The failed layout dump's ID.
  static let layoutID = "ShopTests/Cart/total.iPhone15.light.layout"

  /// Starts a server over a new fixture (its Re-run starting `runner`, default the real kagami);
  /// `prepare` may change the fixture first.
  static func start(runner: URL? = nil, _ prepare: (ReviewFixture) throws -> Void = { _ in }) async throws
    -> ReviewServerHarness
  {
    let fixture = try ReviewFixture()
    try prepare(fixture)
    let server = try await ReviewServerProcess.start(
      packageRoot: fixture.root, artifacts: fixture.artifacts, runner: runner)
    return ReviewServerHarness(fixture: fixture, server: server)
  }

  /// Stops the server and removes the fixture.
  func finish() async {
    #expect(server.stop(), "kagami review ends on SIGTERM")
    fixture.folder.remove()
  }

  /// A stand-in runner: prints its arguments and $KAGAMI_ARTIFACTS, then `steps` progress lines, then
  /// waits until `release()` is called (so a test decides when the run ends, however loaded the
  /// machine), prints "done" on standard error and exits with `status`.
  struct FakeRunner {
    /// The script (in the temporary folder).
    let url: URL
    /// The file whose creation ends the run.
    let gate: URL

    init(steps: Int = 5, status: Int = 1) throws {
      let name = "kagami-fake-runner-\(UUID().uuidString)"
      url = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".sh")
      gate = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".go")
      let script = """
        #!/bin/sh
        echo "args: $*"
        echo "artifacts: $KAGAMI_ARTIFACTS"
        i=0
        while [ $i -lt \(steps) ]; do echo "progress $i"; i=$((i+1)); done
        while [ ! -f '\(gate.path)' ]; do sleep 0.05; done
        echo "done" >&2
        exit \(status)
        """
      try Data(script.utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// Lets the run end.
    func release() { _ = FileManager.default.createFile(atPath: gate.path, contents: Data()) }

    /// Removes the script and the gate.
    func remove() {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: gate)
    }
  }

  /// Every file of the package (artifacts included), to prove that nothing was written.
  func files() -> FolderState { FolderState(of: fixture.root) }

  /// Rewrites the failed image's record with the actual's real pixel hash (as KagamiTesting writes it).
  static func recordActualHash(_ fixture: ReviewFixture) throws {
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    let base = imageID
    try fixture.record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "total", variant: "iPhone15.light", format: "image",
        file: "Snapshots/\(base)", status: .failed, recordMode: "never", recorded: false,
        message: "24 of 24 pixels differ", width: 6, height: 4, mismatchedPixels: 24, totalPixels: 24,
        actualHash: blue.pixelHash.hex, fingerprint: ReviewFixture.fingerprint,
        baselineFingerprint: ReviewFixture.fingerprint,
        artifacts: ["\(base).reference.png", "\(base).actual.png", "\(base).diff.png"]), as: base)
  }
}
