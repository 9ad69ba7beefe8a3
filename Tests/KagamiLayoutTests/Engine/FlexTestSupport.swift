import KagamiFlex
import KagamiLayout

/// Small builders for engine tests.
func node(
  _ id: String? = nil, width: FlexValue = .auto, height: FlexValue = .auto, children: [FlexNode] = [],
  _ configure: (inout FlexStyle) -> Void = { _ in }
) -> FlexNode {
  var style = FlexStyle()
  style.width = width
  style.height = height
  configure(&style)
  return FlexNode(id: id, style: style, children: children)
}

extension FlexNode {
  /// The frame as (x, y, width, height) for compact comparisons.
  var box: [Double] { [frame.x, frame.y, frame.width, frame.height] }
}
