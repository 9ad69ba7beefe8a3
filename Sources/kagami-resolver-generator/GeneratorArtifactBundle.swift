import Foundation

/// Writes this generator, as it runs, into a SwiftPM artifact bundle: the prebuilt tool that
/// `KAGAMI_RESOLVER_GENERATOR_BUNDLE` hands to the resolver plugin, so that packages applying the
/// plugin stop compiling swift-syntax (Docs/resolver.md).
///
/// The bundle is staged beside its destination and renamed into place, so a failed write leaves
/// the previous bundle whole. An existing folder is replaced only when it is a bundle of this tool.
struct GeneratorArtifactBundle {
  static let artifactName = "kagami-resolver-generator"

  /// The folder to write (`….artifactbundle`).
  var destination: URL

  /// The triple SwiftPM matches against the host when it picks the executable.
  static var hostTriple: String {
    #if os(macOS) && arch(arm64)
      return "arm64-apple-macosx"
    #elseif os(macOS)
      return "x86_64-apple-macosx"
    #elseif arch(arm64)
      return "aarch64-unknown-linux-gnu"
    #else
      return "x86_64-unknown-linux-gnu"
    #endif
  }

  /// The bundle's `info.json` (schema 1.0), listing one executable for the host.
  static var manifest: String {
    """
    {
      "schemaVersion": "1.0",
      "artifacts": {
        "\(artifactName)": {
          "type": "executable",
          "version": "1.0.0",
          "variants": [
            { "path": "\(artifactName)/bin/\(artifactName)", "supportedTriples": ["\(hostTriple)"] }
          ]
        }
      }
    }

    """
  }

  /// Copies `executable` (this process's own file) into a new bundle at `destination`.
  func write(executable: URL) throws {
    let files = FileManager.default
    guard destination.pathExtension == "artifactbundle" else {
      throw BundleError("\(destination.path): an artifact bundle's name must end in .artifactbundle")
    }
    var isFolder: ObjCBool = false
    let exists = files.fileExists(atPath: destination.path, isDirectory: &isFolder)
    if exists && !(isFolder.boolValue && Self.isGeneratorBundle(destination)) {
      throw BundleError(
        "\(destination.path) already exists and is not a bundle of \(Self.artifactName); remove it or choose another path"
      )
    }
    let parent = destination.deletingLastPathComponent()
    do {
      try files.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw BundleError("\(parent.path): cannot create the folder (\(error.localizedDescription))")
    }
    let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)")
    defer { try? files.removeItem(at: staging) }
    do {
      let bin = staging.appendingPathComponent("\(Self.artifactName)/bin")
      try files.createDirectory(at: bin, withIntermediateDirectories: true)
      try files.copyItem(at: executable, to: bin.appendingPathComponent(Self.artifactName))
      try Data(Self.manifest.utf8).write(to: staging.appendingPathComponent("info.json"))
      if exists {
        // Two renames: the old bundle moves aside only once the new one is complete.
        let old = parent.appendingPathComponent(".\(destination.lastPathComponent).old.\(UUID().uuidString)")
        try files.moveItem(at: destination, to: old)
        do {
          try files.moveItem(at: staging, to: destination)
        } catch {
          try? files.moveItem(at: old, to: destination)
          throw error
        }
        try? files.removeItem(at: old)
      } else {
        try files.moveItem(at: staging, to: destination)
      }
    } catch {
      throw BundleError("\(destination.path): cannot write the artifact bundle (\(error.localizedDescription))")
    }
  }

  /// Whether `folder` holds an `info.json` that lists this tool.
  static func isGeneratorBundle(_ folder: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("info.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let artifacts = json["artifacts"] as? [String: Any]
    else { return false }
    return artifacts[artifactName] != nil
  }

  /// A bundle that could not be written, with the path and the reason.
  struct BundleError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
