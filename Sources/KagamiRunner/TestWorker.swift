import Foundation

/// Runs one unit: the bundle once with Swift Testing filtered to the target (event stream and xUnit
/// output into the work folder), then XCTest on the target's classes, if it has any.
struct TestWorker {
  let bundle: TestBundle
  let workFolder: URL
  let environment: [String: String]
  let progress: TestProgress

  func run(_ unit: TestUnit) -> TestUnitResult {
    let start = Date()
    let log = workFolder.appendingPathComponent("\(unit.target).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    var result = TestUnitResult(target: unit.target, logPath: log.path)
    guard let logHandle = try? FileHandle(forWritingTo: log) else {
      result.unexplainedStatus = -1
      return result
    }
    defer { try? logHandle.close() }
    if unit.swiftTestingCount > 0 { runSwiftTesting(unit, log: logHandle, into: &result) }
    if !unit.xctestClasses.isEmpty { runXCTest(unit, log: logHandle, into: &result) }
    result.seconds = Date().timeIntervalSince(start)
    progress.finished(result, counted: 0)
    return result
  }

  private func runSwiftTesting(_ unit: TestUnit, log: FileHandle, into result: inout TestUnitResult) {
    let events = workFolder.appendingPathComponent("\(unit.target).events.jsonl")
    let xunit = workFolder.appendingPathComponent("\(unit.target).xunit.xml")
    let filter = unit.swiftTestingFilter ?? "^" + NSRegularExpression.escapedPattern(for: unit.target) + "\\."
    let process = ChildProcess.make(
      bundle.url.path,
      [
        "--testing-library", "swift-testing", "--filter", filter, "--event-stream-output-path", events.path,
        "--event-stream-version", "0", "--xunit-output", xunit.path,
      ], in: bundle.url.deletingLastPathComponent(), environment: environment)
    process.standardOutput = log
    process.standardError = log
    var stream = TestEventStream()
    func drain() {
      let finished = stream.poll(events)
      progress.record(finished)
      for test in finished {
        if test.passed {
          result.passed += 1
        } else {
          result.failed += 1
          result.failures.append((test.id, test.issues))
        }
      }
    }
    // Progress is read every 0.2 s, but the exit wakes the worker at once: sleeping a whole 0.2 s
    // after each target cost up to that much per target (RecipeCoreTests reported 0.2 s for 0.05 s
    // of work), and the main job's test phase about 0.5 s.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      result.unexplainedStatus = -1
      return
    }
    WorktreeCleanup.shared.track(process)
    defer { WorktreeCleanup.shared.untrack(process) }
    while exited.wait(timeout: .now() + 0.2) == .timedOut { drain() }
    process.waitUntilExit()
    drain()
    if process.terminationStatus != 0 && result.failed == 0 { result.unexplainedStatus = process.terminationStatus }
    result.junitCases += JUnitReport.testCases(inXUnit: (try? String(contentsOf: xunit, encoding: .utf8)) ?? "")
  }

  private func runXCTest(_ unit: TestUnit, log: FileHandle, into result: inout TestUnitResult) {
    let pipe = Pipe()
    let process = ChildProcess.make(
      bundle.url.path, [unit.xctestClasses.joined(separator: ",")], in: bundle.url.deletingLastPathComponent(),
      environment: environment)
    process.standardOutput = pipe
    process.standardError = pipe
    guard (try? process.run()) != nil else {
      result.unexplainedStatus = -1
      return
    }
    WorktreeCleanup.shared.track(process)
    defer { WorktreeCleanup.shared.untrack(process) }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    log.write(output)
    let outcome = XCTestOutput(String(decoding: output, as: UTF8.self))
    progress.record(outcome.finished)
    result.passed += outcome.finished.filter(\.passed).count
    for test in outcome.finished where !test.passed {
      result.failed += 1
      result.failures.append((test.id, test.issues))
    }
    result.junitCases += outcome.junitCases
    if process.terminationStatus != 0 && outcome.finished.allSatisfy(\.passed) {
      result.unexplainedStatus = process.terminationStatus
    }
  }
}
