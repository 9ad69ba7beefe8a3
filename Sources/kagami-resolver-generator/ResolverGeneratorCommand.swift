// kagami-resolver-generator: the command the DescriptorResolverPlugin runs at build time.
// Design rules: a thin command; the work is in KagamiResolverGenerator. Errors go to standard error as
// `file:line:column: error: …` and the exit code is 1, which fails the build.
import ArgumentParser
import Foundation
import KagamiFileSystem
import KagamiResolverGenerator

/// Reads a module's Swift sources and writes its generated, exhaustive descriptor resolver.
@main
struct ResolverGeneratorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kagami-resolver-generator",
    abstract: "Generates the exhaustive descriptor resolver protocol of a module from its Swift sources."
  )

  @Option(help: "The module the sources belong to.")
  var module: String?

  @Option(help: "The generated file to write.")
  var output: String?

  @Option(help: "The folder the header's input names are relative to (default: the inputs' common folder).")
  var root: String?

  @Option(help: "The generated protocol's name.")
  var protocolName = "ConcreteResolver"

  @Option(
    help: ArgumentHelp(
      "Instead of generating: write this generator into an artifact bundle (….artifactbundle) for KAGAMI_RESOLVER_GENERATOR_BUNDLE.",
      valueName: "path"))
  var writeArtifactBundle: String?

  @Argument(help: "The module's Swift source files.")
  var inputs: [String] = []

  func validate() throws {
    if writeArtifactBundle != nil {
      guard module == nil, output == nil, inputs.isEmpty else {
        throw ValidationError("--write-artifact-bundle takes no --module, --output or inputs")
      }
    } else {
      guard module != nil else { throw ValidationError("missing --module <module>") }
      guard output != nil else { throw ValidationError("missing --output <output>") }
      guard !inputs.isEmpty else { throw ValidationError("missing the module's Swift source files") }
    }
  }

  func run() throws {
    if let writeArtifactBundle {
      try writeBundle(to: writeArtifactBundle)
      return
    }
    guard let module, let output else { return }
    var sources: [SourceInput] = []
    let root = root ?? Self.commonFolder(of: inputs)
    for path in inputs {
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        Self.printError("\(path):1:1: error: cannot read this file as UTF-8 text")
        throw ExitCode.failure
      }
      sources.append(SourceInput(path: path, displayName: Self.displayName(of: path, root: root), text: text))
    }
    let generator = ResolverGenerator(moduleName: module, protocolName: protocolName)
    switch generator.generate(sources) {
    case .failure(let failure):
      Self.printError(failure.description)
      throw ExitCode.failure
    case .success(let text):
      try AtomicFile.writeIfChanged(Data(text.utf8), to: URL(fileURLWithPath: output))
    }
  }

  /// Copies this executable into a new artifact bundle at `path` and prints how to use it.
  func writeBundle(to path: String) throws {
    guard let executable = Bundle.main.executableURL else {
      Self.printError("error: cannot find this generator's own executable")
      throw ExitCode.failure
    }
    let destination = URL(fileURLWithPath: path).standardizedFileURL
    do {
      try GeneratorArtifactBundle(destination: destination).write(executable: executable.resolvingSymlinksInPath())
    } catch {
      Self.printError("error: \(error)")
      throw ExitCode.failure
    }
    print("Wrote \(destination.path)")
    print("Use it with: export KAGAMI_RESOLVER_GENERATOR_BUNDLE=\(destination.path)")
  }

  /// `path` relative to `root` when it lies inside it, otherwise its last component.
  static func displayName(of path: String, root: String?) -> String {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    if let root {
      let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
      if standardized.hasPrefix(prefix) { return String(standardized.dropFirst(prefix.count)) }
    }
    return URL(fileURLWithPath: path).lastPathComponent
  }

  /// The deepest folder that holds every input.
  static func commonFolder(of paths: [String]) -> String? {
    let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return common.isEmpty ? nil : NSString.path(withComponents: common)
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
