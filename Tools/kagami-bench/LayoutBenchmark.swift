import ArgumentParser
import KagamiFlex
import KagamiLayout
import KagamiSampleScreens

/// `kagami-bench layout`: layout of a synthetic 500-node screen (iPhone 15 size, scale 3).
struct LayoutBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Lay out a 500-node screen (393x852 @3x) with the flexbox engine.")

  @Option(help: "Timed runs per measurement.")
  var runs = 51

  @Option(help: "Nodes in the screen.")
  var nodes = 500

  struct Report: Codable {
    var benchmark = "layout"
    var nodes: Int
    var width = 393.0
    var height = 852.0
    var scale = 3.0
    var firstLayout: Stopwatch.Summary
    var relayout: Stopwatch.Summary
    var buildAndLayout: Stopwatch.Summary
    var targetMilliseconds = 2.0
  }

  func run() throws {
    let stopwatch = Stopwatch(runs: runs, warmUp: 3)
    var count = 0
    func countNodes(_ node: FlexNode) {
      count += 1
      node.children.forEach(countNodes)
    }
    countNodes(FlexSampleScreen.make(nodeCount: nodes))
    let screens = (0..<(runs + 3)).map { _ in FlexSampleScreen.make(nodeCount: nodes) }
    var next = 0
    let first = try stopwatch.measure {
      try screens[next].calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
      next += 1
    }
    let screen = screens[0]
    let relayout = try stopwatch.measure {
      try screen.calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    }
    let buildAndLayout = try stopwatch.measure {
      try FlexSampleScreen.make(nodeCount: nodes).calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    }
    try printJSON(Report(nodes: count, firstLayout: first, relayout: relayout, buildAndLayout: buildAndLayout))
  }
}
