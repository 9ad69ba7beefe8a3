/// `background(_:)` and `overlay(_:)` with views: the view sized to the modified view's frame,
/// placed under or over it.
extension View {
  /// Places `content` under the view, in a layer the size of the view's frame, aligned by `alignment`.
  public func background<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content)
    -> ModifiedView<Self>
  {
    let layerContent = content()
    return ModifiedView(content: self) { node, environment in
      var wrapper = ViewNode.wrap(node, kind: "background") { $0.alignItems = .stretch }
      var layers = resolveNodes(layerContent, environment)
      layers.transformEach { ViewNode.layer($0, alignment: alignment) }
      layers.append(moving: wrapper.children)
      wrapper.children = layers
      return wrapper
    }
  }

  /// Places `content` over the view, in a layer the size of the view's frame, aligned by `alignment`.
  public func overlay<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content)
    -> ModifiedView<Self>
  {
    let layerContent = content()
    return ModifiedView(content: self) { node, environment in
      var wrapper = ViewNode.wrap(node, kind: "overlay") { $0.alignItems = .stretch }
      var layers = resolveNodes(layerContent, environment)
      layers.transformEach { ViewNode.layer($0, alignment: alignment) }
      wrapper.children.append(moving: layers)
      return wrapper
    }
  }
}
