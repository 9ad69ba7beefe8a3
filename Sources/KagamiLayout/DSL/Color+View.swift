/// A colour is a view: a rectangle filled with it that takes the space offered (as in SwiftUI).
extension Color: PrimitiveView {
  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("color", .rectangle, color: environment.resolve(self))]
  }
}
