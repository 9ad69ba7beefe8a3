/// Why an affected-targets plan could not be made; each case says what to do about it.
public enum AffectedError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The folder is not inside a git work tree.
  case notAGitRepository(String)
  /// A ref that git does not know.
  case unknownRef(String)
  /// The base and head share no merge base in this (shallow) clone.
  case missingMergeBase(base: String, head: String, shallow: Bool)
  /// A command failed: its command line, exit status and standard error.
  case commandFailed(command: String, status: Int32, message: String)
  /// `kagami.json` is malformed: the file and what is wrong.
  case badConfiguration(file: String, message: String)
  /// The package description could not be read.
  case badPackageDescription(String)

  public var description: String {
    switch self {
    case .notAGitRepository(let path):
      return "\(path) is not inside a git repository (run kagami from a clone of your project)"
    case .unknownRef(let ref):
      return "unknown git ref '\(ref)' (check the spelling, or fetch it: git fetch origin \(ref))"
    case .missingMergeBase(let base, let head, let shallow):
      let fix =
        shallow
        ? "this is a shallow clone: fetch more history (git fetch --unshallow, or actions/checkout with fetch-depth: 0)"
        : "the two refs share no history"
      return "no merge base between '\(base)' and '\(head)': \(fix)"
    case .commandFailed(let command, let status, let message):
      return "\(command) failed with exit status \(status): \(message)"
    case .badConfiguration(let file, let message):
      return "\(file): \(message)"
    case .badPackageDescription(let message):
      return "cannot read the package description: \(message)"
    }
  }
}
