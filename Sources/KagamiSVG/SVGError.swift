/// Why an SVG file could not be turned into a drawing: where (the file, the line of the element's
/// start tag, the element and the attribute) and what.
///
/// `description` reads `file:line: <element> attribute message`, for example
/// `Icons/search.svg:4: <text> is not supported (KagamiSVG draws path, rect, …)` or
/// `Icons/x.svg:3: <path> d at character 12: expected a number`.
public struct SVGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as given to `SVGDocument.parse` (or the URL's path for `load`).
  public var file: String
  /// The 1-based line of the element's start tag (or of the XML error); nil when the file could not
  /// be read at all.
  public var line: Int?
  /// The element's name, nil for errors outside any element (malformed XML, an unreadable file).
  public var element: String?
  /// The attribute whose value is wrong, nil when the element itself is the problem.
  public var attribute: String?
  /// What is wrong, phrased to follow the attribute's name (or the element's).
  public var message: String

  /// An error from its parts.
  public init(file: String, line: Int?, element: String? = nil, attribute: String? = nil, message: String) {
    self.file = file
    self.line = line
    self.element = element
    self.attribute = attribute
    self.message = message
  }

  /// `file:line: <element> attribute message`.
  public var description: String {
    var text = file
    if let line { text += ":\(line)" }
    text += ": "
    if let element { text += "<\(element)> " }
    if let attribute { text += "\(attribute) " }
    return text + message
  }
}
