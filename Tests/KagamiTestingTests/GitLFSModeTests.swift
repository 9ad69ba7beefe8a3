import Foundation
import KagamiImage
import KagamiResults
import KagamiRunner
import Testing

@testable import KagamiTesting

/// Git LFS mode, end to end with real git-lfs against a local bare remote: baselines recorded and
/// pushed through LFS, a pointer-only clone (`GIT_LFS_SKIP_SMUDGE=1`) that passes from the index,
/// fails by fetching only the reference it needs, accepts and pushes; and every way the object cannot
/// be had fails the check naming the file and the command.
@Suite(.serialized) struct GitLFSModeTests {
  /// The remote after `record, migrate, push` of two snapshots (`card.default.png`, `card.wide.png`).
  func recordedRemote() throws -> GitLFSRepository {
    try #require(GitLFSRepository.isInstalled, "git-lfs is not installed: run Scripts/install-dependencies.sh")
    let repository = try GitLFSRepository()
    let work = try repository.workTree("work")
    let package = try TestPackage(root: work)
    let settings = package.settings(repository.environment)
    #expect(package.verify(try Screens.card(), settings: settings)?.contains("No reference was found") == true)
    #expect(package.verify(try Screens.card(width: 20), named: "wide", settings: settings) != nil)
    #expect(BaselineIndexMaintenance(packageRoot: work).migrate().status == 0)
    try repository.commitAndPush(work, "record")
    #expect(repository.remoteObjects().count == 2, "both PNGs went to the remote's LFS store")
    return repository
  }

  func baseline(_ tree: URL, _ name: String) -> URL {
    tree.appendingPathComponent("Snapshots/AppTests/CardTests/\(name)")
  }

  @Test func recordPushPointerClonePassFailFetchAcceptPush() throws {
    let repository = try recordedRemote()
    defer { repository.remove() }
    let clone = try repository.clone("clone", pointersOnly: true)
    let package = try TestPackage(root: clone)
    let counter = DecodeCounter()
    let settings = package.settings(repository.environment, counter: counter)
    let pointer = try #require(LFSPointer.read(baseline(clone, "card.default.png")), "the clone holds pointers")

    // Pass: from the index, no PNG read, nothing fetched.
    #expect(package.verify(try Screens.card(), settings: settings) == nil)
    #expect(package.verify(try Screens.card(width: 20), named: "wide", settings: settings) == nil)
    #expect(counter.value == 0)
    #expect(LFSPointer.read(baseline(clone, "card.default.png")) == pointer, "a pass fetches nothing")
    let verified = BaselineIndexMaintenance(packageRoot: clone).verify()
    #expect(verified.status == 0, "\(verified.standardOutput)")
    #expect(verified.standardOutput.contains("2 Git LFS pointer(s) not fetched"), "\(verified.standardOutput)")

    // Fail: only the one reference is fetched, then compared as a PNG baseline.
    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    let failure = try #require(package.verify(changed, settings: settings))
    #expect(failure.contains("does not match the reference"), "\(failure)")
    #expect(!failure.contains("corrupt"), "\(failure)")
    #expect(counter.value == 1)
    #expect(!LFSPointer.isPointerFile(baseline(clone, "card.default.png")), "fetched over the pointer")
    #expect(LFSPointer.isPointerFile(baseline(clone, "card.wide.png")), "the other reference stays a pointer")
    let reference = package.artifacts.appendingPathComponent("AppTests/CardTests/card.default.png.reference.png")
    #expect(try PNGCodec.decode(Data(contentsOf: reference)).pixelHash == (try Screens.card()).bitmap.pixelHash)
    #expect(try repository.git("status", "--porcelain", in: clone).isEmpty, "the fetched PNG is what git has")
    let afterFetch = BaselineIndexMaintenance(packageRoot: clone).verify()
    #expect(afterFetch.standardOutput.contains("1 indexed PNG(s) decoded"), "\(afterFetch.standardOutput)")

    // The report (and so `kagami review`) shows the fetched reference; the passing pointer a placeholder.
    let html = package.root.appendingPathComponent("report.html")
    _ = SnapshotReview(packageRoot: clone, artifactsPath: package.artifacts.path).report(
      htmlPath: html.path, markdownPath: nil)
    let page = try String(contentsOf: html, encoding: .utf8)
    #expect(page.contains("card.default.png.reference.png"))
    #expect(page.contains("Snapshots/AppTests/CardTests/card.wide.png is a Git LFS pointer"), "\(page.suffix(3000))")
    #expect(page.contains("git lfs pull --include &quot;Snapshots/AppTests/CardTests/card.wide.png&quot;"))

    // Accept, then the change passes and is pushed through LFS.
    let accepted = SnapshotReview(packageRoot: clone, artifactsPath: package.artifacts.path).accept(
      ids: [], allFailed: true)
    #expect(accepted.status == 0, "\(accepted.standardOutput)\(accepted.standardError)")
    #expect(package.verify(changed, settings: settings) == nil)
    try repository.commitAndPush(clone, "accept the red box")
    #expect(repository.remoteObjects().count == 3)
    let committed = try repository.git("show", "HEAD:Snapshots/AppTests/CardTests/card.default.png", in: clone)
    #expect(committed.hasPrefix(LFSPointer.versionLine), "git holds a pointer, LFS the PNG")

    // A full clone gets the accepted PNG; the index agrees with it.
    let full = try repository.clone("full", pointersOnly: false)
    let png = try PNGCodec.decode(Data(contentsOf: baseline(full, "card.default.png")))
    #expect(png.pixelHash == changed.bitmap.pixelHash)
    #expect(BaselineIndexMaintenance(packageRoot: full).verify().status == 0)
  }

