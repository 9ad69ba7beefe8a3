import KagamiFlex

/// A leaf sized by a measure function: the seam for `Text` (through the text engine) and `Image`.
public struct MeasuredLeaf: PrimitiveView {
  let kind: String
  let measure: FlexMeasureFunction

  /// A leaf of the given kind (shown in dumps) whose size comes from `measure`.
  public init(kind: String, measure: @escaping FlexMeasureFunction) {
    self.kind = kind
    self.measure = measure
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var node = ViewNode(kind: kind)
    node.measure = measure
    return [node]
  }
}
