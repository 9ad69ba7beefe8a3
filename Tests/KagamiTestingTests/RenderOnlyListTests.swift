import Foundation
import Testing

@testable import KagamiTesting

/// `KAGAMI_RENDER_ONLY`: at a base, only the listed snapshots are rendered and checked.
@Suite struct RenderOnlyListTests {
  @Test func checksOfUnlistedBaselinesAreSkippedBeforeRendering() throws {
    let package = try TestPackage()
    defer { try? FileManager.default.removeItem(at: package.root) }
    let list = package.root.appendingPathComponent("render-only.txt")
    try Data("Snapshots/AppTests/CardTests/card.listed.png\n".utf8).write(to: list)
    let settings = package.settings([RenderOnlyList.variable: list.path])
    let rendered = LockedCounter()
    let counting = ScreenSnapshotting<Screenshot>(format: .image(.exact)) { screen in
      rendered.increment()
      return screen
    }
    let screen = try Screens.card()
    // Unlisted: skipped, nothing rendered and nothing recorded.
    #expect(package.verify(screen, as: counting, named: "unlisted", settings: settings) == nil)
    #expect(rendered.value == 0)
    #expect(package.snapshotFiles().isEmpty)
    // Listed: rendered and checked as usual (here: recorded, being new).
    let failure = package.verify(screen, as: counting, named: "listed", settings: settings)
    #expect(failure?.contains("No reference was found") == true, "\(failure ?? "passed")")
    #expect(rendered.value == 1)
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.listed.png"])
    #expect(RenderOnlyList.paths(in: [:]) == nil)
  }
}

/// Counts calls from any thread.
private final class LockedCounter: @unchecked Sendable {
  // Unchecked: `count` is only touched while holding `lock`.
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
