import ArgumentParser
import Foundation
import KagamiResults
import KagamiReview

/// `kagami review`: serves the last run's report on 127.0.0.1 with Accept, Reject and Undo buttons.
public struct ReviewCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Review the last snapshot run in the browser: accept or reject each change.",
    discussion: """
      Serves the report on 127.0.0.1 only and prints its URL, which carries a random token; requests \
      without it, from another origin or for another host are refused. Accept writes the baseline as \
      kagami accept does (checked first, atomic, stale artifacts refused); Reject and Undo are kept in \
      <artifacts>/review.json. Re-run runs the shown cards' test targets again (kagami test \
      --record never) and reloads the page. Runs until interrupted. Exit status: 2 when it cannot start.
      """)

  @OptionGroup var options: ReviewOptions

  @Option(help: "The port on 127.0.0.1 (0: a free one).")
  public var port: UInt16 = 0

  @Flag(help: "Open the URL in the default browser (xdg-open, or open on macOS).")
  public var open = false

  @Option(
    help: """
      The executable the page's Re-run button starts with `test --package-path … --record never \
      --target …` (default: this kagami; a wrapper script taking the same arguments also works).
      """)
  public var runner: String?

  public init() {}

  public func validate() throws {
    if let runner, !FileManager.default.isExecutableFile(atPath: runner) {
      throw ValidationError("--runner '\(runner)' is not an executable file")
    }
  }

  public func run() throws {
    Self.acceptTerminationSignals()
    let packageRoot = URL(fileURLWithPath: options.packagePath, isDirectory: true).standardizedFileURL
    let artifacts =
      options.artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? ArtifactStore.defaultFolder(packageRoot: packageRoot, environment: ProcessInfo.processInfo.environment)
    let port = port
    let open = open
    let runnerURL = runner.map { URL(fileURLWithPath: $0) } ?? Bundle.main.executableURL
    Task {
      do {
        let server = try await ReviewServer.start(
          packageRoot: packageRoot, artifactsFolder: artifacts, port: port, runner: runnerURL)
        FileHandle.standardOutput.write(Data("kagami review: \(server.url)\n".utf8))
        if open { Self.openInBrowser(server.url) }
        try await server.waitUntilStopped()
        Foundation.exit(0)
      } catch {
        FileHandle.standardError.write(Data("kagami review: \(error)\n".utf8))
        Foundation.exit(2)
      }
    }
    // The server runs on the concurrency pool; this thread only waits (until interrupted).
    while true { sleep(3600) }
  }

  /// Unblocks SIGINT, SIGTERM and SIGHUP on this (the main) thread: a parent that started us from a
  /// thread blocking them (a dispatch worker, as test runners and build tools do) passes its signal
  /// mask on, and the server would then outlive `kill`. Their default action ends the process; every
  /// write it makes is atomic, so ending at any moment loses nothing.
  static func acceptTerminationSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Asks the desktop to open `url`; a failure is reported and the server keeps running.
  static func openInBrowser(_ url: String) {
    let process = Process()
    #if os(macOS)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
      process.arguments = [url]
    #else
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["xdg-open", url]
    #endif
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(Data("kagami review: cannot open a browser (\(error)); open the URL above\n".utf8))
    }
  }
}
