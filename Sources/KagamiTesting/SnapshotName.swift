import Foundation
import KagamiDigest

/// Turns test, suite, target and variant names into safe file-name components: nothing they contain
/// (`../`, slashes, backslashes, NUL, control characters, absurd lengths) can leave `Snapshots/`.
enum SnapshotName {
  /// The longest component in UTF-8 bytes; longer names are cut and suffixed with a hash of the original.
  static let maximumBytes = 100

  /// Letters, digits, `_` and `-` survive (plus `.` when `allowsDots`, never leading, trailing or
  /// doubled); every other run of characters becomes one `-`. Empty results become `_`.
  static func component(_ raw: String, allowsDots: Bool = false) -> String {
    var output = ""
    var pendingDash = false
    for character in raw.precomposedStringWithCanonicalMapping {
      let kept: Bool
      if character == "_" || character == "-" {
        kept = true
      } else if character == "." {
        kept = allowsDots
      } else {
        kept =
          character.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
          && !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      }
      if kept {
        if pendingDash, !output.isEmpty, output.last != "-" { output.append("-") }
        pendingDash = false
        if character == ".", output.last == "." || output.isEmpty { continue }
        output.append(character)
      } else {
        pendingDash = true
      }
    }
    while let last = output.last, last == "-" || last == "." { output.removeLast() }
    while let first = output.first, first == "-" || first == "." { output.removeFirst() }
    if output.isEmpty { output = "_" }
    return shortened(output, original: raw)
  }

  /// `name` cut to `maximumBytes` at a character boundary, with a hash of `original` appended, when too long.
  private static func shortened(_ name: String, original: String) -> String {
    guard name.utf8.count > maximumBytes else { return name }
    var cut = ""
    for character in name {
      if cut.utf8.count + character.utf8.count > maximumBytes - 17 { break }
      cut.append(character)
    }
    let digest = SHA256Digest(of: original.utf8).hex(prefix: 8)
    while let last = cut.last, last == "." || last == "-" { cut.removeLast() }
    return cut + "-" + digest
  }

  /// A test function name without its argument list: `rendersCard()` → `rendersCard`.
  static func test(_ function: String) -> String {
    var name = function
    if name.hasSuffix("()") { name.removeLast(2) }
    return component(name)
  }
}
