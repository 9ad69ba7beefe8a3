import ArgumentParser
import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSVG
import KagamiSampleScreens
import KagamiText

/// `kagami-bench goldens`: renders the DSL's golden screens (`GoldenScreenCatalog`) in this build and
/// compares them with the PNGs KagamiScreenTests checks in debug builds. Run in release, it shows
/// that both configurations give the same bytes; exits with an error when any golden differs.
struct GoldensBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "goldens",
    abstract: "Render the DSL's golden screens and compare them with Tests/KagamiScreenTests/Goldens.")

  @Option(help: "The folder of golden PNGs.")
  var goldens = Self.packageFolder.appendingPathComponent("Tests/KagamiScreenTests/Goldens").path

  @Option(help: "The image folder of the golden screens (SVG and PNG fixtures).")
  var images = Self.packageFolder.appendingPathComponent("Tests/KagamiScreenTests/Fixtures").path

  @Option(help: "Only the golden with this name (for profiling).")
  var only: String?

  @Option(help: "Renders per golden (the time reported is the median).")
  var repeats = 1

  static var packageFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  struct Result: Codable {
    var name: String
    var identical: Bool
    var differingPixels: Int
    var milliseconds: Double
  }

  struct Report: Codable {
    var benchmark = "goldens"
    var configuration: String
    var goldens: [Result]
    var allIdentical: Bool
  }

  func run() throws {
    let icons = try ["bowl", "clock", "camera", "bookmark"].map { name in
      let url = Self.packageFolder.appendingPathComponent("Sample/Sources/RecipeComponents/Icons/\(name).svg")
      return try SVGDocument.parse(Data(contentsOf: url), file: url.path, name: name)
    }
    let renderer = ScreenRenderer(fonts: try FontSet.bundled(), imageDirectory: images)
    var results: [Result] = []
    for entry in GoldenScreenCatalog.entries(icons: icons) where only == nil || entry.name == only {
      var times: [Double] = []
      var rendered: Bitmap?
      for _ in 0..<max(repeats, 1) {
        let start = DispatchTime.now().uptimeNanoseconds
        rendered = try renderer.render(entry.view, traits: entry.traits, background: .background).bitmap
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      }
      guard let bitmap = rendered else { continue }
      let elapsed = times.sorted()[times.count / 2]
      let path = URL(fileURLWithPath: goldens).appendingPathComponent("\(entry.name).png").path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ValidationError("no golden at \(path)")
      }
      let golden = try PNGCodec.decode(data)
      var differing = golden.width == bitmap.width && golden.height == bitmap.height ? 0 : bitmap.pixelCount
      if differing == 0 {
        differing = stride(from: 0, to: golden.pixels.count, by: 4).reduce(0) {
          $0 + (golden.pixels[$1..<($1 + 4)] == bitmap.pixels[$1..<($1 + 4)] ? 0 : 1)
        }
      }
      results.append(
        Result(name: entry.name, identical: differing == 0, differingPixels: differing, milliseconds: elapsed))
    }
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    let report = Report(configuration: configuration, goldens: results, allIdentical: results.allSatisfy(\.identical))
    try printJSON(report)
    if !report.allIdentical { throw ExitCode.failure }
  }
}
