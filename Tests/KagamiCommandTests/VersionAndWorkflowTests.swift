import Foundation
import KagamiResults
import Testing

/// `kagami --version`, and the `kagami` commands the adopters' workflow and Docs/ci.md run: they run
/// the built binary.
@Suite("kagami --version and the documented CI commands (built binary)")
struct VersionAndWorkflowTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("kagami --version prints SnapshotFingerprint.kagamiVersion and exits 0")
  func version() throws {
    let run = try KagamiBinary.run(["--version"])
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput == SnapshotFingerprint.kagamiVersion + "\n")
  }

  /// Every `kagami <subcommand> --flag…` in the example's workflow and in Docs/ci.md's code: the
  /// subcommand and its flags, up to the end of the command (a pipe, `&&`, `;` or a redirection).
  static func invocations() throws -> [(file: String, subcommand: String, flags: [String])] {
    var result: [(String, String, [String])] = []
    for file in ["Examples/GettingStarted/.github/workflows/snapshots.yml", "Docs/ci.md"] {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        for match in line.matches(of: #/(?:^|[\s/(])kagami ([a-z][a-z-]*)([^|;&>`]*)/#) {
          let flags = match.output.2.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) }
          result.append((file, String(match.output.1), flags))
        }
      }
    }
    return result
  }

  @Test("every flag the documented CI commands pass to kagami is one its --help lists")
  func documentedFlagsExist() throws {
    let invocations = try Self.invocations()
    #expect(invocations.contains { $0.subcommand == "test" && $0.flags.contains("--changed") })
    var helps: [String: String] = [:]
    for invocation in invocations {
      if helps[invocation.subcommand] == nil {
        let run = try KagamiBinary.run([invocation.subcommand, "--help"])
        #expect(run.status == 0, "kagami \(invocation.subcommand) --help: \(run.standardError)")
        helps[invocation.subcommand] = run.standardOutput
      }
      let help = helps[invocation.subcommand] ?? ""
      for flag in invocation.flags {
        let listed = help.contains("\(flag) ") || help.contains("\(flag)\n") || help.contains("\(flag),")
        #expect(listed, "\(invocation.file): kagami \(invocation.subcommand) has no \(flag)")
      }
    }
  }
}
