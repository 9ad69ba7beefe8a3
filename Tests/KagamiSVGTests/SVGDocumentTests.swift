import Foundation
import KagamiImage
import KagamiSVG
import Testing

@Suite struct SVGDocumentTests {}
