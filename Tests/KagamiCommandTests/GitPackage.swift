import Foundation

/// A small multi-target Swift package in a temporary git repository, for end-to-end tests of
/// `kagami affected`. Nothing is built; SwiftPM only describes it.
struct GitPackage {
  let folder: TemporaryFolder
  var root: URL { folder.url }

  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"], resources: [.copy("Resources")]),
        .target(name: "Other", path: "Modules/Other", exclude: ["notes.txt"]),
        .target(name: "TestSupport", dependencies: ["Core"], path: "Tests/TestSupport"),
        .testTarget(name: "CoreTests", dependencies: ["Core", "TestSupport"]),
        .testTarget(name: "FeatureTests", dependencies: ["Feature", "TestSupport"]),
        .testTarget(name: "OtherTests", dependencies: ["Other"]),
      ]
    )
    """

  /// A repository with one commit on `main` holding the package and `kagami.json`.
  init() throws {
    folder = try TemporaryFolder()
    try write("Package.swift", Self.manifest)
    try write("Sources/Core/Core.swift", "public struct Recipe {}\n")
    try write("Sources/Feature/Feature.swift", "import Core\n")
    try write("Sources/Feature/Resources/strings.json", "{}\n")
    try write("Modules/Other/Other.swift", "public let other = 1\n")
    try write("Modules/Other/notes.txt", "notes\n")
    try write("Tests/TestSupport/Support.swift", "import Core\n")
    try write("Tests/CoreTests/CoreTests.swift", "import Core\n")
    try write("Tests/FeatureTests/FeatureTests.swift", "import Feature\n")
    try write("Tests/OtherTests/OtherTests.swift", "import Other\n")
    try write("Fixtures/API/feature.json", "{}\n")
    try write(
      "kagami.json",
      #"{"globalInputs":["Fixtures/Fonts/**"],"extraInputs":{"Fixtures/API/feature*.json":["FeatureTests"]},"ignore":["**/*.md"]}"#
    )
    try write(".gitignore", ".build\n")
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "test@example.com")
    try git("config", "user.name", "Test")
    try commit("initial")
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
  }

  func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try Self.run(["git"] + arguments, in: root)
  }

  @discardableResult
  static func run(_ command: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(command) failed"])
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// `kagami affected` (with `arguments`) run in the package; its lines of output for `--format lines`.
  func affected(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> KagamiBinary.Run {
    try KagamiBinary.run(["affected"] + arguments, in: root, environment: environment)
  }
}
