import Foundation

/// The environment of a child process a test starts (`kagami`, a review server, a killed writer).
///
/// A running `kagami test` configures its workers through variables (`KAGAMI_ARTIFACTS`,
/// `SNAPSHOT_TESTING_RECORD`, `KAGAMI_REFRESH_FINGERPRINTS`): a test's child must never inherit them,
/// or under `kagami test` it reads and writes the outer run's artifacts instead of its fixture's.
public enum ChildEnvironment {
  /// True for a variable through which a runner configures its workers.
  public static func isRunnerSetting(_ name: String) -> Bool {
    name.hasPrefix("KAGAMI_") || name.hasPrefix("SNAPSHOT_TESTING_")
  }

  /// `parent` without the runner's settings, then `environment` on top.
  public static func hermetic(
    inheriting parent: [String: String] = ProcessInfo.processInfo.environment,
    adding environment: [String: String] = [:]
  ) -> [String: String] {
    parent.filter { !isRunnerSetting($0.key) }.merging(environment) { $1 }
  }
}
