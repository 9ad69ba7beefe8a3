/// One local target of the package, as the planner sees it.
public struct PackageTarget: Codable, Equatable, Sendable {
  /// SwiftPM's kinds of target that matter here.
  public enum Kind: String, Codable, Sendable {
    case library, executable, test
    case systemLibrary = "system-target"
    case plugin, macro, snippet, binary, other
  }

  /// The target's name.
  public var name: String
  /// What it builds.
  public var kind: Kind
  /// Its folder, relative to the package root.
  public var path: String
  /// Paths excluded from it, relative to the package root.
  public var excludes: [String]
  /// Local targets it depends on.
  public var targetDependencies: [String]
  /// The packages (identities, lowercased) whose products it uses.
  public var packageDependencies: [String]

  /// A target from its parts.
  public init(
    name: String, kind: Kind, path: String, excludes: [String] = [], targetDependencies: [String] = [],
    packageDependencies: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.excludes = excludes
    self.targetDependencies = targetDependencies
    self.packageDependencies = packageDependencies
  }

  /// Whether `file` (relative to the package root) lies in this target's folder and is not excluded.
  func contains(_ file: String) -> Bool {
    PathPrefix.isInside(file, folder: path) && !excludes.contains { PathPrefix.isInside(file, folder: $0) }
  }
}

/// Folder containment on relative, slash-separated paths.
enum PathPrefix {
  /// Whether `path` is `folder` itself or lies inside it.
  static func isInside(_ path: String, folder: String) -> Bool {
    let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if folder.isEmpty || folder == "." { return true }
    return path == folder || path.hasPrefix(folder + "/")
  }
}
