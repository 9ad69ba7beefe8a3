import Foundation
import KagamiFileSystem
import Testing

/// The one atomic writer: staged temporary files, the fallback beside the target, errors naming the file.
@Suite struct AtomicFileTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func names(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  @Test func aStagedWriteLeavesOnlyTheTargetInItsFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("Snapshots/A/card.png")
    let staging = AtomicFile.stagingFolder(packageRoot: folder)
    try AtomicFile.write(Data("old".utf8), to: target, staging: staging)
    try AtomicFile.write(Data("new".utf8), to: target, staging: staging)
    #expect(try Data(contentsOf: target) == Data("new".utf8))
    #expect(names(target.deletingLastPathComponent()) == ["card.png"])
    #expect(names(staging).isEmpty)
    #expect(staging.path.hasSuffix(".build/kagami/staging"))
  }

  @Test func aStagingFolderOnAnotherFileSystemFallsBackBesideTheTarget() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // /dev/shm is a tmpfs; the temporary folder is not (rename(2) across them fails with EXDEV).
    let staging = URL(fileURLWithPath: "/dev/shm/kagami-staging-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    var here = stat()
    var there = stat()
    _ = stat(folder.path, &here)
    _ = stat("/dev/shm", &there)
    #expect(here.st_dev != there.st_dev, "the test needs two file systems")
    let target = folder.appendingPathComponent("card.png")
    try AtomicFile.write(Data("bytes".utf8), to: target, staging: staging)
    #expect(try Data(contentsOf: target) == Data("bytes".utf8))
    #expect(names(folder) == ["card.png"])
    #expect(names(staging).isEmpty)
  }

  @Test func anUnusableStagingFolderFallsBackBesideTheTarget() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("staging")
    try Data("a file, not a folder".utf8).write(to: blocker)
    let target = folder.appendingPathComponent("card.png")
    try AtomicFile.write(Data("bytes".utf8), to: target, staging: blocker)
    #expect(try Data(contentsOf: target) == Data("bytes".utf8))
    #expect(names(folder) == ["card.png", "staging"])
  }

  @Test func aMissingFolderIsAnErrorNamingTheFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("missing/card.png")
    do {
      try AtomicFile.write(
        Data("x".utf8), to: target, createFolder: false, staging: AtomicFile.stagingFolder(packageRoot: folder))
      Issue.record("the write into a missing folder succeeded")
    } catch {
      #expect(error.path == target.path)
      #expect(error.reason == "folder \(target.deletingLastPathComponent().path) does not exist")
    }
    #expect(names(AtomicFile.stagingFolder(packageRoot: folder)).isEmpty)
  }
}
