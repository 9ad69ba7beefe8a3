import Foundation
import KagamiAffected

/// The logic behind `kagami affected` and `kagami affected explain`.
public struct AffectedRun {
  /// The package whose targets are planned.
  public let packageRoot: URL

  /// A plan over the package at `packagePath`.
  public init(packagePath: String) {
    packageRoot = URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL
  }

  /// Status 0 with tests to run, 3 with nothing to run, 2 on an error.
  public func plan(base: String?, head: String, includeUncommitted: Bool, format: AffectedPlan.Format, shards: Int)
    -> CommandOutcome
  {
    do {
      let analysis = AffectedAnalysis(packageRoot: packageRoot)
      let plan = try analysis.plan(base: base, head: head, includeUncommitted: includeUncommitted)
      let summary =
        "kagami affected: \(plan.changedFiles.count) changed file(s) since \(plan.base)"
        + " (merge base \(plan.mergeBase?.prefix(12) ?? "?")); "
        + (plan.runAll
          ? "running all \(plan.testTargets.count) test target(s): \(plan.runAllReasons.joined(separator: "; "))"
          : "\(plan.testTargets.count) test target(s) to run")
      return CommandOutcome(
        standardOutput: try plan.rendered(as: format, shards: shards), standardError: summary + "\n",
        status: plan.testTargets.isEmpty ? 3 : 0)
    } catch {
      return .failure("kagami affected: \(error)")
    }
  }

  /// The owner of `path` and the chains a change to it starts.
  public func explain(_ path: String) -> CommandOutcome {
    do {
      let description = try PackageDescriptionLoader(packageRoot: packageRoot).load()
      let planner = AffectedPlanner(
        graph: try PackageGraph(describeJSON: description.describe, dumpJSON: description.dump),
        configuration: try KagamiConfiguration.load(from: packageRoot))
      let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
      let plan = try planner.plan(
        changes: [FileChange(status: .modified, path: relative)], base: "-", mergeBase: nil, head: "-",
        includesUncommitted: false)
      var lines: [String] = []
      for file in plan.changedFiles {
        lines.append("\(file.path): \(file.effect) — \(file.note)")
      }
      if plan.runAll {
        lines.append("runs every test target: \(plan.runAllReasons.joined(separator: "; "))")
      } else if plan.testTargets.isEmpty {
        lines.append("affects no test target")
      } else {
        for target in plan.testTargets {
          for chain in target.reasons { lines.append("  \(target.name): " + chain.joined(separator: " → ")) }
        }
      }
      return CommandOutcome(
        standardOutput: lines.joined(separator: "\n") + "\n", status: plan.testTargets.isEmpty ? 3 : 0)
    } catch {
      return .failure("kagami affected explain: \(error)")
    }
  }
}
