import Foundation
import Testing

/// `kagami test` end to end on a small package with passing, failing and environment-reading tests.
/// One build is shared by every run (the package is built once, then run with --skip-build).
@Suite(.serialized) struct TestCommandTests {
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Runner",
      targets: [
        .target(name: "Core"),
        .testTarget(name: "GreenTests", dependencies: ["Core"]),
        .testTarget(name: "RedTests", dependencies: ["Core"]),
        .testTarget(name: "EnvTests"),
        .testTarget(name: "LegacyTests"),
      ]
    )
    """

  private static func makePackage() throws -> GitPackage {
    let package = try GitPackage()
    try package.write("Package.swift", manifest)
    try package.remove("Sources/Feature")
    try package.remove("Modules")
    try package.remove("Tests/TestSupport")
    try package.remove("Tests/CoreTests")
    try package.remove("Tests/FeatureTests")
    try package.remove("Tests/OtherTests")
    try package.remove("kagami.json")
    try package.write("Sources/Core/Core.swift", "public func twice(_ x: Int) -> Int { x * 2 }\n")
    try package.write(
      "Tests/GreenTests/GreenTests.swift",
      """
      import Core
      import Testing

      @Test func doubles() { #expect(twice(2) == 4) }
      @Test(arguments: [1, 2, 3]) func alsoDoubles(_ x: Int) { #expect(twice(x) == x + x) }
      """)
    try package.write(
      "Tests/RedTests/RedTests.swift",
      """
      import Core
      import Testing

      @Test func passes() { #expect(twice(0) == 0) }
      @Test func breaks() { #expect(twice(3) == 7, "three twice is not seven") }
      """)
    try package.write(
      "Tests/EnvTests/EnvTests.swift",
      """
      import Foundation
      import Testing

      @Test func recordModeIsPassedThrough() {
        #expect(ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "never")
      }
      """)
    try package.write(
      "Tests/LegacyTests/LegacyTests.swift",
      """
      import XCTest

      final class LegacyTests: XCTestCase {
        func testAddition() { XCTAssertEqual(1 + 1, 2) }
        func testBroken() { XCTAssertEqual(1 + 1, 3, "arithmetic") }
      }
      """)
    try package.commit("runner package")
    return package
  }

  // Swift Testing counts a parameterized test once, however many arguments it runs with.
  @Test func buildOnceRunInParallelReportFailuresShardAndSelectChanges() throws {
    let package = try Self.makePackage()
    defer { package.folder.remove() }

    let everything = try KagamiBinary.run(["test", "--jobs", "2", "--record", "never"], in: package.root)
    #expect(everything.status == 1, "\(everything.standardError)")
    #expect(everything.standardOutput.contains("✘ RedTests.breaks()"))
    #expect(everything.standardOutput.contains("three twice is not seven"))
    #expect(everything.standardOutput.contains("✘ LegacyTests.testBroken"))
    #expect(everything.standardOutput.contains("5 passed, 2 failed in 4 target(s)"))
    #expect(
      everything.standardError.contains("[") && everything.standardError.contains("✔ GreenTests: 2 passed, 0 failed"))
    let junit = try String(contentsOf: package.root.appendingPathComponent(".build/kagami/junit.xml"), encoding: .utf8)
    #expect(junit.contains(#"<testsuite name="RedTests" tests="2" failures="1""#))
    #expect(junit.contains(#"<testsuite name="LegacyTests" tests="2" failures="1""#))

    let green = try KagamiBinary.run(["test", "--skip-build", "--target", "GreenTests"], in: package.root)
    #expect(green.status == 0)
    #expect(green.standardOutput.contains("✔ 2 passed, 0 failed in 1 target(s)"))

    // One worker runs the targets longest first, by this machine's last timings.
    try package.write(
      ".build/kagami/timings.json", #"{"EnvTests": 9, "GreenTests": 1, "LegacyTests": 5, "RedTests": 3}"#)
    let ordered = try KagamiBinary.run(["test", "--skip-build", "--jobs", "1", "--record", "never"], in: package.root)
    let finishedOrder = ordered.standardError.split(separator: "\n").compactMap { line in
      ["EnvTests", "LegacyTests", "RedTests", "GreenTests"].first { line.contains(" \($0): ") }
    }
    #expect(finishedOrder == ["EnvTests", "LegacyTests", "RedTests", "GreenTests"], "\(ordered.standardError)")

    let firstShard = try KagamiBinary.run(
      ["test", "--skip-build", "--shard", "1/2", "--record", "never"], in: package.root)
    let secondShard = try KagamiBinary.run(
      ["test", "--skip-build", "--shard", "2/2", "--record", "never"], in: package.root)
    let shardTargets = [firstShard, secondShard].map { run in
      ["GreenTests", "RedTests", "EnvTests", "LegacyTests"].filter {
        run.standardError.contains("✔ \($0):") || run.standardError.contains("✘ \($0):")
      }
    }
    #expect(
      Set(shardTargets[0]).isDisjoint(with: shardTargets[1]),
      "\(firstShard.standardError)\n\(secondShard.standardError)")
    #expect(shardTargets[0].count + shardTargets[1].count == 4)

    try package.git("checkout", "-q", "-b", "topic")
    try package.write(
      "Tests/GreenTests/GreenTests.swift",
      "import Core\nimport Testing\n\n@Test func doubles() { #expect(twice(2) == 4) }\n")
    try package.commit("simplify")
    let changed = try KagamiBinary.run(["test", "--changed", "--base", "main"], in: package.root)
    #expect(changed.status == 0, "\(changed.standardError)")
    #expect(changed.standardOutput.contains("✔ 1 passed, 0 failed in 1 target(s)"))

    let badShard = try KagamiBinary.run(["test", "--shard", "3/2"], in: package.root)
    #expect(badShard.status == 2)
    #expect(badShard.standardError.contains("--shard '3/2' must look like i/N"))
    let badConfiguration = try KagamiBinary.run(["test", "--configuration", "fast"], in: package.root)
    #expect(badConfiguration.status == 2)
    #expect(badConfiguration.standardError.contains("--configuration 'fast' must be debug or release"))
  }
}
