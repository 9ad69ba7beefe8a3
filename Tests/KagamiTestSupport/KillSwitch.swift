import Foundation

/// Runs a child process and kills it with SIGKILL at a chosen moment, for the fault-injection tests:
/// whatever the child was writing must be the old file or the new one afterwards, never torn.
public enum KillSwitch {
  /// How one run ended.
  public struct Outcome: Sendable {
    /// True when SIGKILL ended the child (false: it exited on its own before the kill).
    public var killed: Bool
    /// Its exit status, or the signal number when killed.
    public var status: Int32
    /// Wall-clock seconds from start to end.
    public var seconds: Double
  }

  /// Runs `executable` with `arguments`, killing it `delay` after it starts, or after `trigger` first
  /// returns true (polled every 50 µs: aim the kill at a phase, such as the first write); never kills
  /// when `delay` is nil. Waits for the end.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    killAfter delay: Duration?, trigger: (() -> Bool)? = nil
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ChildEnvironment.hermetic(adding: environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    if let delay {
      if let trigger {
        while process.isRunning, !trigger() { usleep(50) }
      }
      let deadline = ContinuousClock.now + delay
      while process.isRunning, ContinuousClock.now < deadline { usleep(200) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    return Outcome(
      killed: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
      status: process.terminationStatus,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// Every regular file below `folder`, relative to it, sorted (temporary files included).
  public static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      if !isFolder.boolValue { files.append(path) }
    }
    return files.sorted()
  }
}

/// SplitMix64: a small seeded generator, so that a fault-injection run can be repeated exactly.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
