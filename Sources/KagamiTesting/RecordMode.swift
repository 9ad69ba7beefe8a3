@_spi(Internals) import SnapshotTesting

/// Resolves the record mode the way swift-snapshot-testing does, plus Kagami's CI rule.
enum RecordMode {
  /// The mode for one check, first match wins: the `record:` argument; `withSnapshotTesting(record:)`
  /// or the `.snapshots(record:)` trait; `SNAPSHOT_TESTING_RECORD`; `never` when `CI` is true;
  /// `missing`. The library reports an unset mode as `missing`, so on CI a `missing` that did not come
  /// from the argument or the environment variable is taken as unset and becomes `never`.
  static func resolve(
    _ explicit: SnapshotTestingConfiguration.Record?, settings: SnapshotSettings
  ) -> SnapshotTestingConfiguration.Record {
    if let explicit { return explicit }
    let fromEnvironment = settings.environment["SNAPSHOT_TESTING_RECORD"].flatMap {
      SnapshotTestingConfiguration.Record(rawValue: $0)
    }
    let unsetDefault: SnapshotTestingConfiguration.Record = settings.isCI ? .never : .missing
    if let configured = SnapshotTestingConfiguration.current?.record {
      if configured == .missing, fromEnvironment == nil { return unsetDefault }
      return configured
    }
    return fromEnvironment ?? unsetDefault
  }

  /// The mode's name as `SNAPSHOT_TESTING_RECORD` spells it.
  static func name(_ record: SnapshotTestingConfiguration.Record) -> String {
    switch record {
    case .all: return "all"
    case .failed: return "failed"
    case .never: return "never"
    default: return "missing"
    }
  }
}
