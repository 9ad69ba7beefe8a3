import ArgumentParser
import Foundation
import KagamiFileSystem
import KagamiReport

/// `gallery --out DIR [--baselines [Snapshots]]`: one static HTML page of every preview in every
/// variant, `DIR/index.html`, from fresh renders (into `DIR/images`) or from the recorded baselines.
struct SandboxGallery<Sandbox: PreviewSandbox>: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "gallery",
      abstract: "Write a static HTML gallery of every preview in every variant, rendered or from the baselines.")
  }

  @Option(help: "The folder for index.html (and the rendered images).")
  var out: String

  @Option(help: "Show the recorded baselines under this folder instead of rendering (e.g. Snapshots).")
  var baselines: String?

  @OptionGroup var selection: SelectionOptions

  @Option(help: "Previews rendered at once (default: the number of cores).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  func run() async throws {
    do {
      let folder = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
      let modules = try selection.modules(of: Sandbox.catalog)
      let entries: [GalleryEntry]
      let source: String
      if let baselines {
        let root = URL(fileURLWithPath: baselines, isDirectory: true).standardizedFileURL
        let found = try BaselineGallery<Sandbox.Host>(
          root: root, modules: modules, variantOrder: Sandbox.variants.map(\.variantName)
        ).entries()
        for note in found.notes { PreviewBatch<Sandbox.Host>.progress("note: \(note)") }
        entries = try filtered(found.entries)
        source = "baselines in \(baselines)"
      } else {
        let images = folder.appendingPathComponent("images", isDirectory: true)
        let files = try await PreviewBatch(
          catalog: Sandbox.catalog, modules: modules, variants: try selection.variants(of: Sandbox.variants), jobs: jobs
        ).run(into: images)
        entries = files.map { file in
          GalleryEntry(
            module: file.module, preview: file.preview, variant: file.traits.variantName,
            device: file.traits.device.name, scheme: file.traits.colorScheme.rawValue,
            locale: file.traits.locale.variantComponent, size: "\(file.traits.contentSizeCategory)",
            direction: file.traits.layoutDirection == .rtl ? "rtl" : "ltr",
            image: images.appendingPathComponent(file.path),
            width: file.width, height: file.height)
        }
        source = "rendered"
      }
      let page = folder.appendingPathComponent("index.html")
      try AtomicFile.write(Data(PreviewGallery.html(entries, folder: folder, source: source).utf8), to: page)
      print("\(page.path): \(entries.count) images")
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// Baseline entries narrowed by the trait filters.
  private func filtered(_ entries: [GalleryEntry]) throws(SandboxError) -> [GalleryEntry] {
    let matches = try selection.predicate(known: Sandbox.variants)
    return entries.filter { entry in
      matches(
        VariantAxes(
          device: entry.device, scheme: entry.scheme, locale: entry.locale, size: entry.size,
          direction: entry.direction))
    }
  }
}
