import Foundation
import KagamiTestSupport
import Testing

/// The command tests' children ignore the settings a surrounding `kagami test` gives its workers:
/// under `kagami test`, `KAGAMI_ARTIFACTS` names the outer run's artifacts, and a child `kagami
/// report` that inherited it wrote the outer run's report instead of its fixture's.
@Suite struct HermeticChildTests {
  @Test func runnerSettingsAreDroppedAndExplicitOnesKept() {
    let parent = [
      "PATH": "/usr/bin", "KAGAMI_ARTIFACTS": "/outer/artifacts", "SNAPSHOT_TESTING_RECORD": "all",
      "KAGAMI_REFRESH_FINGERPRINTS": "1", "CI": "true",
    ]
    let child = ChildEnvironment.hermetic(inheriting: parent, adding: ["KAGAMI_ARTIFACTS_URL": "https://ci.example"])
    #expect(child == ["PATH": "/usr/bin", "CI": "true", "KAGAMI_ARTIFACTS_URL": "https://ci.example"])
  }

  @Test func aReportUnderAnOuterRunWritesTheFixturesReport() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let outer = fixture.folder.url.appendingPathComponent("outer-artifacts")
    try FileManager.default.createDirectory(at: outer, withIntermediateDirectories: true)
    var parent = ProcessInfo.processInfo.environment
    parent["KAGAMI_ARTIFACTS"] = outer.path
    parent["SNAPSHOT_TESTING_RECORD"] = "never"
    let run = try KagamiBinary.run(["report"], in: fixture.root, parent: parent)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("2 failed, 0 changed, 1 new, 1 passed, 1 deleted"))
    #expect(FileManager.default.fileExists(atPath: fixture.artifacts.appendingPathComponent("report/index.html").path))
    #expect(!FileManager.default.fileExists(atPath: outer.appendingPathComponent("report").path))
  }
}
