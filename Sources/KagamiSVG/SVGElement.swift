/// One element of the parsed XML: its name, attributes, the line of its start tag and its children
/// (comments, text and processing instructions are not kept).
struct SVGElement: Equatable {
  /// The qualified name as written (`path`, `sodipodi:namedview`).
  var name: String
  /// The attributes (looked up by name, never iterated, so their order cannot matter).
  var attributes: [String: String]
  /// The 1-based line of the `<` that starts the element.
  var line: Int
  /// The child elements, in document order.
  var children: [SVGElement] = []
}
