import ArgumentParser
import Foundation
import KagamiFileSystem
import KagamiRenderer

/// `render Module/preview [--device …] --out x.png [--layout x.txt]`: one preview in one variant.
struct SandboxRender<Sandbox: PreviewSandbox>: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "render", abstract: "Render one preview in one variant to a PNG.")
  }

  @Argument(help: "The preview, as Module/preview (see `list`).")
  var preview: String

  @OptionGroup var variant: VariantOptions

  @Option(help: "Where to write the PNG.")
  var out: String

  @Option(help: "Also write the layout dump there.")
  var layout: String?

  func run() async throws {
    do {
      let catalog = Sandbox.catalog
      try catalog.validate()
      let (module, preview) = try catalog.preview(self.preview)
      let base = Sandbox.variants.first ?? Traits()
      let traits = try variant.traits(over: base, known: Sandbox.variants)
      let identifier = "\(module.name)/\(preview.name)"
      let (shots, problems) = try await PreviewRenderer.render(
        preview, identifier: identifier, host: catalog.host, variants: [traits], timeout: catalog.timeout)
      guard problems.isEmpty else { throw SandboxError.failed("\(identifier): \(problems.joined(separator: "; "))") }
      for shot in shots {
        try PreviewBatch<Sandbox.Host>.writePNG(shot.screenshot, to: URL(fileURLWithPath: out))
        if let layout {
          try AtomicFile.write(Data(shot.screenshot.layoutDump.utf8), to: URL(fileURLWithPath: layout))
        }
        let bitmap = shot.screenshot.bitmap
        print("\(out): \(identifier) \(traits.variantName), \(bitmap.width)×\(bitmap.height), \(bitmap.pixelHash)")
      }
    } catch {
      throw ValidationError("\(error)")
    }
  }
}
