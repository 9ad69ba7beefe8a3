import Foundation

/// The package's local targets and the edges between them, read from
/// `swift package describe --type json` (paths, kinds, target dependencies) and
/// `swift package dump-package` (excludes, which package each product dependency comes from).
public struct PackageGraph: Codable, Equatable, Sendable {
  /// Targets in the order Package.swift declares them.
  public var targets: [PackageTarget]

  /// A graph of `targets`.
  public init(targets: [PackageTarget]) {
    self.targets = targets
  }

  /// Reads the two JSON documents SwiftPM prints.
  public init(describeJSON: Data, dumpJSON: Data) throws {
    struct Described: Decodable {
      // swift-format-ignore: AlwaysUseLowerCamelCase
      // The names are `swift package describe`'s JSON keys.
      struct Target: Decodable {
        var name: String
        var type: String
        var path: String
        var target_dependencies: [String]?
      }
      var targets: [Target]
    }
    let described: Described
    let dumped: [String: Any]
    do {
      described = try JSONDecoder().decode(Described.self, from: describeJSON)
      dumped = try JSONSerialization.jsonObject(with: dumpJSON) as? [String: Any] ?? [:]
    } catch {
      throw AffectedError.badPackageDescription("\(error)")
    }
    let dumpedTargets = (dumped["targets"] as? [[String: Any]]) ?? []
    var excludes: [String: [String]] = [:]
    var packages: [String: [String]] = [:]
    for target in dumpedTargets {
      guard let name = target["name"] as? String else { continue }
      excludes[name] = target["exclude"] as? [String] ?? []
      let dependencies = target["dependencies"] as? [[String: Any]] ?? []
      packages[name] = dependencies.compactMap { dependency -> String? in
        guard let product = dependency["product"] as? [Any], product.count > 1, let package = product[1] as? String
        else { return nil }
        return package.lowercased()
      }.sorted()
    }
    // Declaration order (dump-package keeps it; describe does not).
    let order = Dictionary(
      dumpedTargets.enumerated().compactMap { index, target in (target["name"] as? String).map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    let declared = described.targets.enumerated().sorted {
      (order[$0.element.name] ?? Int.max, $0.offset) < (order[$1.element.name] ?? Int.max, $1.offset)
    }.map(\.element)
    targets = declared.map { target in
      let path = target.path.hasSuffix("/") ? String(target.path.dropLast()) : target.path
      return PackageTarget(
        name: target.name, kind: PackageTarget.Kind(rawValue: target.type) ?? .other, path: path,
        excludes: (excludes[target.name] ?? []).map { path + "/" + $0 },
        targetDependencies: target.target_dependencies ?? [], packageDependencies: packages[target.name] ?? [])
    }
  }

  /// The target named `name`.
  public func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }

  /// The target whose folder is the longest prefix of `file`, unless `file` is excluded from it.
  public func owner(of file: String) -> PackageTarget? {
    targets.filter { PathPrefix.isInside(file, folder: $0.path) }.max { $0.path.count < $1.path.count }
  }

  /// For each target, the targets that depend on it directly, in declaration order.
  var dependents: [String: [String]] {
    var result: [String: [String]] = [:]
    for target in targets {
      for dependency in target.targetDependencies { result[dependency, default: []].append(target.name) }
    }
    return result
  }
}
