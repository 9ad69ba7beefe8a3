/// One line of flex items and its running layout values (Yoga's `FlexLine`).
struct FlexLine {
  /// In-flow items of the line, in order.
  var items: [FlexNode] = []
  /// Sum of clamped bases, margins and gaps.
  var sizeConsumed = 0.0
  /// Index in the layout children just past the line.
  var endIndex = 0
  /// Number of auto margins on the main axis.
  var autoMargins = 0
  var totalFlexGrowFactors = 0.0
  var totalFlexShrinkScaledFactors = 0.0
  var remainingFreeSpace = 0.0
  var mainDim = 0.0
  var crossDim = 0.0
}
