// RecipeApp: the sample app's composition root and its sandbox.
// Design rules:
// - Only this module imports every feature; features reach each other through descriptors that the
//   resolver here implements (the generated `ConcreteResolver` makes a forgotten one a compile error).
// - Live values (HTTP client, system clock and time zone) are assembled here and nowhere else.
// - The sandbox renders previews exactly as the snapshot tests do (mock environment, same traits,
//   same encoder), so `render-all` twice gives the same bytes.
import ArgumentParser

/// `RecipeApp`: the sandbox (`sandbox list | render | render-all`) and fixture tools.
@main
struct RecipeAppCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "RecipeApp", abstract: "The Kagami sample recipe app: sandbox renders of every feature's previews.",
    subcommands: [SandboxCommand.self, GenerateImagesCommand.self])
}

/// `RecipeApp sandbox …`.
struct SandboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sandbox", abstract: "List and render the features' previews with the mock environment.",
    subcommands: [SandboxList.self, SandboxRender.self, SandboxRenderAll.self])
}
