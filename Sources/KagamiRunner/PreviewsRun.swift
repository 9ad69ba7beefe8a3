import Foundation
import KagamiAffected

/// `kagami previews …`: runs the package's preview sandbox (an executable whose `@main` type conforms
/// to `PreviewSandbox`) with the given arguments. The executable is found in the package description
/// (the one executable target that depends on KagamiSandbox), built with `swift build`, then run
/// with this process's standard output and error; its exit status is returned.
public struct PreviewsRun {
  /// The package root.
  public var packageRoot: URL
  /// The sandbox's product; nil: found in the package description.
  public var product: String?
  /// An already built sandbox executable (skips finding and building).
  public var executable: String?
  /// `debug` or `release`.
  public var configuration: String
  /// The sandbox's arguments (`list`, `render-all --out DIR`…).
  public var arguments: [String]

  /// A run from its parts.
  public init(
    packageRoot: URL, product: String? = nil, executable: String? = nil, configuration: String = "debug",
    arguments: [String]
  ) {
    self.packageRoot = packageRoot
    self.product = product
    self.executable = executable
    self.configuration = configuration
    self.arguments = arguments
  }

  /// Builds (unless given an executable) and runs the sandbox; returns its exit status.
  public func run() throws -> Int32 {
    guard ["debug", "release"].contains(configuration) else {
      throw CommandFailure("configuration '\(configuration)' must be debug or release")
    }
    let path: String
    if let executable {
      guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw CommandFailure("no executable at \(executable)")
      }
      path = executable
    } else {
      let product = try self.product ?? Self.sandboxProduct(in: packageRoot)
      FileHandle.standardError.write(Data("kagami: building \(product) (\(configuration))…\n".utf8))
      let build = try ChildProcess.run(
        "swift", ["build", "-c", configuration, "--product", product], in: packageRoot,
        standardOutput: FileHandle.standardError)
      guard build == 0 else { throw CommandFailure("swift build --product \(product) failed with status \(build)") }
      let bin = try ChildProcess.capture("swift", ["build", "-c", configuration, "--show-bin-path"], in: packageRoot)
      path =
        URL(fileURLWithPath: bin.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent(product)
        .path
    }
    return try ChildProcess.run(path, arguments, in: packageRoot)
  }

  /// The package's one executable target that depends on KagamiSandbox; an error lists what exists.
  static func sandboxProduct(in packageRoot: URL) throws -> String {
    let describe = try PackageDescriptionLoader(packageRoot: packageRoot).load().describe
    return try sandboxProduct(describeJSON: describe)
  }

  /// The sandbox executable named in `swift package describe --type json` output.
  static func sandboxProduct(describeJSON: Data) throws -> String {
    struct Described: Decodable {
      // swift-format-ignore: AlwaysUseLowerCamelCase
      // The names are `swift package describe`'s JSON keys.
      struct Target: Decodable {
        var name: String
        var type: String
        var target_dependencies: [String]?
        var product_dependencies: [String]?
      }
      var targets: [Target]
    }
    let described: Described
    do {
      described = try JSONDecoder().decode(Described.self, from: describeJSON)
    } catch {
      throw CommandFailure("cannot read the package description: \(error)")
    }
    let executables = described.targets.filter { $0.type == "executable" }
    let sandboxes = executables.filter {
      (($0.target_dependencies ?? []) + ($0.product_dependencies ?? [])).contains("KagamiSandbox")
    }
    switch sandboxes.count {
    case 1: return sandboxes[0].name
    case 0:
      throw CommandFailure(
        "no executable target of this package depends on KagamiSandbox (executables: "
          + (executables.isEmpty ? "none" : executables.map(\.name).sorted().joined(separator: ", "))
          + "); declare one whose @main type conforms to PreviewSandbox (see Kagami's Docs/previews.md), "
          + "or pass --product")
    default:
      throw CommandFailure(
        "several executables depend on KagamiSandbox (\(sandboxes.map(\.name).sorted().joined(separator: ", "))); "
          + "choose one with --product")
    }
  }
}
