import Foundation

/// The artifacts folder of a run: result records, failure images, `run.json`.
public struct ArtifactStore: Sendable {
  /// The folder.
  public let folder: URL

  /// The default folder: `$KAGAMI_ARTIFACTS`, else `<package root>/.build/kagami/artifacts`.
  public static func defaultFolder(packageRoot: URL, environment: [String: String]) -> URL {
    if let path = environment["KAGAMI_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return packageRoot.appendingPathComponent(".build/kagami/artifacts", isDirectory: true)
  }

  /// The store at `folder`.
  public init(folder: URL) {
    self.folder = folder.standardizedFileURL
  }

  /// Every result record below the folder, in a stable order (target, suite, test, variant, format).
  /// A missing or empty folder, a corrupt record or one from a newer schema is an error naming it.
  /// With a `cache`, only records whose files changed since it last saw them are decoded.
  public func records(reusing cache: RecordCache? = nil) throws(ArtifactError) -> [SnapshotResultRecord] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .missingFolder(folder.path)
    }
    let files = RecordFiles.paths(below: folder.path, excluding: [RunManifest.fileName, ReviewDecisions.fileName])
    // Records are read and decoded on every core (2,000 of them are a tenth of a second on one); the
    // first error in path order is the one reported.
    let results = DecodedRecords(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      // Stamped before reading: a file replaced meanwhile is cached under its old stamp and so
      // decoded again next time.
      let stamp = cache == nil ? nil : RecordCache.Stamp(path: file)
      if let stamp, let cached = cache?.record(at: file, stamp: stamp) {
        results.set(index, .success(cached))
        return
      }
      guard let data = FileManager.default.contents(atPath: file) else {
        results.set(index, .failure(.unreadable(file)))
        return
      }
      do throws(ArtifactError) {
        let record = try Self.record(from: data, file: file)
        if let stamp { cache?.store(record, at: file, stamp: stamp) }
        results.set(index, .success(record))
      } catch {
        results.set(index, .failure(error))
      }
    }
    cache?.keep(only: files)
    var records: [SnapshotResultRecord] = []
    records.reserveCapacity(files.count)
    for result in results.values { records.append(try result.get()) }
    guard !records.isEmpty else { throw .empty(folder.path) }
    // Nothing decoded anew and nothing forgotten: the records and their order are the last call's.
    if let cache, let sorted = cache.sortedRecords(files: files) { return sorted }
    let sorted = records.sorted {
      ($0.testTarget, $0.suite, $0.test, $0.variant, $0.format) < (
        $1.testTarget, $1.suite, $1.test, $1.variant, $1.format
      )
    }
    cache?.remember(sorted: sorted, files: files)
    return sorted
  }

  /// The run manifest, if `kagami test` wrote one.
  public func runManifest() throws(ArtifactError) -> RunManifest? {
    let url = folder.appendingPathComponent(RunManifest.fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try Self.manifest(from: data, file: url.path)
  }

  /// A result record from its bytes; a corrupt one or one from a newer schema is an error naming `file`.
  package static func record(from data: Data, file: String) throws(ArtifactError) -> SnapshotResultRecord {
    struct Version: Decodable { var schemaVersion: Int? }
    guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
      throw .corrupt(file, "not a JSON object")
    }
    guard let schema = version.schemaVersion, schema <= SnapshotResultRecord.currentSchemaVersion else {
      throw .unsupportedSchema(file, version.schemaVersion)
    }
    do {
      return try JSONDecoder().decode(SnapshotResultRecord.self, from: data)
    } catch {
      throw .corrupt(file, "\(error)")
    }
  }

  /// A run manifest from its bytes; a corrupt one or one from a newer schema is an error naming `file`.
  package static func manifest(from data: Data, file: String) throws(ArtifactError) -> RunManifest {
    let manifest: RunManifest
    do {
      manifest = try JSONDecoder().decode(RunManifest.self, from: data)
    } catch {
      throw .corrupt(file, "\(error)")
    }
    guard manifest.schemaVersion <= RunManifest.currentSchemaVersion else {
      throw .unsupportedSchema(file, manifest.schemaVersion)
    }
    return manifest
  }

  /// The absolute URL of an artifact named relative to the folder.
  public func url(of artifact: String) -> URL {
    folder.appendingPathComponent(artifact)
  }
}

/// Why the artifacts of a run could not be read.
public enum ArtifactError: Error, Equatable, CustomStringConvertible, Sendable {
  case missingFolder(String)
  case empty(String)
  case unreadable(String)
  case corrupt(String, String)
  case unsupportedSchema(String, Int?)

  public var description: String {
    switch self {
    case .missingFolder(let path):
      return "no artifacts folder at \(path): run the snapshot tests first (kagami test), or pass --artifacts"
    case .empty(let path): return "the artifacts folder \(path) holds no result records: run the snapshot tests first"
    case .unreadable(let path): return "cannot read \(path)"
    case .corrupt(let path, let why): return "\(path) is not a valid result record: \(why)"
    case .unsupportedSchema(let path, let version):
      return
        "\(path) has schema version \(version.map(String.init) ?? "none"), which this kagami does not read "
        + "(it reads up to \(SnapshotResultRecord.currentSchemaVersion)); run the tests again with this version"
    }
  }
}

/// One slot per record file, each written once by the thread that decoded it.
private final class DecodedRecords: @unchecked Sendable {
  private(set) var values: [Result<SnapshotResultRecord, ArtifactError>]
  private let lock = NSLock()

  init(count: Int) {
    values = Array(repeating: .failure(.empty("")), count: count)
  }

  func set(_ index: Int, _ value: Result<SnapshotResultRecord, ArtifactError>) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
}
