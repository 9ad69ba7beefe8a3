import Foundation
import KagamiResults

extension BaselineIndexMaintenance {
  /// What a baseline file holds for `verify` and `migrate`.
  enum BaselineBytes {
    /// The PNG's bytes: the file itself, or a Git LFS pointer's object from the local LFS store.
    case png(Data)
    /// A Git LFS pointer whose object is not in the local store: a sentence saying so, with the
    /// command that fetches it.
    case unfetchedPointer(String)
    /// A file that cannot be used: the problem, naming the file.
    case problem(String)
  }

  /// The PNG bytes of the baseline at `url` (`path` is how messages name it). A Git LFS pointer is
  /// never decoded as a PNG: its object is read from the repository's local LFS store when it has been
  /// fetched (and has the pointer's size), else the pointer is reported as not fetched.
  func baselineBytes(at url: URL, path: String) -> BaselineBytes {
    guard let data = FileManager.default.contents(atPath: url.path) else { return .problem("\(path): cannot read it") }
    guard LFSPointer.looksLikePointer(data) else { return .png(data) }
    guard let pointer = LFSPointer(data) else {
      return .problem("\(path): a damaged Git LFS pointer (no valid `oid sha256:` and `size` lines)")
    }
    let command = LFSPointer.pullCommand([LFSPointer.repositoryPath(of: url)])
    guard let object = pointer.localObject(besides: url) else {
      return .unfetchedPointer(
        "\(path): a Git LFS pointer (object sha256:\(pointer.oid.prefix(12))…, \(pointer.size) bytes) not fetched; "
          + "only its index line was checked (`\(command)` fetches it)")
    }
    guard let bytes = FileManager.default.contents(atPath: object.path) else {
      return .problem("\(path): cannot read its Git LFS object \(object.path)")
    }
    return .png(bytes)
  }
}
