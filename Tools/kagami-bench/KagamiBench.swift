// kagami-bench: Kagami's benchmarks. Each subcommand prints one JSON object with medians of several
// runs; compare figures only within one run or script (the machine is shared and noisy).
import ArgumentParser

@main
struct KagamiBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kagami-bench", abstract: "Kagami's benchmarks; each prints one JSON object.",
    subcommands: [
      RasterBenchmark.self,
      LayoutBenchmark.self,
      PipelineBenchmark.self,
      CheckBenchmark.self,
      ScaleBenchmark.self,
      GoldensBenchmark.self,
      SceneCommand.self,
      EncodeMatrixBenchmark.self,
      EncodeChoiceBenchmark.self,
      DiffBenchmark.self,
      TextBenchmark.self,
      AffectedBenchmark.self,
      SnapshotBenchmark.self,
      ReviewScaleBenchmark.self,
      ReviewGroupsBenchmark.self,
    ])
}
