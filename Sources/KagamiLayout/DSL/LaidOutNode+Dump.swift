import KagamiImage

/// The `.layout` text dump: one line per node, stable across runs and machines.
extension LaidOutNode {
  /// `kind #id x,y wxh` and then what the node paints, one line per node, two spaces of indent per
  /// level. Text shows its string (quoted, escaped; the pieces of a concatenation joined with ` + `,
  /// each with its differences and decorations, see `TextRun.dumpParts`), font, colour and line count; images their
  /// source, pixel size and content mode; shapes their geometry and colour; icons their name and paints
  /// (`icon="search" stroke=#1a1a1aff@2`), paths their element count and paints; then `bg=`, `clip=`,
  /// `border=`, `opacity=`, `masked`, `blur=`, `shadow=`, `blend=`, `transform=` (a,b,c,d,tx,ty in points from
  /// the frame's corner), `hidden`, `offset=` (the frame shown is where it is drawn), and an explicit accessibility label or role.
  public func dump() -> String {
    var lines: [String] = []
    var stack: [(LaidOutNode, Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      let id = node.id.map { " #\($0)" } ?? ""
      let attributes = node.dumpAttributes().map { " " + $0 }.joined()
      lines.append(
        String(repeating: "  ", count: depth) + "\(node.kind)\(id) \(LaidOutNode.format(node.frame))\(attributes)")
      for child in node.children.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func dumpAttributes() -> [String] {
    var parts: [String] = []
    switch content {
    case .text(let run):
      parts += run.dumpParts()
    case .image(let image):
      parts.append("image=\(image.source) \(image.image.width)x\(image.image.height) \(image.contentMode.rawValue)")
    case .shape(let shape, let color):
      parts.append("fill=\(shape) \(color)")
    case .strokedShape(let shape, let color, let style):
      parts.append("stroke=\(shape) \(color)@\(Rect.format(style.lineWidth))")
    case .vector(let drawing):
      // One node per icon or path, however many shapes it has: a colour change is one changed line.
      if let name = drawing.name {
        parts.append("icon=" + LaidOutNode.quoted(name))
      } else {
        parts.append("path=\(drawing.shapes.reduce(0) { $0 + $1.path.elements.count })")
      }
      parts += drawing.paintSummary
    case .gradient(let shape, let gradient):
      parts.append("fill=\(shape) \(gradient)")
    case nil: break
    }
    if let background = paint.background {
      parts.append(
        paint.backgroundShape == .rectangle ? "bg=\(background)" : "bg=\(paint.backgroundShape) \(background)")
    }
    if let clip = paint.clip { parts.append("clip=\(clip)") }
    if let border = paint.border { parts.append("border=\(border.color)@\(Rect.format(border.width))") }
    if paint.opacity != 1 { parts.append("opacity=\(Rect.format((paint.opacity * 1000).rounded() / 1000))") }
    if paint.hasMask { parts.append("masked") }
    if paint.blurRadius != 0 { parts.append("blur=\(Rect.format(paint.blurRadius))") }
    if let shadow = paint.shadow {
      parts.append(
        "shadow=\(shadow.color) r\(Rect.format(shadow.radius)) \(Rect.format(shadow.x)),\(Rect.format(shadow.y))")
    }
    if paint.blendMode != .normal { parts.append("blend=\(paint.blendMode.rawValue)") }
    if !paint.transform.isIdentity {
      let t = paint.transform
      let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Rect.format(($0 * 1000).rounded() / 1000 + 0) }
      parts.append("transform=" + entries.joined(separator: ","))
    }
    if paint.isHidden { parts.append("hidden") }
    if paint.offset != Point(x: 0, y: 0) {
      parts.append("offset=\(Rect.format(paint.offset.x)),\(Rect.format(paint.offset.y))")
    }
    if let label = accessibility.label { parts.append("a11y-label=" + LaidOutNode.quoted(label)) }
    if let role = accessibility.role, role != .staticText || content == nil {
      parts.append("a11y-role=\(role.rawValue)")
    }
    if accessibility.isHidden { parts.append("a11y-hidden") }
    return parts
  }

  /// `x,y wxh` with each number rounded to 1/1000 point (frames are on the pixel grid, so this
  /// only removes the floating-point noise of summing parent offsets) and written without a
  /// trailing `.0`: `16,133.333 361x157.333`.
  static func format(_ frame: Rect) -> String {
    func number(_ value: Double) -> String {
      let rounded = (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000
      return Rect.format(rounded == 0 ? 0 : rounded)
    }
    return "\(number(frame.x)),\(number(frame.y)) \(number(frame.width))x\(number(frame.height))"
  }

  /// `text` in double quotes with `\`, `"` and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
