import ArgumentParser
import Foundation
import KagamiImage

/// `kagami-bench encode-choice`: for every PNG under a folder (the sample app's baselines by default),
/// the bytes and encode time of each baseline candidate (`PNGEncodeOptions.baselineCandidates`), and
/// what writing only one of them would cost in bytes, overall and by image size. The evidence for
/// how many candidates a recording has to try.
struct EncodeChoiceBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode-choice", abstract: "Bytes and time of each baseline encoding over a folder of PNGs.")

  @Option(help: "Folder searched for .png files.")
  var folder = "Snapshots"

  @Flag(help: "Print each image's winning candidate and sizes on stderr.")
  var verbose = false

  @Option(help: "Images at least this many pixels wide count as large (3x screens are 1,125 or more).")
  var largeWidth = 1_000

  struct Group: Codable {
    var images = 0
    var smallestBytes = 0
    var bytesPerCandidate: [Int] = []
    var winsPerCandidate: [Int] = []
    var encodeMillisecondsPerCandidate: [Double] = []
    /// `encodeSmallest` (every candidate, on as many threads): its time per image.
    var smallestOfAllMilliseconds = 0.0
  }

  struct Report: Codable {
    var benchmark = "encode-choice"
    var candidates: [String]
    var small: Group
    var large: Group
  }

  func run() throws {
    let root = URL(fileURLWithPath: folder)
    guard let files = FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) else {
      throw ValidationError("cannot read the folder \(folder)")
    }
    let candidates = PNGEncodeOptions.baselineCandidates
    var small = Group(
      bytesPerCandidate: candidates.map { _ in 0 }, winsPerCandidate: candidates.map { _ in 0 },
      encodeMillisecondsPerCandidate: candidates.map { _ in 0 })
    var large = small
    let clock = ContinuousClock()
    for path in files.sorted() where path.hasSuffix(".png") && !path.contains(".actual.") {
      let bitmap = try PNGCodec.decode(Data(contentsOf: root.appendingPathComponent(path)))
      var sizes: [Int] = []
      var times: [Double] = []
      for options in candidates {
        var data = Data()
        let elapsed = try clock.measure { data = try PNGCodec.encode(bitmap, options: options) }
        sizes.append(data.count)
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
      }
      let winner = sizes.indices.min { sizes[$0] < sizes[$1] }!
      if verbose {
        FileHandle.standardError.write(
          Data(
            "\(winner) \(sizes) \(bitmap.width)x\(bitmap.height) \(path)\n"
              .utf8))
      }
      let smallestTime = try clock.measure { _ = try PNGCodec.encodeSmallest(bitmap) }
      func add(_ group: inout Group) {
        group.images += 1
        group.smallestBytes += sizes[winner]
        group.winsPerCandidate[winner] += 1
        group.smallestOfAllMilliseconds +=
          Double(smallestTime.components.seconds) * 1e3 + Double(smallestTime.components.attoseconds) / 1e15
        for index in sizes.indices {
          group.bytesPerCandidate[index] += sizes[index]
          group.encodeMillisecondsPerCandidate[index] += times[index]
        }
      }
      if bitmap.width >= largeWidth { add(&large) } else { add(&small) }
    }
    small.smallestOfAllMilliseconds = Self.perImage(small.smallestOfAllMilliseconds, small.images)
    large.smallestOfAllMilliseconds = Self.perImage(large.smallestOfAllMilliseconds, large.images)
    for index in candidates.indices {
      small.encodeMillisecondsPerCandidate[index] = Self.perImage(
        small.encodeMillisecondsPerCandidate[index], small.images)
      large.encodeMillisecondsPerCandidate[index] = Self.perImage(
        large.encodeMillisecondsPerCandidate[index], large.images)
    }
    try printJSON(
      Report(
        candidates: candidates.map { options in
          options == .baseline ? "baseline" : options == .flat ? "flat" : "level \(options.compressionLevel)"
        },
        small: small, large: large))
  }

  static func perImage(_ total: Double, _ images: Int) -> Double {
    images == 0 ? 0 : (total / Double(images) * 100).rounded() / 100
  }
}
