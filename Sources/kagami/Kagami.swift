// kagami: the command line. A thin root: every subcommand and its logic live in KagamiCommands.
import ArgumentParser
import KagamiCommands
import KagamiResults

@main
struct Kagami: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kagami", abstract: "Snapshot and visual-regression tools for Swift on Linux.",
    // The one version: the same string every baseline's fingerprint records.
    version: SnapshotFingerprint.kagamiVersion,
    subcommands: [
      DiffCommand.self, AffectedCommand.self, TestCommand.self, ReportCommand.self, AcceptCommand.self,
      PruneCommand.self, MigrateCommand.self, PreviewsCommand.self, ReviewCommand.self, BaselinesCommand.self,
      AuditCommand.self,
    ])

  static func main() { KagamiMain.run(Kagami.self) }
}
