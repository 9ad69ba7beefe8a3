import Foundation
import KagamiImage
import Testing

@testable import KagamiTesting

/// `assertSnapshot` against baselines committed in this package's `Snapshots/KagamiTestingTests/`.
@Suite struct AssertSnapshotTests {
  @Test func committedBaselinesPassWithoutRecording() throws {
    let screen = try Screens.card(width: 24, height: 16)
    assertSnapshot(of: screen, as: .image)
    assertSnapshot(of: screen, as: .layoutDump)
    assertSnapshot(of: screen, as: .accessibilityDump)
  }

  @Test func aMissingBaselineIsReportedAsAnIssueAndNothingIsWritten() throws {
    let screen = try Screens.card(width: 24, height: 16)
    // The intended failure's record goes to a folder of its own, not into the package's artifacts.
    var settings = SnapshotSettings.current
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    settings.environment["KAGAMI_ARTIFACTS"] = artifacts.path
    withKnownIssue {
      SnapshotSettings.$current.withValue(settings) {
        assertSnapshot(of: screen, as: .image, named: "never-recorded", record: .never)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("never-recorded.png: no reference was found") }
    }
    let location = try SnapshotLocation(
      filePath: #filePath, test: #function, variant: "never-recorded", pathExtension: "png")
    #expect(
      location.relativePath
        == "Snapshots/KagamiTestingTests/AssertSnapshotTests/aMissingBaselineIsReportedAsAnIssueAndNothingIsWritten.never-recorded.png"
    )
    #expect(!FileManager.default.fileExists(atPath: location.url.path))
  }
}
