import Foundation
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiRunner

/// The pieces of `kagami test --render-references` (the whole flow builds a package at its merge
/// base, too slow for a unit test: Docs/baselines-index.md quotes a run on the sample app): the merge
/// base, the temporary worktree's lifecycle, finding the failed hash-only snapshots, copying their
/// references into the artifacts, and the tests that run again.
@Suite struct ReferenceRenderingTests {
  @Test func theMergeBaseIsFoundAndAnUnknownRefIsNamed() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    let base = try package.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try package.git("checkout", "-q", "-b", "feature")
    try package.write("Sources/Core/Core.swift", "public struct Recipe { var name = \"\" }\n")
    try package.commit("feature")
    try package.git("checkout", "-q", "main")
    try package.write("Sources/Core/More.swift", "public let more = 1\n")
    try package.commit("main moves on")
    try package.git("checkout", "-q", "feature")
    #expect(try BaseWorktree.mergeBase(of: "main", packageRoot: package.root) == base)
    // A remote-tracking branch stands in for a missing local one, as on CI.
    try package.git("update-ref", "refs/remotes/origin/trunk", "main")
    #expect(try BaseWorktree.mergeBase(of: "trunk", packageRoot: package.root) == base)
    #expect {
      try BaseWorktree.mergeBase(of: "nope", packageRoot: package.root)
    } throws: {
      "\($0)".contains("unknown base ref 'nope' (nor origin/nope)")
    }
  }

  @Test func theWorktreeIsRemovedAfterUseAndAfterAnError() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    let first = try package.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try package.write("Sources/Core/Core.swift", "public struct Recipe { var changed = true }\n")
    try package.commit("second")
    let temporary = package.root.appendingPathComponent(".build/tmp")
    var seen: URL?
    var locks: [URL] = []
    let text = try BaseWorktree.using(commit: first, packageRoot: package.root, temporaryFolder: temporary) {
      worktree in
      seen = worktree.folder
      #expect(WorktreeCleanup.shared.registered.contains { $0.folder == worktree.folder })
      // SwiftPM's lock file for a build there, in the system's temporary folder.
      let lock = FileManager.default.temporaryDirectory.appendingPathComponent(
        worktree.folder.path.replacingOccurrences(of: "/", with: "_") + "_.build.lock")
      try Data().write(to: lock)
      locks.append(lock)
      return try String(
        contentsOf: worktree.packageRoot.appendingPathComponent("Sources/Core/Core.swift"), encoding: .utf8)
    }
    #expect(text == "public struct Recipe {}\n")
    let folder = try #require(seen)
    #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path))
    #expect(try package.git("worktree", "list").split(separator: "\n").count == 1)
    #expect(!WorktreeCleanup.shared.registered.contains { $0.folder == folder })
    #expect(locks.count == 1 && !FileManager.default.fileExists(atPath: locks[0].path))

    struct Broken: Error {}
    #expect(throws: Broken.self) {
      try BaseWorktree.using(commit: first, packageRoot: package.root, temporaryFolder: temporary) { worktree in
        seen = worktree.folder
        throw Broken()
      }
    }
    #expect(!FileManager.default.fileExists(atPath: try #require(seen).path))
    #expect(try package.git("worktree", "list").split(separator: "\n").count == 1)
    // A commit that does not exist: nothing is left behind either.
    #expect {
      try BaseWorktree.using(commit: "0123456789abcdef", packageRoot: package.root, temporaryFolder: temporary) { _ in }
    } throws: {
      "\($0)".contains("git worktree add")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  @Test func aPackageInASubfolderIsFoundInsideTheWorktree() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.write("App/Package.swift", "// swift-tools-version: 6.0\n")
    try package.commit("app")
    let commit = try package.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try BaseWorktree.using(commit: commit, packageRoot: package.root.appendingPathComponent("App")) { worktree in
      #expect(worktree.packagePrefix == "App")
      #expect(FileManager.default.fileExists(atPath: worktree.packageRoot.appendingPathComponent("Package.swift").path))
    }
  }

  /// A package folder with one suite index listing `entries`.
  private static func suite(_ root: URL, _ entries: [BaselineIndexEntry]) throws {
    let folder = root.appendingPathComponent("Snapshots/AppTests/Screens")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try BaselineIndex(entries: entries).write(folder: folder, staging: nil)
  }

  private static func record(_ file: String, _ status: SnapshotStatus, artifacts: [String] = [])
    -> SnapshotResultRecord
  {
    SnapshotResultRecord(
      testTarget: "AppTests", suite: "Screens", test: String(file.split(separator: ".")[0]), variant: "v",
      format: "image", file: "Snapshots/AppTests/Screens/\(file)", status: status, recordMode: "never",
      recorded: false, artifacts: artifacts)
  }

  private static let blue = try! Bitmap(width: 2, height: 2, fill: RGBAColor(red: 0, green: 0, blue: 255, alpha: 255))
  private static let red = try! Bitmap(width: 2, height: 2, fill: RGBAColor(red: 255, green: 0, blue: 0, alpha: 255))

  @Test func onlyFailedHashOnlySnapshotsWithoutAReferenceAreMissing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let hash = Self.blue.pixelHash.hex
    try Self.suite(
      folder.url,
      [
        BaselineIndexEntry(file: "a.v.png", hash: hash, width: 2, height: 2, storage: .hashOnly, fingerprint: nil),
        BaselineIndexEntry(file: "b.v.png", hash: hash, width: 2, height: 2, storage: .hashOnly, fingerprint: nil),
        BaselineIndexEntry(file: "c.v.png", hash: hash, width: 2, height: 2, storage: .png, fingerprint: nil),
        BaselineIndexEntry(file: "d.v.png", hash: hash, width: 2, height: 2, storage: .hashOnly, fingerprint: nil),
      ])
    let records = [
      Self.record("a.v.png", .failed),
      Self.record("b.v.png", .failed, artifacts: ["AppTests/Screens/b.v.png.reference.png"]),
      Self.record("c.v.png", .failed),
      Self.record("d.v.png", .passed),
    ]
    let missing = MissingReference.all(in: records, packageRoot: folder.url)
    #expect(missing.map(\.record.file) == ["Snapshots/AppTests/Screens/a.v.png"])
    #expect(missing.first?.referenceArtifact == "AppTests/Screens/a.v.png.reference.png")
  }

  @Test func referencesAreCopiedOnlyWhenTheirPixelsHashToTheIndex() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let head = folder.url.appendingPathComponent("head")
    let base = folder.url.appendingPathComponent("base")
    let rendered = folder.url.appendingPathComponent("rendered/AppTests/Screens")
    let artifacts = folder.url.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: rendered, withIntermediateDirectories: true)
    let blueHash = Self.blue.pixelHash.hex
    func entry(_ file: String, _ hash: String) -> BaselineIndexEntry {
      BaselineIndexEntry(file: file, hash: hash, width: 2, height: 2, storage: .hashOnly, fingerprint: nil)
    }
    let files = ["same.v.png", "new.v.png", "rerecorded.v.png", "drifted.v.png", "skipped.v.png"]
    try Self.suite(head, files.map { entry($0, blueHash) })
    try Self.suite(
      base,
      [
        entry("same.v.png", blueHash), entry("rerecorded.v.png", Self.red.pixelHash.hex),
        entry("drifted.v.png", blueHash), entry("skipped.v.png", blueHash),
      ])
    try PNGCodec.encode(Self.blue).write(to: rendered.appendingPathComponent("same.v.png.reference.png"))
    try PNGCodec.encode(Self.red).write(to: rendered.appendingPathComponent("drifted.v.png.reference.png"))
    let missing = MissingReference.all(in: files.map { Self.record($0, .failed) }, packageRoot: head)
    let outcomes = missing.map {
      $0.copyReference(from: folder.url.appendingPathComponent("rendered"), into: artifacts, baseRoot: base)
    }
    #expect(
      outcomes == [
        .copied, .newSinceBase, .changedSinceBase(baseHash: Self.red.pixelHash.hex),
        .differentPixels(hash: Self.red.pixelHash.hex), .notRendered,
      ])
    let copied = artifacts.appendingPathComponent("AppTests/Screens/same.v.png.reference.png")
    #expect(try PNGCodec.decode(Data(contentsOf: copied)).pixelHash.hex == blueHash)
    #expect(
      !FileManager.default.fileExists(
        atPath: artifacts.appendingPathComponent("AppTests/Screens/drifted.v.png.reference.png").path))
    #expect(missing[1].describe(outcomes[1], base: "main").contains("is new: main has no such snapshot"))
  }

  @Test func onlyTheFailedTestsThatNameTheSnapshotsRunAgain() {
    let missing = [
      MissingReference(
        record: Self.record("a.v.png", .failed),
        entry: BaselineIndexEntry(file: "a.v.png", hash: "0", width: 1, height: 1, storage: .hashOnly, fingerprint: nil)
      )
    ]
    var result = TestUnitResult(target: "AppTests", logPath: "/dev/null")
    result.failures = [
      ("AppTests.Screens/other()/Screens.swift:3:4", ["something else"]),
      ("AppTests.Screens/previews()/Screens.swift:9:4", ["Snapshots/AppTests/Screens/a.v.png: does not match"]),
      ("ScreensXC.testOld", ["Snapshots/AppTests/Screens/a.v.png: does not match"]),
    ]
    let tests = ReferenceRendering.failingTests([result], naming: missing)
    #expect(tests == ["AppTests": ["AppTests.Screens/previews()/Screens.swift:9:4", "ScreensXC.testOld"]])
    let units = ReferenceRendering.units(for: tests)
    #expect(units.count == 1)
    #expect(units[0].swiftTestingFilter == #"^AppTests\.Screens\/previews\(\)"#)
    #expect(units[0].xctestClasses == ["AppTests.ScreensXC"] && units[0].testCount == 2)
    #expect(ReferenceRendering.withoutSourceLocation("T.S/f()") == "T.S/f()")
  }

  @Test func aBaseThatDoesNotBuildIsNamedAndItsWorktreeRemoved() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.write("Sources/Core/Core.swift", "public struct Recipe {\n")  // does not compile
    try package.commit("broken base")
    let missing = [
      MissingReference(
        record: Self.record("a.v.png", .failed),
        entry: BaselineIndexEntry(file: "a.v.png", hash: "0", width: 1, height: 1, storage: .hashOnly, fingerprint: nil)
      )
    ]
    let rendering = ReferenceRendering(
      packageRoot: package.root, packageName: "Shop", artifacts: package.root.appendingPathComponent("artifacts"),
      base: "main")
    let result = rendering.render(missing, tests: ["CoreTests": ["CoreTests.Suite/test()"]])
    #expect(result.copied.isEmpty)
    #expect(result.lines.count == 1)
    #expect(result.lines.first?.contains("cannot render the references of 1 hash-only snapshot(s): ") == true)
    #expect(
      result.lines.first?.contains(") does not build (swift build --build-tests failed") == true, "\(result.lines)")
    #expect(try package.git("worktree", "list").split(separator: "\n").count == 1)
    let unknown = ReferenceRendering(
      packageRoot: package.root, packageName: "Shop", artifacts: package.root, base: "no-such-branch")
    #expect(
      unknown.render(missing, tests: [:]).lines == [
        "cannot render the references of 1 hash-only snapshot(s): unknown base ref 'no-such-branch' "
          + "(nor origin/no-such-branch): name an existing branch, tag or commit with --base"
      ])
  }

  @Test func referencesRenderByDefaultOnlyAtATerminalOutsideCI() {
    #expect(TestRun.rendersReferencesByDefault(environment: [:], isTerminal: true))
    #expect(!TestRun.rendersReferencesByDefault(environment: ["CI": "true"], isTerminal: true))
    #expect(!TestRun.rendersReferencesByDefault(environment: [:], isTerminal: false))
  }
}
