import Foundation
import KagamiImage

/// The files of a folder and their bytes, for the fault-injection tests: taken before and after a
/// write, put back between kills, and compared file by file.
public struct FolderState: Equatable, Sendable {
  /// Relative path → bytes.
  public var files: [String: Data]

  /// Every regular file under `folder`.
  public init(of folder: URL) {
    var files: [String: Data] = [:]
    for path in KillSwitch.files(under: folder) {
      files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
    }
    self.files = files
  }

  /// Puts exactly these files back under `folder` (anything else there is removed).
  public func restore(in folder: URL) throws {
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }

  /// How this state (after a kill) relates to `old` and `new`: the files that are neither (torn,
  /// missing or extra, temporary files included) and how many are the new version.
  public func compared(old: FolderState, new: FolderState) -> (problems: [String], newer: Int) {
    var problems: [String] = []
    let expected = Set(old.files.keys).union(new.files.keys)
    for path in Set(files.keys).symmetricDifference(expected).sorted() {
      problems.append(files[path] == nil ? "\(path) is missing" : "\(path) should not be there")
    }
    var newer = 0
    for (path, data) in files.sorted(by: { $0.key < $1.key }) where expected.contains(path) {
      let isOld = old.files[path] == data
      let isNew = new.files[path] == data
      if !isOld && !isNew { problems.append("\(path) is neither the old nor the new file (\(data.count) bytes)") }
      if isNew && !isOld { newer += 1 }
    }
    return (problems, newer)
  }

  /// A kill moment for trial `trial`: odd trials anywhere in a run of `seconds`; even ones within 4 ms
  /// of the first change to `watched` (a file created, replaced or removed there changes the folder's
  /// modification time), where the writes are.
  public static func killPoint(
    trial: Int, seconds: Double, watched: URL, using generator: inout SeededGenerator
  ) -> (delay: Duration, trigger: (() -> Bool)?) {
    if trial % 2 == 1 { return (.seconds(Double.random(in: 0...(seconds * 1.1), using: &generator)), nil) }
    let delay = Duration.microseconds(Int.random(in: 0...4_000, using: &generator))
    let start = modificationTime(of: watched)
    return (delay, { modificationTime(of: watched) != start })
  }

  /// A folder's modification time in nanoseconds (0 when it cannot be read).
  static func modificationTime(of url: URL) -> Int {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return 0 }
    return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
  }

  /// A 256×160 picture that compresses like a screen, different for every index and generation.
  public static func picture(_ index: Int, generation: Int) throws -> Bitmap {
    var pixels = [UInt8](repeating: 255, count: 256 * 160 * 4)
    var generator = SeededGenerator(seed: UInt64(index * 2 + generation))
    for offset in stride(from: 0, to: pixels.count, by: 4) where offset % 64 < 40 {
      let value = UInt8.random(in: 0...255, using: &generator)
      pixels[offset] = value
      pixels[offset + 1] = value &+ UInt8(truncatingIfNeeded: index)
      pixels[offset + 2] = UInt8(truncatingIfNeeded: generation * 100)
    }
    return try Bitmap(width: 256, height: 160, pixels: pixels)
  }
}
