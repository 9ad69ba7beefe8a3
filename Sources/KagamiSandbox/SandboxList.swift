import ArgumentParser

/// `list`: every `Module/preview`, one per line (`--variants`: the default variants instead).
struct SandboxList<Sandbox: PreviewSandbox>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: "List every Module/preview (or the default variants).")
  }

  @Flag(help: "List the variants render-all and gallery render instead.")
  var variants = false

  func run() throws {
    do {
      try Sandbox.catalog.validate()
    } catch {
      throw ValidationError("\(error)")
    }
    let lines = variants ? Sandbox.variants.map(\.variantName) : Sandbox.catalog.identifiers
    for line in lines { print(line) }
  }
}
