import Foundation
import KagamiResults

/// What the report (and so `kagami review`) shows in place of a reference image that is a Git LFS
/// pointer whose object was not fetched: which file, and the command that fetches it.
enum LFSPlaceholder {
  /// True when `record`'s image has no reference artifact and its committed baseline is a Git LFS
  /// pointer file (so there is no picture to show for it).
  static func applies(to record: SnapshotResultRecord, input: ReportInput) -> Bool {
    record.format == "image" && record.artifact(endingWith: ".reference.png") == nil
      && LFSPointer.isPointerFile(input.packageRoot.appendingPathComponent(record.file))
  }

  /// The placeholder's HTML for `record`.
  static func html(_ record: SnapshotResultRecord, input: ReportInput) -> String {
    let include = LFSPointer.repositoryPath(of: input.packageRoot.appendingPathComponent(record.file))
    let command = LFSPointer.pullCommand([include])
    return "<p class=\"lfs\">Reference not fetched: \(HTML.escape(record.file)) is a Git LFS pointer. Run "
      + "<code>\(HTML.escape(command))</code> at the repository's root, then run the test again.</p>"
  }
}
