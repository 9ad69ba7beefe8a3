import Foundation

/// Where one snapshot lives: `<root>/Snapshots/<TestTarget>/<Suite>/<test>.<variant>.<ext>`, every
/// part sanitized (`SnapshotName`), and where its artifacts go.
package struct SnapshotLocation: Equatable, Sendable {
  /// The package root (the folder holding `Package.swift`).
  package var root: URL
  /// The test target owning the baseline (a folder under `Tests/`).
  package var testTarget: String
  /// The suite: the Swift Testing suite type holding the test, else the test file's name without
  /// its extension (XCTest, file-scope tests).
  package var suite: String
  /// The file-name suite, when the suite type differs from it (where baselines were recorded before
  /// suite folders followed the suite type).
  var fileSuite: String?
  /// The test function's name without `()`.
  package var test: String
  /// The variant, e.g. "iPhone15.light.large.ja".
  package var variant: String
  /// `png`, `layout.txt` or `accessibility.txt`.
  package var pathExtension: String

  /// A location from raw names, each sanitized; throws `SnapshotError.noPackageRoot` when no
  /// `Package.swift` is found above `filePath` and no `root` is given.
  package init(
    filePath: String, root: URL? = nil, suite: String? = nil, test: String, variant: String, pathExtension: String
  ) throws(SnapshotError) {
    guard let root = root ?? PackageRoot.find(from: filePath) else { throw .noPackageRoot(filePath) }
    self.root = root.standardizedFileURL
    testTarget = SnapshotName.component(PackageRoot.testTarget(of: filePath, root: self.root))
    let fileName = SnapshotName.component(URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent)
    self.suite = SnapshotName.component(suite ?? CurrentTest.suiteName ?? fileName)
    if suite == nil, self.suite != fileName { fileSuite = fileName }
    self.test = SnapshotName.test(test)
    self.variant = SnapshotName.component(variant, allowsDots: true)
    self.pathExtension = pathExtension
  }

  /// The baseline's file name: `<test>.<variant>.<ext>`.
  package var fileName: String { "\(test).\(variant).\(pathExtension)" }
  /// The baseline's path relative to the package root.
  package var relativePath: String { "Snapshots/\(testTarget)/\(suite)/\(fileName)" }
  /// The `Snapshots/` folder.
  package var snapshotsFolder: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
  /// The baseline file.
  package var url: URL {
    snapshotsFolder.appendingPathComponent(testTarget).appendingPathComponent(suite).appendingPathComponent(fileName)
  }

  /// The same snapshot in the file-name suite folder, when that differs.
  var legacyLocation: SnapshotLocation? {
    guard let fileSuite else { return nil }
    var copy = self
    copy.suite = fileSuite
    copy.fileSuite = nil
    return copy
  }

  /// Where to check: here, or the file-name suite folder when only that holds the baseline (a
  /// baseline recorded before suite folders followed the suite type; `movedTo` is then this location,
  /// for `kagami migrate`).
  func resolvingLegacyBaseline() -> (location: SnapshotLocation, movedTo: SnapshotLocation?) {
    guard let legacy = legacyLocation, !FileManager.default.fileExists(atPath: url.path),
      FileManager.default.fileExists(atPath: legacy.url.path)
    else { return (self, nil) }
    return (legacy, self)
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
