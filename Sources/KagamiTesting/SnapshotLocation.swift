import Foundation

/// Where one snapshot lives: `<root>/Snapshots/<TestTarget>/<Suite>/<test>.<variant>.<ext>`, every
/// part sanitized (`SnapshotName`), and where its artifacts go.
public struct SnapshotLocation: Equatable, Sendable {
  /// The package root (the folder holding `Package.swift`).
  public var root: URL
  /// The test target owning the baseline (a folder under `Tests/`).
  public var testTarget: String
  /// The suite: by default the test file's name without its extension.
  public var suite: String
  /// The test function's name without `()`.
  public var test: String
  /// The variant, e.g. "iPhone15.light.large.ja".
  public var variant: String
  /// `png`, `layout.txt` or `accessibility.txt`.
  public var pathExtension: String

  /// A location from raw names, each sanitized; throws `SnapshotError.noPackageRoot` when no
  /// `Package.swift` is found above `filePath` and no `root` is given.
  public init(
    filePath: String, root: URL? = nil, suite: String? = nil, test: String, variant: String, pathExtension: String
  ) throws(SnapshotError) {
    guard let root = root ?? PackageRoot.find(from: filePath) else { throw .noPackageRoot(filePath) }
    self.root = root.standardizedFileURL
    testTarget = SnapshotName.component(PackageRoot.testTarget(of: filePath, root: self.root))
    let fileName = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    self.suite = SnapshotName.component(suite ?? fileName)
    self.test = SnapshotName.test(test)
    self.variant = SnapshotName.component(variant, allowsDots: true)
    self.pathExtension = pathExtension
  }

  /// The baseline's file name: `<test>.<variant>.<ext>`.
  public var fileName: String { "\(test).\(variant).\(pathExtension)" }
  /// The baseline's path relative to the package root.
  public var relativePath: String { "Snapshots/\(testTarget)/\(suite)/\(fileName)" }
  /// The `Snapshots/` folder.
  public var snapshotsFolder: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
  /// The baseline file.
  public var url: URL {
    snapshotsFolder.appendingPathComponent(testTarget).appendingPathComponent(suite).appendingPathComponent(fileName)
  }

  /// The same snapshot with another extension (the `.layout.txt` beside a `.png`).
  func with(pathExtension: String) -> SnapshotLocation {
    var copy = self
    copy.pathExtension = pathExtension
    return copy
  }

  /// True when the baseline's path is inside `Snapshots/` (a last defence behind sanitizing).
  var isContained: Bool {
    let folder = snapshotsFolder.standardizedFileURL.path + "/"
    return url.standardizedFileURL.path.hasPrefix(folder)
  }

  /// The folder for this snapshot's artifacts under `artifacts`: `<artifacts>/<TestTarget>/<Suite>`.
  func artifactsFolder(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent(testTarget).appendingPathComponent(suite)
  }
}
