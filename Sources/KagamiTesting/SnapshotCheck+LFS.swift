import Foundation
import KagamiResults

extension SnapshotCheck {
  /// The baseline PNG's bytes, for a check that must look at them (a hash mismatch, or a suite
  /// without an index). A Git LFS pointer file in their place is never decoded: its object is fetched
  /// (`git lfs pull --include <path>`) and the fetched PNG read; when that cannot work, the error's
  /// message names the file, the reason and the command, and the check fails (never passes).
  func readBaselineFetchingLFS() -> Result<Data, BaselineUnavailable> {
    let path = location.relativePath
    let data: Data
    do {
      data = try Data(contentsOf: location.url)
    } catch {
      return .failure(BaselineUnavailable(message: "\(path): cannot read the baseline: \(Self.describe(error))"))
    }
    guard LFSPointer.looksLikePointer(data) else { return .success(data) }
    switch GitLFSFetch(environment: settings.environment).fetch(location.url, root: location.root, path: path) {
    case .fetched(let png): return .success(png)
    case .unavailable(let message): return .failure(BaselineUnavailable(message: message))
    }
  }
}

/// A baseline whose bytes are not at hand, and why (a message naming the file).
struct BaselineUnavailable: Error {
  /// The failure message.
  var message: String
}
