import Foundation
import KagamiAffected

extension FuzzTarget {
  /// What `kagami affected` parses, as four documents separated by 0xFF: `git diff --name-status -z`,
  /// `swift package describe --type json`, `swift package dump-package` and `kagami.json`; then the
  /// plan. Selected test targets are test targets of the graph, once each, in package order.
  static let affected = FuzzTarget(name: "affected", summary: "git and swift package output → the plan") { data in
    let documents = FuzzInput.documents(data, count: 4)
    let changes = (try? GitRepository.parseNameStatus(documents[0])) ?? []
    guard let graph = try? PackageGraph(describeJSON: documents[1], dumpJSON: documents[2]) else { return nil }
    let configuration =
      (try? KagamiConfiguration(data: documents[3], file: "kagami.json")) ?? KagamiConfiguration()
    let planner = AffectedPlanner(graph: graph, configuration: configuration)
    guard
      let plan = try? planner.plan(
        changes: changes, base: "main", mergeBase: nil, head: "HEAD", includesUncommitted: false)
    else { return nil }
    let testTargets = graph.targets.filter { $0.kind == .test }.map(\.name)
    let selected = plan.testTargetNames
    let inOrder = testTargets.filter { selected.contains($0) }
    if selected != inOrder, Set(testTargets).count == testTargets.count {
      return "selected \(selected) are not the graph's test targets \(testTargets) in order, once each"
    }
    return nil
  }
}
