import ArgumentParser

/// A package's sandbox: its preview catalog and the variants it renders by default. Conform an
/// executable's `@main` type to it and the executable gets the sandbox's commands.
public protocol PreviewSandbox {
  /// The app's host (its mock world).
  associatedtype Host: PreviewHost

  /// Every module's previews and the host that makes their environments.
  static var catalog: PreviewCatalog<Host> { get }

  /// The variants `render-all` and `gallery` render; `render` defaults to the first one's traits.
  static var variants: [Traits] { get }

  /// The executable's name in help texts (default: the process's name).
  static var commandName: String { get }

  /// Further commands of the executable, next to the sandbox's (fixture tools…).
  static var extraCommands: [any ParsableCommand.Type] { get }
}

extension PreviewSandbox {
  public static var commandName: String {
    CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "previews"
  }

  public static var extraCommands: [any ParsableCommand.Type] { [] }

  /// Runs the sandbox command named by the process's arguments.
  public static func main() async {
    await SandboxCommand<Self>.main()
  }
}
