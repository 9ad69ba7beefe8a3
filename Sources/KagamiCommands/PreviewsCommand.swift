import ArgumentParser
import Foundation
import KagamiRunner

/// `kagami previews list | render ID … | render-all --out DIR | gallery --out DIR`: the package's
/// preview sandbox, found, built and run (everything after the subcommand is the sandbox's).
public struct PreviewsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "previews",
    abstract: "List, render and show this package's previews through its preview sandbox.",
    discussion: """
      Runs the package's executable whose @main type conforms to PreviewSandbox (the one executable \
      target depending on KagamiSandbox, or --product), built with swift build. Its commands:
        list [--variants]                      every Module/preview
        render Module/preview --out F.png      one preview, traits from --device --scheme --locale --size --direction --scale
        render-all --out DIR                   every preview in every variant, and DIR/hashes.txt
        gallery --out DIR [--baselines Snapshots]   a static HTML page of every preview in every variant
      Options of `kagami previews` itself go before the sandbox command: kagami previews -c release render-all --out DIR
      """)

  /// The sandbox executable's product.
  @Option(help: "The sandbox's product (default: the executable target that depends on KagamiSandbox).")
  public var product: String?

  /// An already built sandbox.
  @Option(help: "Run this built sandbox executable instead of building one.")
  public var executable: String?

  /// The build configuration.
  @Option(name: [.customShort("c"), .long], help: "Build configuration: debug or release.")
  public var configuration = "debug"

  /// The package root.
  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  /// The sandbox's command and its arguments.
  @Argument(
    parsing: .captureForPassthrough, help: "The sandbox command and its arguments (list, render, render-all, gallery).")
  public var arguments: [String] = []

  /// An empty command, for ArgumentParser.
  public init() {}

  public func validate() throws {
    guard let first = arguments.first, !first.hasPrefix("-") || first == "--help" || first == "-h" else {
      throw ValidationError("name a sandbox command: list, render, render-all or gallery (see kagami previews --help)")
    }
  }

  public func run() throws {
    let status: Int32
    do {
      status = try PreviewsRun(
        packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL, product: product,
        executable: executable, configuration: configuration, arguments: arguments
      ).run()
    } catch {
      throw ValidationError("\(error)")
    }
    if status != 0 { throw ExitCode(status == 1 ? 1 : 2) }
  }
}
