import CDiff
import Foundation
import KagamiDigest
import KagamiImage

/// Why a snapshot failed, as an exact key that every failure changed the same way shares: failures
/// with equal keys form one group in the report and in `kagami review`, accepted with one action.
///
/// - From dumps: the entries of `LayoutDelta` (the same attribute changed from the same old value to
///   the same new value, wherever the node is).
/// - From pixels, when no dump tells (a raster or font change): the set of distinct (before, after)
///   RGBA pairs of the changed pixels, independent of where they are and how many there are.
///
/// Keys are compared exactly; two causes are never merged by a tolerance.
public struct ChangeCause: Codable, Hashable, Sendable {
  /// Where the key comes from.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// The layout or accessibility dump's node-level delta.
    case layout
    /// The changed pixels' before and after values.
    case pixels
    /// A dump's changed lines, when no node-level delta could be read from it.
    case text
  }

  /// Where the key comes from.
  public var kind: Kind
  /// The exact key: the delta's entries one per line, or a digest of the pixel pairs or lines.
  public var key: String
  /// The change in words, one line ("colour #ff8c1a → #e8730c").
  public var summary: String

  /// A cause from its parts.
  public init(kind: Kind, key: String, summary: String) {
    self.kind = kind
    self.key = key
    self.summary = summary
  }

  /// The group's identifier: the first 12 hexadecimal digits of the key's SHA-256, the same on every
  /// machine (`kagami accept --group ID`). Made from the key alone, so a recolouring read from a dump
  /// and the same recolouring read from pixels are one group.
  public var id: String { SHA256Digest(of: Array(key.utf8)).hex(prefix: 6) }

  /// The node-level cause of the change from dump `expected` to `actual`; nil when their node lines
  /// are equal.
  public static func dumps(expected: String, actual: String) -> ChangeCause? {
    let entries = LayoutDelta.entries(expected: expected, actual: actual)
    guard !entries.isEmpty else { return nil }
    let shown = entries.prefix(3).map(readable).joined(separator: "; ")
    let more = entries.count > 3 ? " and \(entries.count - 3) more" : ""
    return ChangeCause(kind: .layout, key: entries.joined(separator: "\n"), summary: shown + more)
  }

  /// The cause of a change of text that no node-level delta explains: the sets of removed and added
  /// lines (order and position ignored).
  public static func lines(expected: String, actual: String) -> ChangeCause {
    let old = Set(expected.split(separator: "\n").map(String.init))
    let new = Set(actual.split(separator: "\n").map(String.init))
    let removed = old.subtracting(new).sorted()
    let added = new.subtracting(old).sorted()
    let text = (removed.map { "-" + $0 } + added.map { "+" + $0 }).joined(separator: "\n")
    let digest = SHA256Digest(of: Array(text.utf8)).hex(prefix: 16)
    return ChangeCause(
      kind: .text, key: "lines \(digest)", summary: "\(removed.count) line(s) removed, \(added.count) added")
  }

  /// The cause of the change from `reference` to `actual` (same size) by pixel values alone.
  ///
  /// When the change is a colour substitution (every changed pixel that became one of
  /// `paintColours`, the opaque colours the actual dump paints with, came from a colour that always
  /// became that same colour, and no substituted colour is also a result), the key is the
  /// substitution's entries, in the very form `dumps(expected:actual:)` writes them: the same recolouring
  /// groups together whether or not a dump baseline tells it. Otherwise the key is a digest of the
  /// distinct (before, after) pairs.
  ///
  /// `bounds`, when given, holds every changed pixel (`PixelChange.bounds`): only it is read, so a
  /// small change on a large screen costs little.
  public static func pixels(
    reference: Bitmap, actual: Bitmap, paintColours: Set<UInt32> = [], within bounds: PixelRect? = nil
  ) -> ChangeCause {
    var counts: [UInt64: Int] = [:]
    let width = min(reference.width, actual.width)
    let height = min(reference.height, actual.height)
    let area = bounds ?? PixelRect(x: 0, y: 0, width: width, height: height)
    let columns = max(0, area.x)..<min(width, area.x + area.width)
    let rows = max(0, area.y)..<min(height, area.y + area.height)
    // Each changed row segment comes back from C as runs of one (before, after) pair: a recoloured
    // area is a few table updates per row, not one per pixel.
    var pairs = [UInt64](repeating: 0, count: columns.count)
    var lengths = [Int64](repeating: 0, count: columns.count)
    reference.pixels.withUnsafeBufferPointer { old in
      actual.pixels.withUnsafeBufferPointer { new in
        for row in rows where !columns.isEmpty {
          let runs = cdiff_pair_runs(
            old.baseAddress!, new.baseAddress!, Int64(width), Int64(row), Int64(columns.lowerBound),
            Int64(columns.count), &pairs, &lengths)
          for run in 0..<Int(runs) { counts[pairs[run], default: 0] += Int(lengths[run]) }
        }
      }
    }
    if let substitution = substitution(in: counts.keys, paintColours: paintColours) {
      let entries = substitution.map { "colour \(hex8($0.before)) → \(hex8($0.after))" }.sorted()
      return ChangeCause(
        kind: .pixels, key: entries.joined(separator: "\n"), summary: entries.map(readable).joined(separator: "; "))
    }
    let sorted = counts.keys.sorted()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sorted.count * 8)
    for pair in sorted { withUnsafeBytes(of: pair.bigEndian) { bytes += $0 } }
    let digest = SHA256Digest(of: bytes).hex(prefix: 16)
    // The most frequent pair (the smallest on a tie) names the change.
    let top = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
    let example = top.map { " (most: \(hex(UInt32($0.key >> 32))) → \(hex(UInt32($0.key & 0xFFFF_FFFF))))" } ?? ""
    return ChangeCause(
      kind: .pixels, key: "pixels \(sorted.count) \(digest)",
      summary: "pixels only: \(sorted.count) distinct colour change\(sorted.count == 1 ? "" : "s")\(example)")
  }

  /// The opaque `#rrggbbff` colours a dump paints with, as RGBA words.
  public static func paintColours(inDump dump: String) -> Set<UInt32> {
    var colours = Set<UInt32>()
    for token in DumpTokens.split(dump.replacingOccurrences(of: "\n", with: " ")) {
      for colour in DumpTokens.colours(in: token).colours where colour.hasSuffix("ff") {
        if let value = UInt32(colour.dropFirst(), radix: 16) { colours.insert(value) }
      }
    }
    return colours
  }

  /// The colour substitution among `pairs` onto `paintColours`, if the pairs hold one.
  private static func substitution(in pairs: some Collection<UInt64>, paintColours: Set<UInt32>)
    -> [(before: UInt32, after: UInt32)]?
  {
    var map: [UInt32: UInt32] = [:]
    for pair in pairs where paintColours.contains(UInt32(pair & 0xFFFF_FFFF)) {
      map[UInt32(pair >> 32)] = UInt32(pair & 0xFFFF_FFFF)
    }
    guard !map.isEmpty else { return nil }
    for pair in pairs {
      let before = UInt32(pair >> 32)
      if let after = map[before], after != UInt32(pair & 0xFFFF_FFFF) { return nil }
    }
    guard Set(map.keys).isDisjoint(with: map.values) else { return nil }
    return map.map { (before: $0.key, after: $0.value) }
  }

  /// `#rrggbbaa`.
  private static func hex8(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// `#rrggbbaa` as `#rrggbb` when opaque.
  private static func hex(_ value: UInt32) -> String {
    let full = hex8(value)
    return full.hasSuffix("ff") ? String(full.dropLast(2)) : full
  }

  /// An entry with opaque colours shortened to `#rrggbb`.
  private static func readable(_ entry: String) -> String {
    var result = entry
    for colour in DumpTokens.colours(in: entry).colours where colour.hasSuffix("ff") {
      result = result.replacingOccurrences(of: colour, with: String(colour.dropLast(2)))
    }
    return result
  }
}