  @Test func parallelFailuresEachFetchTheirOwnReference() throws {
    let repository = try recordedRemote()
    defer { repository.remove() }
    let clone = try repository.clone("clone", pointersOnly: true)
    let package = try TestPackage(root: clone)
    let settings = package.settings(repository.environment)
    let red = RGBAColor(hex: 0xCC3333)
    let screens = [try Screens.card(boxColor: red), try Screens.card(width: 20, boxColor: red)]
    let messages = LockedMessages()
    // Two workers fail at once; the fetch lock takes them in turn, and neither sees the other's pull.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      messages.append(package.verify(screens[index], named: index == 0 ? nil : "wide", settings: settings))
    }
    #expect(messages.values.count == 2)
    for message in messages.values {
      #expect(message?.contains("does not match the reference") == true, "\(message ?? "passed")")
    }
    #expect(!LFSPointer.isPointerFile(baseline(clone, "card.default.png")))
    #expect(!LFSPointer.isPointerFile(baseline(clone, "card.wide.png")))
    #expect(try repository.git("status", "--porcelain", in: clone).isEmpty)
  }

  @Test func withoutGitLFSTheFailureSaysSoAndNamesTheCommand() throws {
    let repository = try recordedRemote()
    defer { repository.remove() }
    let clone = try repository.clone("clone", pointersOnly: true)
    let package = try TestPackage(root: clone)
    // A PATH holding git and not git-lfs.
    let bin = repository.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("git"), withDestinationURL: URL(fileURLWithPath: "/usr/bin/git"))
    let settings = package.settings(repository.environment.merging(["PATH": bin.path]) { $1 })
    #expect(package.verify(try Screens.card(), settings: settings) == nil, "a pass needs no git-lfs")
    let failure = try #require(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings))
    #expect(failure.contains("Snapshots/AppTests/CardTests/card.default.png is a Git LFS pointer"), "\(failure)")
    #expect(failure.contains("git-lfs is not installed (`git lfs version` failed: git: 'lfs' is not a git command"))
    #expect(failure.contains("git lfs pull --include \"Snapshots/AppTests/CardTests/card.default.png\""))
    #expect(!failure.contains("corrupt"))
    #expect(try package.resultRecord("card.default.png").status == .failed)
    #expect(LFSPointer.isPointerFile(baseline(clone, "card.default.png")))
  }

  @Test func anObjectTheRemoteLacksFailsEvenWithoutAnIndex() throws {
    let repository = try recordedRemote()
    defer { repository.remove() }
    try FileManager.default.removeItem(at: repository.remote.appendingPathComponent("lfs"))
    let clone = try repository.clone("clone", pointersOnly: true)
    let package = try TestPackage(root: clone)
    let settings = package.settings(repository.environment)
    let failure = try #require(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings))
    #expect(failure.contains("card.default.png is a Git LFS pointer"), "\(failure)")
    #expect(failure.contains("could not be fetched"), "\(failure)")
    #expect(failure.contains("left the pointer in place"), "\(failure)")
    #expect(failure.contains("git lfs pull --include"), "\(failure)")

    // Without an index there is no hash to pass from: even the unchanged screen fails, never passes.
    try FileManager.default.removeItem(at: baseline(clone, BaselineIndex.fileName))
    let unindexed = try #require(package.verify(try Screens.card(), settings: settings))
    #expect(unindexed.contains("could not be fetched") && !unindexed.contains("corrupt"), "\(unindexed)")
    #expect(try package.resultRecord("card.default.png").status == .failed)

    // The report shows a placeholder naming the command instead of a picture.
    let html = package.root.appendingPathComponent("report.html")
    _ = SnapshotReview(packageRoot: clone, artifactsPath: package.artifacts.path).report(
      htmlPath: html.path, markdownPath: nil)
    let page = try String(contentsOf: html, encoding: .utf8)
    #expect(page.contains("Reference not fetched: Snapshots/AppTests/CardTests/card.default.png is a Git LFS pointer"))
  }

  @Test func verifyAndMigrateReadPointersWithoutCallingThemCorrupt() throws {
    let repository = try recordedRemote()
    defer { repository.remove() }
    let clone = try repository.clone("clone", pointersOnly: true)
    // A damaged pointer is named as one; an unlisted pointer cannot be migrated and says how to fetch it.
    let wide = baseline(clone, "card.wide.png")
    try Data((LFSPointer.versionLine + "\noid sha256:xyz\n").utf8).write(to: wide)
    let verified = BaselineIndexMaintenance(packageRoot: clone).verify()
    #expect(verified.status == 1)
    #expect(verified.standardOutput.contains("card.wide.png: a damaged Git LFS pointer"), "\(verified.standardOutput)")
    #expect(!verified.standardOutput.contains("corrupt PNG"), "\(verified.standardOutput)")
    try repository.git("checkout", "--", "Snapshots", in: clone, extra: ["GIT_LFS_SKIP_SMUDGE": "1"])
    try FileManager.default.removeItem(at: baseline(clone, BaselineIndex.fileName))
    let migrated = BaselineIndexMaintenance(packageRoot: clone).migrate()
    #expect(migrated.status != 0)
    #expect(migrated.standardError.contains("is a Git LFS pointer whose object is not fetched"), "\(migrated)")
    // Once fetched, the local LFS store gives migrate and verify the PNG.
    try repository.git("lfs", "fetch", in: clone)
    #expect(BaselineIndexMaintenance(packageRoot: clone).migrate().status == 0)
    let again = BaselineIndexMaintenance(packageRoot: clone).verify()
    #expect(again.status == 0 && again.standardOutput.contains("2 indexed PNG(s) decoded"), "\(again.standardOutput)")
    #expect(LFSPointer.isPointerFile(wide), "read from the LFS store, the work tree keeps its pointers")
    // `kagami diff` of a pointer names it and the command, not a corrupt PNG.
    #expect {
      try ImageFile.read(wide.path)
    } throws: { error in
      "\(error)".contains("card.wide.png is a Git LFS pointer, not the PNG: run `git lfs pull --include")
    }
  }

  @Test func pointerParsing() {
    let text = "\(LFSPointer.versionLine)\noid sha256:\(String(repeating: "ab", count: 32))\nsize 1234\n"
    #expect(LFSPointer(Data(text.utf8)) == LFSPointer(oid: String(repeating: "ab", count: 32), size: 1234))
    #expect(LFSPointer(Data("\(LFSPointer.versionLine)\nsize 3\n".utf8)) == nil)
    #expect(LFSPointer.looksLikePointer(Data("\(LFSPointer.versionLine)\nsize 3\n".utf8)))
    #expect(!LFSPointer.looksLikePointer(Data([0x89, 0x50, 0x4E, 0x47])))
    #expect(LFSPointer.pullCommand(["a.png", "b.png"]) == "git lfs pull --include \"a.png,b.png\"")
  }
}
