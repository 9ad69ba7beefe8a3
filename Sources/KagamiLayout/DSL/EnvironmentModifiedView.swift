/// A view resolved with a changed environment (`font`, `foregroundColor`, `lineLimit`, …): the
/// change reaches every view inside it.
public struct EnvironmentModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let update: (inout ViewEnvironment) -> Void

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var environment = environment
    update(&environment)
    return resolveNodes(content, environment)
  }
}
