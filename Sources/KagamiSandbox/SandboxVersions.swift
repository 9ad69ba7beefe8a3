import ArgumentParser

/// `versions`: the versions of the C libraries this binary renders with, as the libraries report them
/// at run time (not as it was built against), and the ICU library it loaded; one `name version` a line.
/// Two machines whose lines agree render with the same libraries (`Scripts/cross-distro-check.sh`
/// prints both sides').
struct SandboxVersions<Sandbox: PreviewSandbox>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "versions", abstract: "Print the versions of the libraries previews are rendered with.")
  }

  func run() throws {
    let fonts: FontSet
    let icuLibrary: String
    do {
      fonts = try FontSet.bundled()
      icuLibrary = try GraphemeClusters.icuLibrary()
    } catch {
      throw ValidationError("\(error)")
    }
    print("freetype \(fonts.freeTypeVersion)")
    print("harfbuzz \(TextLibraries.harfBuzzVersion)")
    print("fribidi \(TextLibraries.friBidiVersion)")
    print("icu \(TextLibraries.icuVersion) from \(icuLibrary)")
    print("libpng \(PNGCodec.libpngVersion)")
  }
}
