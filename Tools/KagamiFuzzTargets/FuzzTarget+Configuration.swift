import Foundation
import KagamiAffected

extension FuzzTarget {
  /// `kagami.json`, then each of its globs matched against paths shaped to make a backtracking
  /// matcher slow (a hang is a finding).
  static let configuration = FuzzTarget(name: "configuration", summary: "kagami.json and its globs") { data in
    guard let configuration = try? KagamiConfiguration(data: data, file: "kagami.json") else { return nil }
    let globs = configuration.globalInputs + configuration.ignore + configuration.extraInputs.map(\.glob)
    let deep = Array(repeating: "a", count: 40).joined(separator: "/")
    let paths = [
      "Package.swift", "Sources/App/View.swift", "Snapshots/AppTests/screen.iphone15.light.en.png", deep,
      deep + "/b.swift", String(repeating: "a", count: 200), "",
    ]
    for glob in globs {
      for path in paths { _ = glob.matches(path) }
    }
    return nil
  }
}
