import ArgumentParser
import Foundation
import KagamiLayout
import RecipeMocks

/// `RecipeApp sandbox render-all --out DIR`: every preview in every variant of the snapshot matrix,
/// as `DIR/<Feature>/<preview>.<variant>.png`, plus `DIR/hashes.txt` (one pixel hash per file), so
/// two runs can be compared byte for byte.
struct SandboxRenderAll: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-all", abstract: "Render every preview in every variant to a folder.")

  @Option(help: "The folder to write into (created if needed).")
  var out: String

  @Option(help: "Pixels per point (default 1, as the snapshot matrix; 0: each device's own).")
  var scale = 1

  @Option(help: "Only this feature (repeatable; default: every feature).")
  var feature: [String] = []

  func run() async throws {
    let variants = PreviewVariant.matrix(
      devices: [.iPhoneSE3, .iPhone15, .iPad10], scale: scale == 0 ? nil : scale)
    var catalog = FeatureCatalog.app
    if !feature.isEmpty {
      let known = catalog.features.map(\.name)
      for name in feature where !known.contains(where: { $0.lowercased() == name.lowercased() }) {
        throw ValidationError("\(SandboxError.unknownFeature(name, known: known))")
      }
      catalog = FeatureCatalog(
        features: catalog.features.filter { candidate in
          feature.contains { $0.lowercased() == candidate.name.lowercased() }
        })
    }
    guard (0...3).contains(scale) else { throw ValidationError("\(SandboxError.badScale(scale))") }
    let total = catalog.features.reduce(0) { $0 + $1.previews.count } * variants.count
    let folder = URL(fileURLWithPath: out, isDirectory: true)
    let renderer = try SandboxRenderer()
    var hashes: [String] = []
    var done = 0
    let started = Date()
    do {
      for feature in catalog.features {
        for preview in feature.previews {
          let name = "\(feature.name)/\(preview.name)"
          for (variant, shot) in try await renderer.render(preview, named: name, in: variants) {
            let file = "\(feature.name)/\(preview.name).\(variant.name).png"
            try SandboxRenderer.write(SandboxRenderer.png(shot), to: folder.appendingPathComponent(file))
            hashes.append("\(shot.bitmap.pixelHash)  \(file)")
            done += 1
            FileHandle.standardError.write(Data("[\(done)/\(total)] \(file)\n".utf8))
          }
        }
      }
      try SandboxRenderer.write(
        Data((hashes.joined(separator: "\n") + "\n").utf8), to: folder.appendingPathComponent("hashes.txt"))
    } catch {
      throw ValidationError("\(error)")
    }
    let seconds = Date().timeIntervalSince(started)
    print("\(done) screens in \(out) (\(String(format: "%.1f", seconds)) s); pixel hashes in \(out)/hashes.txt")
  }
}
