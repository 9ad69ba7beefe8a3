import Foundation

/// `kagami.json` at the package root: inputs that no target's folder shows.
///
/// ```json
/// {
///   "globalInputs": ["Fixtures/Fonts/**"],
///   "extraInputs": { "Fixtures/API/search/**": ["SearchFeatureTests"] },
///   "ignore": ["**/*.md", "Docs/**"]
/// }
/// ```
public struct KagamiConfiguration: Equatable, Sendable {
  /// Files whose change runs every test target (fonts, the harness itself, toolchain files).
  public var globalInputs: [Glob]
  /// Files mapped to the targets that read them (fixtures, for example), in file order.
  public var extraInputs: [(glob: Glob, targets: [String])]
  /// Files whose change affects nothing.
  public var ignore: [Glob]

  /// The file name looked for at the package root.
  public static let fileName = "kagami.json"

  /// A configuration from its parts (all empty by default).
  public init(globalInputs: [Glob] = [], extraInputs: [(glob: Glob, targets: [String])] = [], ignore: [Glob] = []) {
    self.globalInputs = globalInputs
    self.extraInputs = extraInputs
    self.ignore = ignore
  }

  public static func == (lhs: KagamiConfiguration, rhs: KagamiConfiguration) -> Bool {
    lhs.globalInputs == rhs.globalInputs && lhs.ignore == rhs.ignore
      && lhs.extraInputs.map(\.glob) == rhs.extraInputs.map(\.glob)
      && lhs.extraInputs.map(\.targets) == rhs.extraInputs.map(\.targets)
  }

  /// The keys `kagami.json` may have; `audit` (the accessibility audit's failing rules,
  /// Docs/accessibility-audit.md) and `hashOnly` (baseline paths kept as hashes only,
  /// Docs/baselines-index.md) are read by KagamiTesting, not by the planner.
  static let keys = ["globalInputs", "extraInputs", "ignore", "audit", "hashOnly"]

  /// Parses `data` (named `file` in errors); unknown keys and wrong types are errors naming the key.
  public init(data: Data, file: String) throws {
    func fail(_ message: String) -> AffectedError { .badConfiguration(file: file, message: message) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw fail("not valid JSON (\((error as NSError).userInfo["NSDebugDescription"] ?? error))")
    }
    guard let root = object as? [String: Any] else { throw fail("the top level must be a JSON object") }
    for key in root.keys.sorted() where !Self.keys.contains(key) {
      let suggestion = Self.keys.min { Self.distance($0, key) < Self.distance($1, key) }!
      throw fail(
        "unknown key '\(key)' (did you mean '\(suggestion)'? known keys: \(Self.keys.joined(separator: ", ")))")
    }
    func strings(_ key: String) throws -> [String] {
      guard let value = root[key] else { return [] }
      guard let list = value as? [String] else { throw fail("'\(key)' must be an array of glob strings") }
      return list
    }
    globalInputs = try strings("globalInputs").map(Glob.init)
    ignore = try strings("ignore").map(Glob.init)
    extraInputs = []
    if let value = root["extraInputs"] {
      guard let map = value as? [String: Any] else {
        throw fail("'extraInputs' must be an object mapping globs to arrays of target names")
      }
      for pattern in map.keys.sorted() {
        guard let targets = map[pattern] as? [String] else {
          throw fail("'extraInputs' entry '\(pattern)' must be an array of target names")
        }
        extraInputs.append((Glob(pattern), targets))
      }
    }
  }

  /// Loads `kagami.json` from `folder`, or the empty configuration when there is none.
  public static func load(from folder: URL) throws -> KagamiConfiguration {
    let url = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return KagamiConfiguration() }
    return try KagamiConfiguration(data: data, file: url.path)
  }

  /// Levenshtein distance, for "did you mean".
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
