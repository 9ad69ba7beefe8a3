import ArgumentParser
import Foundation
import KagamiFileSystem

/// `render-all --out DIR`: every preview in every variant, as `DIR/<Module>/<preview>.<variant>.png`,
/// plus `DIR/hashes.txt` (one pixel hash per file, in catalog order), so two runs compare byte for byte.
struct SandboxRenderAll<Sandbox: PreviewSandbox>: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "render-all", abstract: "Render every preview in every variant to a folder, with hashes.txt.")
  }

  @Option(help: "The folder to write into (created if needed).")
  var out: String

  @OptionGroup var selection: SelectionOptions

  @Option(help: "Previews rendered at once (default: the number of cores).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  func run() async throws {
    let started = ContinuousClock.now
    let files: [RenderedFile]
    do {
      let batch = PreviewBatch(
        catalog: Sandbox.catalog, modules: try selection.modules(of: Sandbox.catalog),
        variants: try selection.variants(of: Sandbox.variants), jobs: jobs)
      let folder = URL(fileURLWithPath: out, isDirectory: true)
      files = try await batch.run(into: folder)
      let hashes = files.map { "\($0.hash)  \($0.path)\n" }.joined()
      try AtomicFile.write(Data(hashes.utf8), to: folder.appendingPathComponent("hashes.txt"))
    } catch {
      throw ValidationError("\(error)")
    }
    let elapsed = (ContinuousClock.now - started).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    print(
      "\(files.count) images in \(out) (\(String(format: "%.2f", seconds)) s, "
        + "\(String(format: "%.1f", Double(files.count) / max(seconds, 0.001))) images/s); pixel hashes in \(out)/hashes.txt"
    )
  }
}
