import Foundation
import Testing

/// Kagami's `SwiftUI` module imports with nothing but SwiftPM's Modules folder on the search path.
///
/// A package that tests `#if canImport(SwiftUI)` (swift-snapshot-testing's `SwiftUIView.swift`) and
/// is compiled after Kagami's module exists in that folder imports it with no flags for Kagami's C
/// modules; it compiles only if no module under `SwiftUI` makes its importers load one
/// (`@_implementationOnly import` of CPNG, CXXHash, HarfBuzz, FreeType, …).
@Suite struct ModulesFolderImportTests {
  /// What swift-snapshot-testing declares on Linux under `canImport(SwiftUI)`, plus a `Text`.
  static let source = """
    #if canImport(SwiftUI)
      import Foundation
      import SwiftUI

      public enum SnapshotLayout {
        case fixed(width: CGFloat, height: CGFloat)
        case sizeThatFits
      }

      struct Greeting: View {
        var body: some View { Text("Hello").padding(CGFloat(8)) }
      }
    #else
      #error("no SwiftUI module in the Modules folder")
    #endif
    """

  /// The Modules folder of the build that made this test binary: the nearest `Modules` beside or
  /// above the running executable that holds `SwiftUI.swiftmodule`.
  static func modulesFolder() -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      let modules = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) {
        return modules
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// The `swiftc` of the toolchain this test runs on: beside the Swift runtime it loaded
  /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr/bin/swiftc`), else on PATH.
  static func swiftc() -> URL? {
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
      let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
      let path = line.split(separator: " ").last
    {
      let bin = URL(fileURLWithPath: String(path)).deletingLastPathComponent()  // linux
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()  // usr
        .appendingPathComponent("bin/swiftc")
      if FileManager.default.isExecutableFile(atPath: bin.path) { return bin }
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test func swiftUIImportsWithOnlyTheModulesFolder() throws {
    let modules = try #require(Self.modulesFolder(), "no Modules folder with SwiftUI.swiftmodule near the test binary")
    let swiftc = try #require(Self.swiftc(), "no swiftc")
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let file = work.appendingPathComponent("Client.swift")
    try Self.source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = swiftc
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-I", modules.path,
      "-module-cache-path", work.appendingPathComponent("cache").path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swiftc -typecheck -I \(modules.path):\n\(text)")
    #expect(!text.contains("missing required module"), "\(text)")
  }
}
