import Foundation
import KagamiFileSystem
import KagamiResults

/// The suites' baseline indexes as this process knows them: each index is read once and kept until
/// its file changes (one `stat` per check tells), and every change to one is made under a lock file
/// that serializes threads and worker processes, re-reading the file first.
enum BaselineIndexStore {
  /// What a suite folder holds.
  enum State {
    /// No index: checks read each PNG's chunks, as before indexes existed.
    case absent
    /// The index, read and checked.
    case loaded(BaselineIndex)
    /// An index that cannot be used; checks in the suite fail with it, and nothing writes over it.
    case broken(BaselineIndexError)

    /// The index, when loaded.
    var index: BaselineIndex? {
      if case .loaded(let index) = self { return index }
      return nil
    }
  }

  /// The identity of an index file's contents as `stat` sees them.
  private struct Stamp: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [String: (stamp: Stamp, state: State)] = [:]
  nonisolated(unsafe) private static var packagesUsingIndexes: [String: Bool] = [:]

  /// The state of the index in `folder`.
  static func state(folder: URL) -> State {
    let path = folder.appendingPathComponent(BaselineIndex.fileName).path
    guard let stamp = stamp(path) else { return .absent }
    lock.lock()
    if let cached = cache[path], cached.stamp == stamp {
      lock.unlock()
      return cached.state
    }
    lock.unlock()
    let state: State
    do {
      state = try BaselineIndex.read(folder: folder).map(State.loaded) ?? .absent
    } catch {
      state = .broken(error)
    }
    lock.lock()
    cache[path] = (stamp, state)
    lock.unlock()
    return state
  }

  /// True when some suite of the package under `root` has an index: a suite recorded for the first
  /// time then gets one too.
  static func packageUsesIndexes(root: URL) -> Bool {
    lock.lock()
    if let known = packagesUsingIndexes[root.path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let snapshots = root.appendingPathComponent("Snapshots")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []
    let uses = targets.contains { target in
      let suites =
        (try? FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent(target).path)) ?? []
      return suites.contains {
        FileManager.default.fileExists(
          atPath: snapshots.appendingPathComponent(target).appendingPathComponent($0).appendingPathComponent(
            BaselineIndex.fileName
          ).path)
      }
    }
    lock.lock()
    packagesUsingIndexes[root.path] = uses
    lock.unlock()
    return uses
  }

  /// Changes the index in `folder` (an empty one when it has none) with `change` and writes it
  /// atomically, holding the suite's lock file (`<root>/.build/kagami/staging`); a message naming the
  /// file when the index cannot be read or written (it is then left as it was).
  static func update(folder: URL, root: URL, _ change: (inout BaselineIndex) -> Void) -> String? {
    let staging = AtomicFile.stagingFolder(packageRoot: root)
    try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    let name = folder.path.split(separator: "/").suffix(2).joined(separator: "+")
    let descriptor = open(
      staging.appendingPathComponent("index-\(name).lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    if descriptor >= 0 { flock(descriptor, LOCK_EX) }
    defer {
      if descriptor >= 0 {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
    }
    var index: BaselineIndex
    do {
      index = try BaselineIndex.read(folder: folder) ?? BaselineIndex()
    } catch {
      return "the suite's baseline index cannot be used, so it was not changed: \(error)"
    }
    change(&index)
    do {
      try index.write(folder: folder, staging: staging)
    } catch {
      return "cannot write the suite's baseline index: \(error)"
    }
    lock.lock()
    packagesUsingIndexes[root.path] = packagesUsingIndexes[root.path] == true || !index.entries.isEmpty
    lock.unlock()
    return nil
  }

  /// The stamp of the file at `path`, nil when there is none.
  private static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(
      inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: info.st_mtim.tv_sec,
      nanoseconds: info.st_mtim.tv_nsec)
  }
}
