// KagamiSVG: SVG icon files → `VectorDrawing` (KagamiImage's vocabulary), for the subset that icon
// sets use. Design rules: XML is read by Foundation's XMLParser (libxml2); path data, transforms,
// lengths and colours by small parsers here with their own conformance tests; anything outside the
// subset is an error naming the file, the element and its line, never silently dropped.
import Foundation
import KagamiImage

/// An SVG document parsed into a drawing.
public enum SVGDocument {}
