import ArgumentParser
import Foundation
import KagamiSampleScreens
import KagamiTesting

/// `kagami-bench scale`: many passing snapshot checks of iPhone 15 3× screens in one process, as a
/// large test target runs them, with the resident memory after 1k, 5k and 10k checks and the peak.
/// Generates its baselines: `distinct` screens are recorded once, then copied under `snapshots`
/// names (`s00000.png`, …), so each check renders, hashes and reads a baseline of its own.
struct ScaleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scale",
    abstract: "Passing checks of many 3x baselines in one process: resident memory at 1k, 5k, 10k and peak.")

  @Option(help: "Snapshots to check.")
  var snapshots = 10_000

  @Option(help: "Distinct screens among them (card grids of 1 to this many cards).")
  var distinct = 8

  struct Checkpoint: Codable {
    var checks: Int
    var residentMegabytes: Double
    var peakResidentMegabytes: Double
    var millisecondsPerCheck: Double
  }

  struct Report: Codable {
    var benchmark = "scale"
    var build: String
    var device = "iPhone 15 393x852 @3x"
    var snapshots: Int
    var distinctScreens: Int
    var residentBeforeMegabytes: Double
    var checkpoints: [Checkpoint]
    var peakResidentMegabytes: Double
    var seconds: Double
  }

  func run() throws {
    guard snapshots > 0, distinct > 0 else { throw ValidationError("--snapshots and --distinct must be positive") }
    let package = try BenchPackage(target: "ScaleTests", file: "ScaleTests")
    defer { package.remove() }
    let file = package.testFile
    let settings = SnapshotSettings(environment: package.environment)
    let strategy = ScreenSnapshotting<CardGridSampleScreen>.image()
    func verify(_ screen: Int, named name: String, record: SnapshotTestingConfiguration.Record) -> String? {
      SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(
          of: CardGridSampleScreen(count: 1 + screen), as: strategy, named: name, record: record, file: file,
          testName: "scale()")
      }
    }
    for screen in 0..<distinct { _ = verify(screen, named: "d\(screen)", record: .all) }
    let folder = package.snapshots.appendingPathComponent("ScaleTests/ScaleTests")
    let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let baselines = try (0..<distinct).map { screen in
      guard let name = recorded.first(where: { $0.contains(".d\(screen).") || $0.hasPrefix("d\(screen).") }) else {
        throw ValidationError("no baseline recorded for screen \(screen) in \(recorded)")
      }
      return name
    }
    for index in 0..<snapshots {
      let source = baselines[index % distinct]
      let target = source.replacingOccurrences(of: "d\(index % distinct).", with: String(format: "s%05d.", index))
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent(source), to: folder.appendingPathComponent(target))
    }
    let before = Self.memory()
    var checkpoints: [Checkpoint] = []
    let clock = ContinuousClock()
    let start = clock.now
    var last = (checks: 0, time: start)
    let marks = Set([1_000, 5_000, 10_000, snapshots].filter { $0 <= snapshots })
    for index in 0..<snapshots {
      if let failure = verify(index % distinct, named: String(format: "s%05d", index), record: .never) {
        throw ValidationError("check \(index) failed: \(failure)")
      }
      if marks.contains(index + 1) {
        let now = clock.now
        let memory = Self.memory()
        let elapsed = now - last.time
        checkpoints.append(
          Checkpoint(
            checks: index + 1, residentMegabytes: memory.resident, peakResidentMegabytes: memory.peak,
            millisecondsPerCheck: Self.round(
              (Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
                / Double(index + 1 - last.checks))))
        last = (index + 1, now)
        FileHandle.standardError.write(Data("\(index + 1) checks: \(memory.resident) MB resident\n".utf8))
      }
    }
    let total = clock.now - start
    try printJSON(
      Report(
        build: CheckBenchmark.build, snapshots: snapshots, distinctScreens: distinct,
        residentBeforeMegabytes: before.resident, checkpoints: checkpoints, peakResidentMegabytes: Self.memory().peak,
        seconds: Self.round(Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18)))
  }

  /// VmRSS and VmHWM from /proc/self/status, in megabytes (0 where the file is missing).
  static func memory() -> (resident: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
        let kilobytes = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
      else { return 0 }
      return round(kilobytes / 1024)
    }
    return (field("VmRSS"), field("VmHWM"))
  }

  static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
