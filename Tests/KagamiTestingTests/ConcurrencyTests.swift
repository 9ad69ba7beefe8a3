import Dispatch
import Foundation
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
        try? AtomicWriter.write(Data(repeating: UInt8(65 + worker), count: size), to: target)
      }
    }
    #expect(torn.value == 0)
    let final = try Data(contentsOf: target)
    #expect(final.count == size && Set(final).count == 1)
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
