import ArgumentParser
import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSVG
import KagamiSampleScreens
import KagamiText

/// `kagami-bench pipeline`: the DSL end to end on an iPhone 15 (393 × 852 pt @3x). Layout of a
/// ~500-node DSL screen (views → nodes → flexbox → laid-out tree with text paragraphs), and the
/// whole pipeline DSL → pixels (no PNG encode) for the three sample screens. Fonts are loaded once
/// (as a test process does); each run uses a fresh layout context, so text is shaped again, except
/// `dslLayoutWarmText`, which reuses one context (text layouts cached: the layout work alone).
/// `effectsPipeline` renders `EffectsSampleScreen` (gradients, shadows, SVG icons, a card grid).
struct PipelineBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pipeline",
    abstract: "DSL layout of a 500-node screen and DSL → pixels for sample screens (iPhone 15).")

  @Option(help: "Timed runs per measurement.")
  var runs = 31

  @Option(help: "Nodes wanted in the layout screen (cards are added until there are at least this many).")
  var nodes = 500

  @Flag(help: "Measure only the effects screen: the whole pipeline, its layout and its paint (for profiling).")
  var effectsOnly = false

  @Option(help: "Only lay the DSL screen out this many times with warm text, print nothing (for `perf record`).")
  var profileLayout: Int?

  @Flag(help: "With --profile-layout: a fresh layout context each time (text shaped again, as dslLayout).")
  var profileColdText = false

  struct Report: Codable {
    var benchmark = "pipeline"
    var device = "iPhone 15 393x852 @3x"
    var layoutNodes: Int
    var layoutCards: Int
    var dslLayout: Stopwatch.Summary
    var dslLayoutWarmText: Stopwatch.Summary
    var dslLayoutTargetMilliseconds = 2.0
    var settingsPipeline: Stopwatch.Summary
    var articlePipeline: Stopwatch.Summary
    var cardGridPipeline: Stopwatch.Summary
    var settingsLayoutOnly: Stopwatch.Summary
    var settingsPaintOnly: Stopwatch.Summary
    var pipelineTargetMilliseconds = 15.0
    /// Gradients, shadows, SVG icons and a grid of cards (`EffectsSampleScreen`), DSL → pixels.
    var effectsPipeline: Stopwatch.Summary
    var effectsTargetMilliseconds = 15.0
  }

  /// `--effects-only`: the effects screen alone, whole and split into layout and paint.
  struct EffectsReport: Codable {
    var benchmark = "pipeline --effects-only"
    var device = "iPhone 15 393x852 @3x"
    var effectsPipeline: Stopwatch.Summary
    var effectsLayoutOnly: Stopwatch.Summary
    var effectsPaintOnly: Stopwatch.Summary
    var effectsTargetMilliseconds = 15.0
  }

  /// The sample app's SVG icons (Sample/Sources/RecipeComponents/Icons), parsed once.
  static func sampleIcons() throws -> [VectorDrawing] {
    let folder = GoldensBenchmark.packageFolder.appendingPathComponent("Sample/Sources/RecipeComponents/Icons")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
      .sorted()
    return try names.map { name in
      let url = folder.appendingPathComponent(name)
      return try SVGDocument.parse(Data(contentsOf: url), file: url.path, name: String(name.dropLast(4)))
    }
  }

  func run() throws {
    let stopwatch = Stopwatch(runs: runs, warmUp: 3)
    let fonts = try FontSet.bundled()
    let traits = Traits(device: .iPhone15)
    if effectsOnly {
      try printJSON(try Self.effects(stopwatch: stopwatch, fonts: fonts, traits: traits))
      return
    }

    var cards = 1
    var count = 0
    while true {
      let tree = try ViewLayout.layout(
        CardGridSampleScreen(count: cards), traits: traits, context: LayoutContext(fonts: fonts))
      count = Self.count(tree)
      if count >= nodes || cards > 10_000 { break }
      cards += 1
    }
    let layoutScreen = CardGridSampleScreen(count: cards)
    if let profileLayout {
      let context = LayoutContext(fonts: fonts)
      for _ in 0..<max(0, profileLayout) {
        _ = try ViewLayout.layout(
          layoutScreen, traits: traits, context: profileColdText ? LayoutContext(fonts: fonts) : context)
      }
      return
    }
    let dslLayout = try stopwatch.measure {
      _ = try ViewLayout.layout(layoutScreen, traits: traits, context: LayoutContext(fonts: fonts))
    }

    let warmContext = LayoutContext(fonts: fonts)
    let dslLayoutWarmText = try stopwatch.measure {
      _ = try ViewLayout.layout(layoutScreen, traits: traits, context: warmContext)
    }

    func pipeline<V: View>(_ view: V) throws -> Stopwatch.Summary {
      try stopwatch.measure { _ = try ScreenRenderer(fonts: fonts).render(view, traits: traits) }
    }
    let settings = try pipeline(SettingsSampleScreen())
    let article = try pipeline(ArticleSampleScreen())
    let cardGrid = try pipeline(CardGridSampleScreen())
    let layoutOnly = try stopwatch.measure {
      _ = try ViewLayout.layout(SettingsSampleScreen(), traits: traits, context: LayoutContext(fonts: fonts))
    }
    let renderer = ScreenRenderer(fonts: fonts)
    let tree = try ViewLayout.layout(SettingsSampleScreen(), traits: traits, context: LayoutContext(fonts: fonts))
    let paintOnly = try stopwatch.measure { _ = try renderer.paint(tree, traits: traits) }
    let effects = try pipeline(EffectsSampleScreen(icons: try Self.sampleIcons()))
    try printJSON(
      Report(
        layoutNodes: count, layoutCards: cards, dslLayout: dslLayout, dslLayoutWarmText: dslLayoutWarmText,
        settingsPipeline: settings,
        articlePipeline: article, cardGridPipeline: cardGrid, settingsLayoutOnly: layoutOnly,
        settingsPaintOnly: paintOnly, effectsPipeline: effects))
  }

  /// The effects screen alone: DSL → pixels, layout only, and paint of one laid-out tree.
  static func effects(stopwatch: Stopwatch, fonts: FontSet, traits: Traits) throws -> EffectsReport {
    let screen = EffectsSampleScreen(icons: try sampleIcons())
    let whole = try stopwatch.measure { _ = try ScreenRenderer(fonts: fonts).render(screen, traits: traits) }
    let layoutOnly = try stopwatch.measure {
      _ = try ViewLayout.layout(screen, traits: traits, context: LayoutContext(fonts: fonts))
    }
    let renderer = ScreenRenderer(fonts: fonts)
    let tree = try ViewLayout.layout(screen, traits: traits, context: LayoutContext(fonts: fonts))
    let paintOnly = try stopwatch.measure { _ = try renderer.paint(tree, traits: traits) }
    return EffectsReport(effectsPipeline: whole, effectsLayoutOnly: layoutOnly, effectsPaintOnly: paintOnly)
  }

  static func count(_ tree: LaidOutNode) -> Int {
    var total = 0
    var stack = [tree]
    while let node = stack.popLast() {
      total += 1
      stack.append(contentsOf: node.children)
    }
    return total
  }
}
