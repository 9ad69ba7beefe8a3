import ArgumentParser
import Foundation
import KagamiRunner

/// The `kagami` executable's entry point: parses, runs, and maps every error to exit status 2
/// (ArgumentParser would use 64 for usage errors and 1 for others; 1 means "differences" here).
public enum KagamiMain {
  /// Runs the root command `Root` with the process's arguments (or `arguments`) and exits.
  public static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]? = nil)
    -> Never
  {
    do {
      var command = try Root.parseAsRoot(arguments)
      try command.run()
      exit(0)
    } catch let code as ExitCode {
      exit(code.rawValue)
    } catch  where Root.exitCode(for: error) == .success {
      Root.exit(withError: error)  // --help, --version: printed on stdout, status 0
    } catch {
      FileHandle.standardError.write(Data((Root.fullMessage(for: error) + "\n").utf8))
      exit(2)
    }
  }
}
