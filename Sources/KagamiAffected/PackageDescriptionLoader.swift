import Foundation

/// Asks SwiftPM for the package description (`describe --type json` and `dump-package`), caching both
/// under `.build/kagami/` keyed by the manifest's bytes.
public struct PackageDescriptionLoader: Sendable {
  /// The package root (the folder holding Package.swift).
  public let packageRoot: URL
  private let runner: CommandRunner

  /// A loader for the package at `packageRoot`.
  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
    runner = CommandRunner(directory: packageRoot)
  }

  /// The describe and dump documents, from the cache when the manifest has not changed.
  public func load() throws -> (describe: Data, dump: Data) {
    let manifest = packageRoot.appendingPathComponent("Package.swift")
    guard let bytes = FileManager.default.contents(atPath: manifest.path) else {
      throw AffectedError.badPackageDescription("no Package.swift in \(packageRoot.path)")
    }
    let key = String(Self.fingerprint(bytes), radix: 16)
    let cache = packageRoot.appendingPathComponent(".build/kagami/package-\(key)")
    let describeURL = cache.appendingPathExtension("describe.json")
    let dumpURL = cache.appendingPathExtension("dump.json")
    if let describe = FileManager.default.contents(atPath: describeURL.path),
      let dump = FileManager.default.contents(atPath: dumpURL.path)
    {
      return (describe, dump)
    }
    let describe = try swiftPackage(["describe", "--type", "json"])
    let dump = try swiftPackage(["dump-package"])
    try? FileManager.default.createDirectory(
      at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? describe.write(to: describeURL, options: .atomic)
    try? dump.write(to: dumpURL, options: .atomic)
    return (describe, dump)
  }

  /// `dump-package` of another version of the manifest (its bytes), evaluated in a scratch folder;
  /// nil when it does not evaluate.
  public func dumpManifest(_ contents: Data) -> Data? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: folder.appendingPathComponent("Package.swift"))
      return try CommandRunner(directory: folder).checked("swift", ["package", "dump-package"])
    } catch {
      return nil
    }
  }

  private func swiftPackage(_ arguments: [String]) throws -> Data {
    do {
      return try runner.checked("swift", ["package"] + arguments)
    } catch let error as AffectedError {
      throw AffectedError.badPackageDescription("\(error)")
    }
  }

  /// FNV-1a, 64-bit: a cache key, not a security boundary.
  static func fingerprint(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
