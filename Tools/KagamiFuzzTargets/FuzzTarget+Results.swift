import Foundation
import KagamiResults

extension FuzzTarget {
  /// Result records and the run manifest, read as the report and `kagami accept` read them. Whatever
  /// decodes must encode and decode to the same value.
  static let results = FuzzTarget(name: "results", summary: "result records and run.json") { data in
    let encoder = JSONEncoder()
    if let record = try? ArtifactStore.record(from: data, file: "record.json") {
      guard let encoded = try? encoder.encode(record), let again = try? ArtifactStore.record(from: encoded, file: "-"),
        again == record
      else { return "a result record does not survive encoding: \(record)" }
    }
    if let manifest = try? ArtifactStore.manifest(from: data, file: "run.json") {
      guard let encoded = try? encoder.encode(manifest),
        let again = try? ArtifactStore.manifest(from: encoded, file: "-"), again == manifest
      else { return "a run manifest does not survive encoding: \(manifest)" }
    }
    return nil
  }
}
