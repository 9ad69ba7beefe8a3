import KagamiImage
import KagamiLayout
import KagamiRenderer

/// Text contrast against the pixels painted under it (`TextBackdrop`s): for every pixel a span's
/// glyphs cover (any coverage), the ratio between what a fully covered glyph pixel shows there and
/// what was there before; a text node whose worst pixel is under its span's minimum (`ContrastLevel`) is one
/// finding, naming that ratio, the two colours and where it occurs.
struct ContrastRule {
  let level: ContrastLevel

  /// The worst pixel of one backdrop.
  struct Worst {
    var ratio: ContrastRatio
    var foreground: RGBAColor
    var background: RGBAColor
    var x: Int
    var y: Int
  }

  func findings(in backdrops: [TextBackdrop], elements: [AccessibilityElement]) -> [AuditFinding] {
    var worstByNode: [Int: (backdrop: TextBackdrop, worst: Worst, minimum: Int)] = [:]
    var nodes: [Int] = []
    for backdrop in backdrops {
      guard let worst = Self.worst(backdrop) else { continue }
      let minimum = level.minimumTenths(for: backdrop.font)
      guard !worst.ratio.meets(tenths: minimum) else { continue }
      if let known = worstByNode[backdrop.node] {
        if worst.ratio < known.worst.ratio { worstByNode[backdrop.node] = (backdrop, worst, minimum) }
      } else {
        worstByNode[backdrop.node] = (backdrop, worst, minimum)
        nodes.append(backdrop.node)
      }
    }
    return nodes.map { node in
      let (backdrop, worst, minimum) = worstByNode[node]!
      let element = elements.first { Self.contains($0.frame, backdrop.frame) }
      let scale = Double(max(backdrop.background.scale, 1))
      let place = "\(AuditFinding.number(Double(worst.x) / scale)),\(AuditFinding.number(Double(worst.y) / scale))"
      let large = ContrastLevel.isLarge(backdrop.font) ? " (large text)" : ""
      return AuditFinding(
        rule: .contrast, order: element?.order ?? 0, id: backdrop.id, label: backdrop.text, frame: backdrop.frame,
        measured: "contrast \(worst.ratio), needs \(Self.tenths(minimum)):1\(large): "
          + "\(Self.hex(worst.foreground)) on \(Self.hex(worst.background)) at \(place) pt")
    }
  }

  /// The glyph-covered pixel of lowest contrast (the first in row order among equals); nil when no
  /// pixel is covered.
  static func worst(_ backdrop: TextBackdrop) -> Worst? {
    worst(
      background: backdrop.background, foreground: backdrop.foreground, coverage: backdrop.coverage,
      at: backdrop.rect)
  }

  /// The covered pixel of `rect` (screen pixels) whose `foreground` has the lowest contrast with its
  /// `background` (the first in row order among equals); nil when no pixel is covered.
  static func worst(background: Bitmap, foreground: Bitmap, coverage: [UInt8], at rect: PixelRect) -> Worst? {
    let width = background.width
    guard width > 0, background.height > 0 else { return nil }
    var found: (ratio: ContrastRatio, index: Int, pair: (UInt32, UInt32))?
    background.pixels.withUnsafeBytes { backRaw in
      foreground.pixels.withUnsafeBytes { foreRaw in
        coverage.withUnsafeBufferPointer { covered in
          RelativeLuminance.linear.withUnsafeBufferPointer { linear in
            let back = backRaw.bindMemory(to: UInt32.self)
            let fore = foreRaw.bindMemory(to: UInt32.self)
            func luminance(_ word: UInt32) -> Int64 {
              2126 * linear[Int(word & 0xFF)] + 7152 * linear[Int((word >> 8) & 0xFF)] + 722
                * linear[Int((word >> 16) & 0xFF)]
            }
            var lastPair: (UInt32, UInt32)?
            for index in 0..<min(back.count, fore.count, covered.count) where covered[index] != 0 {
              let pair = (fore[index], back[index])
              if let lastPair, lastPair == pair { continue }
              lastPair = pair
              let ratio = ContrastRatio(luminance: luminance(pair.0), luminance(pair.1))
              if let current = found, !(ratio < current.ratio) { continue }
              found = (ratio, index, pair)
            }
          }
        }
      }
    }
    guard let found else { return nil }
    return Worst(
      ratio: found.ratio, foreground: RGBAColor(packed: found.pair.0), background: RGBAColor(packed: found.pair.1),
      x: rect.x + found.index % width, y: rect.y + found.index / width)
  }

  /// True when `outer` holds `inner` whole.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
      && inner.y + inner.height <= outer.y + outer.height
  }

  /// `45` as "4.5", `30` as "3".
  static func tenths(_ value: Int) -> String {
    value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
  }

  /// `#RRGGBB`.
  static func hex(_ color: RGBAColor) -> String {
    "#"
      + [color.red, color.green, color.blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }
}
