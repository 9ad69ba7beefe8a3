/// The accessibility tree: the elements VoiceOver reads, in reading order.
extension LaidOutNode {
  /// Elements in reading order (tree order, which follows the layout's reading direction). Hidden,
  /// accessibility-hidden and fully transparent subtrees are skipped. A node with an explicit label, or a container with
  /// an explicit role, is one element (a role without a label reads its texts joined by ", ");
  /// text reads its string; images are read only with a label.
  public func accessibilityElements() -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    var stack: [LaidOutNode] = [self]
    while let node = stack.popLast() {
      if node.paint.isHidden || node.paint.opacity == 0 || node.accessibility.isHidden { continue }
      if let element = node.element(order: elements.count + 1) {
        elements.append(element)
        continue
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return elements
  }

  /// One line per element: `order role "label" x,y wxh #id`.
  public func accessibilityDump() -> String {
    accessibilityElements().map { element in
      let id = element.id.map { " #\($0)" } ?? ""
      let frame = LaidOutNode.format(element.frame)
      return "\(element.order) \(element.role.rawValue) \(LaidOutNode.quoted(element.label)) \(frame)\(id)"
    }.joined(separator: "\n") + "\n"
  }

  private func element(order: Int) -> AccessibilityElement? {
    let defaultRole: AccessibilityRole
    switch content {
    case .text(let run):
      return AccessibilityElement(
        order: order, role: accessibility.role ?? .staticText, label: accessibility.label ?? run.text, frame: frame,
        id: id)
    case .image: defaultRole = .image
    case .vector(let drawing) where drawing.name != nil: defaultRole = .image
    default: defaultRole = .group
    }
    if let label = accessibility.label {
      return AccessibilityElement(
        order: order, role: accessibility.role ?? defaultRole, label: label, frame: frame, id: id)
    }
    guard let role = accessibility.role else { return nil }
    let texts = LaidOutNode(kind: kind, frame: frame, children: children).accessibilityElements().map(\.label)
    return AccessibilityElement(order: order, role: role, label: texts.joined(separator: ", "), frame: frame, id: id)
  }
}
