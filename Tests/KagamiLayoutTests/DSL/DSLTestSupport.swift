import KagamiLayout
import KagamiText

/// Helpers for the DSL tests.
enum DSLTestSupport {
  /// A context with the bundled fonts.
  static func context(images: ImageLoader = .none) throws -> LayoutContext {
    LayoutContext(fonts: try FontSet.bundled(), images: images)
  }

  /// The first node with `id`, depth first.
  static func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.id == id { return node }
    for child in node.children { if let found = find(id, in: child) { return found } }
    return nil
  }

  /// The paragraph of the text node with `id`.
  static func paragraph(_ id: String, in node: LaidOutNode) -> ParagraphLayout? {
    guard case .text(let run)? = find(id, in: node)?.content else { return nil }
    return run.paragraph
  }

  /// A bare device of a given size (no safe area).
  static func device(width: Double, height: Double, scale: Int = 2) -> Device {
    Device(name: "test", width: width, height: height, scale: scale, safeArea: .zero, statusBarHeight: 0)
  }
}
