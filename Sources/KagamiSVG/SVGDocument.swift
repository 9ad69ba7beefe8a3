// KagamiSVG: SVG icon files → `VectorDrawing` (KagamiImage's vocabulary), for the subset that icon
// sets use. Design rules: XML is read by Foundation's XMLParser (libxml2); path data, transforms,
// lengths and colours by small parsers here with their own conformance tests; anything outside the
// subset is an error naming the file, the element and its line, never silently dropped. No libm
// transcendental function: angles go through DeterministicTrig. The subset is in Docs/svg.md.
import Foundation
import KagamiImage

/// An SVG document parsed into a drawing.
public enum SVGDocument {
  /// The drawing of the SVG file `data`; `file` names it in errors, `name` becomes the drawing's name.
  public static func parse(_ data: Data, file: String, name: String? = nil) throws(SVGError) -> VectorDrawing {
    let root = try SVGXMLReader.read(data, file: file)
    var converter = SVGConverter(file: file)
    return try converter.drawing(root: root, name: name)
  }

  /// The drawing of the SVG file at `url`, named after the file (without its extension).
  public static func load(contentsOf url: URL) throws(SVGError) -> VectorDrawing {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SVGError(file: url.path, line: nil, message: "cannot be read (\(error.localizedDescription))")
    }
    return try parse(data, file: url.path, name: url.deletingPathExtension().lastPathComponent)
  }
}
