import Dispatch
import Foundation
import KagamiFileSystem
import Testing

@testable import KagamiTesting

@Suite struct ConcurrencyTests {
  @Test func concurrentWritersNeverTearAFile() throws {
    let package = try TestPackage()
    let target = package.root.appendingPathComponent("shared/record.json")
    // Each writer writes a large payload made of one repeated byte; a torn file would mix bytes or sizes.
    let size = 256 * 1024
    let writers = 8
    let rounds = 12
    let torn = DecodeCounter()
    let reads = DecodeCounter()
    DispatchQueue.concurrentPerform(iterations: writers + 1) { worker in
      if worker == writers {
        for _ in 0..<(writers * rounds) {
          guard let data = try? Data(contentsOf: target) else { continue }
          reads.increment()
          if data.count != size || Set(data).count != 1 { torn.increment() }
        }
        return
      }
      for _ in 0..<rounds {
        try? AtomicFile.write(Data(repeating: UInt8(65 + worker), count: size), to: target)
      }
    }
    #expect(torn.value == 0)
    let final = try Data(contentsOf: target)
    #expect(final.count == size && Set(final).count == 1)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
    #expect(leftovers == ["record.json"])
  }

  /// Writes `rounds` payloads of one repeated byte to `KAGAMI_TEST_WRITER_TARGET` when a parent test
  /// starts this process as a writer; on its own, does the same to a private file and checks it.
  @Test func atomicWriterChild() throws {
    let environment = ProcessInfo.processInfo.environment
    let byte = UInt8(environment["KAGAMI_TEST_WRITER_BYTE"] ?? "") ?? 90
    let target: URL
    if let path = environment["KAGAMI_TEST_WRITER_TARGET"] {
      target = URL(fileURLWithPath: path)
    } else {
      target = try TestPackage().root.appendingPathComponent("own/record.json")
    }
    for _ in 0..<40 { try AtomicFile.write(Data(repeating: byte, count: 256 * 1024), to: target) }
    let data = try Data(contentsOf: target)
    #expect(data.count == 256 * 1024)
  }

  @Test func concurrentProcessesNeverTearAFile() throws {
    let package = try TestPackage()
    let target = package.root.appendingPathComponent("shared/record.json")
    let children = try (0..<4).map { index in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      process.arguments = ["--testing-library", "swift-testing", "--filter", "atomicWriterChild"]
      var environment = ProcessInfo.processInfo.environment
      environment["KAGAMI_TEST_WRITER_TARGET"] = target.path
      environment["KAGAMI_TEST_WRITER_BYTE"] = String(65 + index)
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    var reads = 0
    var torn = 0
    while children.contains(where: \.isRunning) {
      guard let data = try? Data(contentsOf: target) else { continue }
      reads += 1
      if data.count != 256 * 1024 || Set(data).count != 1 { torn += 1 }
    }
    for child in children {
      child.waitUntilExit()
      #expect(child.terminationStatus == 0)
    }
    #expect(torn == 0)
    #expect(reads > 0)
    let final = try Data(contentsOf: target)
    #expect(final.count == 256 * 1024 && Set(final).count == 1)
    #expect((65..<69).contains(final[0]), "the last write came from a child process")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
    #expect(leftovers == ["record.json"])
  }

  @Test func concurrentChecksOfOneSnapshotAgree() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let screen = try Screens.card()
    _ = package.verify(screen, settings: settings)
    let failures = DecodeCounter()
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      if package.verify(screen, record: .all, settings: settings) == nil { failures.increment() }
      if package.verify(screen, settings: settings) != nil { failures.increment() }
    }
    #expect(failures.value == 0)
    #expect(try package.resultRecord("card.default.png").status == .passed)
  }
}
