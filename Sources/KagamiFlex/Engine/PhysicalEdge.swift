/// A physical edge of a laid-out box.
enum PhysicalEdge: Int {
  case left = 0
  case top = 1
  case right = 2
  case bottom = 3
}
