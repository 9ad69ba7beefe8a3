import Foundation

/// The result record files below an artifacts folder, listed with `opendir`/`readdir`: Foundation's
/// path enumerator rewrites every name it returns, which made listing 2,000 records the larger part
/// of a review page load in a debug build.
enum RecordFiles {
  /// Absolute paths of the `.json` files below `root` other than `excluded` names, sorted.
  static func paths(below root: String, excluding excluded: Set<String>) -> [String] {
    var found: [String] = []
    var folders = [root]
    while let folder = folders.popLast() {
      guard let directory = opendir(folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name == "." || name == ".." { continue }
        let path = folder + "/" + name
        if isFolder(entry.pointee.d_type, path: path) {
          folders.append(path)
        } else if name.hasSuffix(".json") && !excluded.contains(name) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }

  /// True for a directory (not a link to one), from the entry's type or, where the file system does
  /// not give it, from `lstat`.
  private static func isFolder(_ type: UInt8, path: String) -> Bool {
    if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
