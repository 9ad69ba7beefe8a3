import ArgumentParser
import Foundation
import RecipeFixtureArt

/// `RecipeApp generate-images --out Fixtures/Images`: draws the fixture food pictures and avatars
/// (procedural, with Kagami's own rasterizer) and writes them atomically.
struct GenerateImagesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-images", abstract: "Draw the fixture images (dishes, cooksnaps, avatars).")

  @Option(help: "The folder to write into.")
  var out = "Fixtures/Images"

  func run() throws {
    let folder = URL(fileURLWithPath: out, isDirectory: true)
    do {
      let written = try FixtureArt.write(to: folder)
      print("\(written.count) images in \(out)")
    } catch {
      throw ValidationError("cannot write the fixture images to \(out): \(error)")
    }
  }
}
