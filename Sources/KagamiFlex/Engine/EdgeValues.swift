/// Four numbers indexed by physical edge (positions, margins, borders, paddings of a laid-out box).
struct EdgeValues: Equatable, Sendable {
  var left = 0.0
  var top = 0.0
  var right = 0.0
  var bottom = 0.0

  subscript(edge: PhysicalEdge) -> Double {
    @_transparent get {
      switch edge {
      case .left: return left
      case .top: return top
      case .right: return right
      case .bottom: return bottom
      }
    }
    @_transparent set {
      switch edge {
      case .left: left = newValue
      case .top: top = newValue
      case .right: right = newValue
      case .bottom: bottom = newValue
      }
    }
  }
}
