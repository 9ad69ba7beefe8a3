import ArgumentParser
import Foundation

/// `RecipeApp sandbox render Feature/preview --device … --out x.png`: one preview in one variant.
struct SandboxRender: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render one preview in one variant to a PNG.")

  @Argument(help: "The preview, as Feature/preview (see `sandbox list`).")
  var preview: String

  @OptionGroup var variant: VariantOptions

  @Option(help: "Where to write the PNG.")
  var out: String

  @Option(help: "Also write the layout dump there.")
  var layout: String?

  func run() async throws {
    do {
      let variant = try variant.variant()
      let (feature, preview) = try FeatureCatalog.app.preview(self.preview)
      let name = "\(feature)/\(preview.name)"
      let shots = try await SandboxRenderer().render(preview, named: name, in: [variant])
      for (_, shot) in shots {
        try SandboxRenderer.write(SandboxRenderer.png(shot), to: URL(fileURLWithPath: out))
        if let layout { try SandboxRenderer.write(Data(shot.layoutDump.utf8), to: URL(fileURLWithPath: layout)) }
        print("\(out): \(name) \(variant.name), \(shot.bitmap.width)×\(shot.bitmap.height), \(shot.bitmap.pixelHash)")
      }
    } catch {
      throw ValidationError("\(error)")
    }
  }
}
