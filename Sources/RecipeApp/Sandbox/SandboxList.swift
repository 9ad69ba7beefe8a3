import ArgumentParser

/// `RecipeApp sandbox list`: every `Feature/preview`, one per line.
struct SandboxList: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "list", abstract: "List every Feature/preview.")

  func run() {
    for identifier in FeatureCatalog.app.identifiers { print(identifier) }
  }
}
