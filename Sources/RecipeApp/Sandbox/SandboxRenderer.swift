import Foundation
import KagamiImage
import KagamiRenderer
import RecipeCore
import RecipeMocks

/// Renders previews to PNG files for the sandbox, exactly as the snapshot tests render them
/// (`PreviewRendering`), and writes them atomically.
struct SandboxRenderer {
  let renderer: ScreenRenderer

  init() throws { renderer = try ScreenRenderer() }

  /// Loads `preview` in each language of `variants` and renders it in each variant.
  func render(_ preview: Preview, named name: String, in variants: [PreviewVariant]) async throws(SandboxError)
    -> [(PreviewVariant, Screenshot)]
  {
    var shots: [(PreviewVariant, Screenshot)] = []
    for language in AppLanguage.allCases where variants.contains(where: { $0.language == language }) {
      let content = await PreviewRendering.content(of: preview, language: language)
      for variant in variants where variant.language == language {
        do {
          shots.append((variant, try PreviewRendering.render(content, of: preview, in: variant, with: renderer)))
        } catch {
          throw .render("\(name) \(variant.name)", "\(error)")
        }
      }
    }
    return shots
  }

  /// Writes `data` to `url` through a temporary file and a rename.
  static func write(_ data: Data, to url: URL) throws(SandboxError) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .write(url.path, "\(error)")
    }
  }

  /// The PNG of a screenshot, with the baseline encoder (the same bytes on every machine).
  static func png(_ shot: Screenshot) throws(SandboxError) -> Data {
    do {
      return try PNGCodec.encodeSmallest(shot.bitmap)
    } catch {
      throw .render("PNG encode", "\(error)")
    }
  }
}
