import Foundation
import KagamiFuzzTargets

/// Feeds inputs to the selected target; a violated property aborts, which libFuzzer reports as a crash
/// and saves the input for.
enum FuzzDriver {
  /// The target chosen on the command line (set once, before any input runs).
  nonisolated(unsafe) static var selected: FuzzTarget?

  /// One input from libFuzzer.
  static func run(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selected else { return 0 }
    let data = size == 0 || bytes == nil ? Data() : Data(bytes: bytes!, count: size)
    if let violation = target.check(data) {
      FileHandle.standardError.write(Data("kagami-fuzz \(target.name): \(violation)\n".utf8))
      abort()
    }
    return 0
  }

  /// Replays files (folders: every file inside, sorted) through the selected target; the exit status.
  static func replay(_ paths: [String]) -> Int32 {
    guard let target = selected else { return 64 }
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("kagami-fuzz: no file or folder at \(path)\n".utf8))
        return 66
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    var failures = 0
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      if let violation = target.check(data) {
        failures += 1
        print("\(file): \(violation)")
      }
    }
    print("kagami-fuzz \(target.name): replayed \(files.count) input(s), \(failures) failure(s)")
    return failures == 0 ? 0 : 1
  }
}

#if FUZZING
  /// libFuzzer's own `main` needs this symbol to link; `main.swift`'s entry point runs instead and
  /// hands `FuzzDriver.run` to `LLVMFuzzerRunDriver`, so it only forwards.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.run(bytes, size)
  }
#endif
