import Foundation
import Testing

/// End-to-end tests of the built `kagami-resolver-generator`, as the plugin runs it.
@Suite("kagami-resolver-generator (built binary)")
struct GeneratorCommandTests {
  static let binary = ProcessRun.productsDirectory.appendingPathComponent("kagami-resolver-generator")

  @Test("bad input: compiler-style errors on standard error, exit 1, no output file")
  func badInput() throws {
    let folder = try ProcessRun.temporaryFolder("kagami-resolver")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Search.swift")
    try "extension ViewDescriptor {\n  public struct Search: TypedDescriptor {}\n}\n".write(
      to: source, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out/Resolver.swift")
    let run = try ProcessRun.run(Self.binary, ["--module", "Core", "--output", output.path, source.path])
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("\(source.path):2:3: error: descriptor 'ViewDescriptor.Search' declares no 'Output'"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("good input: writes the file, names inputs relative to their folder, and a rerun leaves it alone")
  func goodInput() throws {
    let folder = try ProcessRun.temporaryFolder("kagami-resolver")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/Core")
    try FileManager.default.createDirectory(
      at: sources.appendingPathComponent("Screens"), withIntermediateDirectories: true)
    try "extension ViewDescriptor { public struct A: TypedDescriptor { public typealias Output = Int } }".write(
      to: sources.appendingPathComponent("Screens/A.swift"), atomically: true, encoding: .utf8)
    try "public struct B: TypedDescriptor { public typealias Output = Int }".write(
      to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out/Resolver.swift")
    let arguments = [
      "--module", "Core", "--output", output.path, sources.appendingPathComponent("Screens/A.swift").path,
      sources.appendingPathComponent("B.swift").path,
    ]
    let first = try ProcessRun.run(Self.binary, arguments)
    #expect(first.status == 0, "\(first.output)")
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("//   B.swift\n//   Screens/A.swift\n"))
    let written = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 1.1)
    #expect(try ProcessRun.run(Self.binary, arguments).status == 0)
    let rewritten = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    #expect(written == rewritten)
  }
}
