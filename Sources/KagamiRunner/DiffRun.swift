import Foundation
import KagamiDiff

/// The work of `kagami diff`, apart from argument parsing: read, compare, write, report.
public struct DiffRun: Sendable {
  /// The expected image's path.
  public var expectedPath: String
  /// The actual image's path.
  public var actualPath: String
  /// pixelmatch's threshold.
  public var threshold: Double
  /// Count anti-aliased pixels.
  public var includeAA: Bool
  /// Draw only differing pixels.
  public var diffMask: Bool
  /// Where to write the diff image, if anywhere.
  public var outputPath: String?
  /// Report as JSON.
  public var json: Bool

  /// A run from its parts.
  public init(
    expectedPath: String, actualPath: String, threshold: Double = 0.1, includeAA: Bool = false,
    diffMask: Bool = false, outputPath: String? = nil, json: Bool = false
  ) {
    self.expectedPath = expectedPath
    self.actualPath = actualPath
    self.threshold = threshold
    self.includeAA = includeAA
    self.diffMask = diffMask
    self.outputPath = outputPath
    self.json = json
  }

  /// Runs the comparison: status 0 when no pixel differs, 1 when some do, 2 on an error.
  public func execute() -> CommandOutcome {
    do throws(CommandFailure) {
      return try compare()
    } catch {
      return .failure("kagami diff: \(error.message)")
    }
  }

  private func compare() throws(CommandFailure) -> CommandOutcome {
    let (expected, actual) = try ImageFile.readPair(expectedPath, actualPath)
    guard expected.width == actual.width, expected.height == actual.height else {
      throw CommandFailure(
        "image sizes differ: \(expectedPath) is \(expected.width)x\(expected.height), "
          + "\(actualPath) is \(actual.width)x\(actual.height)")
    }
    let options = DiffOptions(threshold: threshold, includeAA: includeAA, diffMask: diffMask)
    let result: DiffResult
    do {
      result = try ImageDiff(options: options).compare(
        expected, actual, drawImage: outputPath != nil)
    } catch {
      throw CommandFailure("cannot compare \(expectedPath) with \(actualPath): \(error)")
    }
    if let outputPath, let image = result.image {
      try ImageFile.write(image, to: outputPath)
    }
    let status: Int32 = result.mismatched == 0 ? 0 : 1
    return CommandOutcome(standardOutput: try report(result), status: status)
  }

  private func report(_ result: DiffResult) throws(CommandFailure) -> String {
    guard json else {
      var text = "\(result.mismatched) of \(result.total) pixels differ (\(result.width)x\(result.height))\n"
      // pixelmatch's count can hide changes below its threshold; say how many bytes really changed.
      if result.change.changedPixels > 0 { text += result.change.sentence + "\n" }
      return text
    }
    let report = DiffReport(
      mismatched: result.mismatched, total: result.total, width: result.width,
      height: result.height,
      ratio: result.ratio, expected: expectedPath, actual: actualPath, output: outputPath, change: result.change)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    } catch {
      throw CommandFailure("cannot encode the JSON report: \(error)")
    }
  }
}
