import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into an `SVGElement` tree with Foundation's `XMLParser` (libxml2): no external
/// entities, the first parser error wins (libxml2 recovers and would report more), and each element
/// gets the line where its start tag begins (the parser reports where the tag ends).
final class SVGXMLReader: NSObject, XMLParserDelegate {
  private let bytes: [UInt8]
  /// Where each line starts in `bytes`.
  private let lineStarts: [Int]
  private var stack: [SVGElement] = []
  private var root: SVGElement?
  private var failure: (line: Int, message: String)?

  /// The root element of `data`; malformed XML is an error at the line where the parser stopped.
  static func read(_ data: Data, file: String) throws(SVGError) -> SVGElement {
    let reader = SVGXMLReader(data)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let finished = parser.parse()
    if let failure = reader.failure { throw SVGError(file: file, line: failure.line, message: failure.message) }
    guard finished, let root = reader.root else {
      throw SVGError(file: file, line: max(parser.lineNumber, 1), message: "malformed XML: no root element")
    }
    return root
  }

  private init(_ data: Data) {
    bytes = Array(data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    stack.append(SVGElement(name: elementName, attributes: attributes, line: tagStartLine(parser)))
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    let code = (parseError as NSError).code
    failure = (parser.lineNumber, "malformed XML: " + SVGXMLReader.describe(code))
  }

  /// The line of the `<` before the parser's position: attribute values cannot hold `<`, so it is
  /// the start of the tag just read.
  private func tagStartLine(_ parser: XMLParser) -> Int {
    let line = min(max(parser.lineNumber, 1), lineStarts.count)
    var offset = min(lineStarts[line - 1] + max(parser.columnNumber - 1, 0), bytes.count - 1)
    while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
    var startLine = line
    while startLine > 1 && lineStarts[startLine - 1] > offset { startLine -= 1 }
    return startLine
  }

  /// libxml2's error codes (which `XMLParser` passes on as its `NSError` code) for the usual mistakes.
  private static func describe(_ code: Int) -> String {
    switch code {
    case 4: return "the document is empty"
    case 5: return "extra content at the end of the document"
    case 26: return "an undeclared entity"
    case 41: return "an attribute without a value"
    case 42: return "an attribute given twice"
    case 68: return "a name is required"
    case 73: return "\">\" expected"
    case 76: return "an end tag does not match its start tag"
    case 77: return "the document ends inside an element"
    default: return "libxml2 error \(code)"
    }
  }
}
