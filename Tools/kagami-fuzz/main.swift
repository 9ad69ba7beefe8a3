// kagami-fuzz: runs one of KagamiFuzzTargets under libFuzzer (built by Scripts/fuzz.sh with
// `-sanitize=fuzzer,address -DFUZZING`), or, in an ordinary build, replays files through it.
//
//   kagami-fuzz TARGET [libFuzzer options] [CORPUS…]     (fuzzing build)
//   kagami-fuzz TARGET FILE_OR_FOLDER…                    (ordinary build: replay)
//   kagami-fuzz --list | --names
import Foundation
import KagamiFuzzTargets

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--names" {
  print(FuzzTarget.all.map(\.name).joined(separator: "\n"))
  exit(0)
}
if arguments.count < 2 || arguments[1] == "--list" || arguments[1] == "--help" {
  let names = FuzzTarget.all.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0))\($0.summary)" }
  print("usage: kagami-fuzz TARGET [options] [CORPUS…]\ntargets:\n" + names.joined(separator: "\n"))
  exit(arguments.count < 2 ? 64 : 0)
}
guard let target = FuzzTarget.named(arguments[1]) else {
  let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
  FileHandle.standardError.write(Data("kagami-fuzz: unknown target '\(arguments[1])' (targets: \(names))\n".utf8))
  exit(64)
}
FuzzDriver.selected = target

#if FUZZING
  // libFuzzer's driver, with the target's name taken out of the arguments it parses.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  var driverArguments: [UnsafeMutablePointer<CChar>?] = ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) }
  driverArguments.append(nil)
  var argc = CInt(driverArguments.count - 1)
  let status = driverArguments.withUnsafeMutableBufferPointer { buffer in
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzDriver.run(data, size) }
  }
  exit(status)
#else
  exit(FuzzDriver.replay(Array(arguments.dropFirst(2))))
#endif
