import Foundation

/// Debian's Chromium run headless on a local page: the DOM after scripts ran, or a screenshot.
/// `.ci/run` installs it (Scripts/install-dependencies.sh); `KAGAMI_CHROMIUM` names another binary.
public struct HeadlessChromium {
  /// Chromium failed or wrote nothing; the description says how.
  public struct Failed: Error, CustomStringConvertible {
    public var description: String
  }

  /// The Chromium binary.
  public let executable: URL

  /// Finds Chromium (`KAGAMI_CHROMIUM`, else Debian's).
  public init() throws {
    executable = try ChromiumExecutable.find()
  }

  /// The serialized DOM of `page` once its scripts ran (virtual time lets observers fire).
  public func dumpDOM(_ page: URL, width: Int = 1200, height: Int = 1600) throws -> String {
    let output = try run(["--dump-dom", "--window-size=\(width),\(height)", page.absoluteString])
    return String(decoding: output, as: UTF8.self)
  }

  /// A PNG screenshot of the first `width` × `height` CSS pixels of `page`, written to `file`.
  public func screenshot(_ page: URL, to file: URL, width: Int = 1200, height: Int = 900) throws {
    _ = try run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", page.absoluteString])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failed(description: "Chromium wrote no screenshot to \(file.path)")
    }
  }

  private func run(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = executable
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    process.arguments =
      ChromiumExecutable.headlessFlags(profile: profile) + ["--virtual-time-budget=3000"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorReader = PipeReader(error.fileHandleForReading)
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errors = errorReader.wait()
    process.waitUntilExit()
    timer.cancel()
    guard process.terminationStatus == 0 else {
      let tail = String(decoding: errors, as: UTF8.self).split(separator: "\n").suffix(8).joined(separator: "\n")
      throw Failed(description: "Chromium exited with status \(process.terminationStatus):\n\(tail)")
    }
    return data
  }
}
