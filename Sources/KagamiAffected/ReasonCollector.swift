/// Directly affected targets with their causes, and the chains from them to every dependent.
struct ReasonCollector {
  let graph: PackageGraph
  private let dependents: [String: [String]]
  /// Directly affected target → the chains (ending just before it) that affect it, in order.
  private var direct: [(target: String, chain: [String])] = []
  /// Chains per test target are capped; the rest are counted in the last line.
  static let maximumChains = 8

  init(graph: PackageGraph) {
    self.graph = graph
    dependents = graph.dependents
  }

  /// Records that `target` is directly affected, with `chain` leading up to it.
  mutating func add(_ target: String, chain: [String]) {
    guard !direct.contains(where: { $0.target == target && $0.chain == chain }) else { return }
    direct.append((target, chain))
  }

  /// Every chain from a cause to `testTarget`: cause → … → direct target → … → `testTarget`.
  func chains(to testTarget: String) -> [[String]] {
    var result: [[String]] = []
    var seenPaths: [String: [String]] = [:]
    for (target, chain) in direct {
      let route: [String]
      if let known = seenPaths[target] {
        route = known
      } else {
        route = path(from: target, to: testTarget) ?? []
        seenPaths[target] = route
      }
      guard !route.isEmpty else { continue }
      result.append(chain + route)
    }
    if result.count > Self.maximumChains {
      let hidden = result.count - Self.maximumChains
      result = Array(result.prefix(Self.maximumChains)) + [["… and \(hidden) more"]]
    }
    return result
  }

  /// The shortest dependency path from `start` up to `goal` (both included), breadth first in
  /// declaration order, or nil.
  private func path(from start: String, to goal: String) -> [String]? {
    var parent: [String: String] = [start: start]
    var queue = [start]
    var index = 0
    while index < queue.count {
      let current = queue[index]
      index += 1
      if current == goal {
        var route = [goal]
        while let previous = parent[route[0]], previous != route[0] { route.insert(previous, at: 0) }
        return route
      }
      for next in dependents[current] ?? [] where parent[next] == nil {
        parent[next] = current
        queue.append(next)
      }
    }
    return nil
  }
}
