import Foundation
import KagamiDiff
import KagamiFileSystem
import KagamiImage
import KagamiResults

/// PNG files read into `Bitmap`s and written from them, with errors that name the file.
public enum ImageFile {
  /// Reads and decodes the PNG at `path`.
  public static func read(_ path: String) throws(CommandFailure) -> Bitmap {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("cannot read \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure("cannot read \(path): it is a folder")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure("cannot read \(path): \(error.localizedDescription)")
    }
    if LFSPointer.looksLikePointer(data) {
      let command = LFSPointer.pullCommand([LFSPointer.repositoryPath(of: URL(fileURLWithPath: path))])
      throw CommandFailure("\(path) is a Git LFS pointer, not the PNG: run `\(command)` at the repository's root")
    }
    do {
      return try PNGCodec.decode(data)
    } catch {
      throw CommandFailure("\(path) is not a readable PNG: \(error)")
    }
  }

  /// Reads two PNGs on two threads (decoding dominates `kagami diff`); when both fail, the first
  /// file's error is the one thrown, so messages do not depend on timing.
  public static func readPair(_ first: String, _ second: String) throws(CommandFailure) -> (
    Bitmap, Bitmap
  ) {
    let paths = [first, second]
    let results = ResultSlots(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = Result { () throws(CommandFailure) -> Bitmap in try read(paths[index]) }
      results.set(result, at: index)
    }
    return (try results.get(0), try results.get(1))
  }

  /// Encodes `image` as a PNG (fast settings: it is an artifact) and writes it atomically to `path`.
  public static func write(_ image: Bitmap, to path: String) throws(CommandFailure) {
    let data: Data
    do {
      data = try PNGCodec.encode(image, options: .fast)
    } catch {
      throw CommandFailure("cannot encode the diff image for \(path): \(error)")
    }
    do {
      try AtomicFile.write(data, to: URL(fileURLWithPath: path), createFolder: false)
    } catch {
      throw CommandFailure("\(error)")
    }
  }
}

/// Results written by concurrent workers, one slot each, read after they have all finished.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Bitmap, CommandFailure>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ result: Result<Bitmap, CommandFailure>, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = result
  }

  func get(_ index: Int) throws(CommandFailure) -> Bitmap {
    lock.lock()
    let result = slots[index]
    lock.unlock()
    guard let result else {
      throw CommandFailure("internal error: no result for image \(index + 1)")
    }
    return try result.get()
  }
}
