// kagami-bench: prints benchmark medians as JSON. (Subcommands land with their issues.)
import ArgumentParser

@main
struct KagamiBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kagami-bench", abstract: "Kagami's benchmarks; each prints one JSON object.")
}
