import ArgumentParser

/// The sandbox's root command: `list`, `render`, `render-all`, `gallery`, `versions`, plus the package's own.
struct SandboxCommand<Sandbox: PreviewSandbox>: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: Sandbox.commandName,
      abstract: "Render this package's previews: list them, render one, render all, or write a gallery.",
      subcommands: [
        SandboxList<Sandbox>.self, SandboxRender<Sandbox>.self, SandboxRenderAll<Sandbox>.self,
        SandboxGallery<Sandbox>.self, SandboxVersions<Sandbox>.self,
      ] + Sandbox.extraCommands)
  }
}
