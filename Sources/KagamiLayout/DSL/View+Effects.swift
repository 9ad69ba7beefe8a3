import KagamiFlex
import KagamiImage

/// Effects drawn from what a view paints: shadows, masks and blend modes. Each paints the view into
/// an offscreen layer (Docs/paint.md); none changes layout.
extension View {
  /// Draws a shadow of the view under it: the alpha of everything the view draws, blurred with a
  /// standard deviation of `radius` points (the W3C three-box approximation of a Gaussian), moved by
  /// `x`, `y` points and tinted `color`. Non-finite values count as 0.
  public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
  )
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { node, environment in
      func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
      return node.painted(wrapIf: { $0.needsWrapper(at: .shadow) }) {
        $0.shadow = Shadow(
          color: environment.resolve(color), radius: max(finite(radius), 0), x: finite(x), y: finite(y))
      }
    }
  }

  /// Blurs everything the view draws by a Gaussian of standard deviation `radius` points (the same
  /// three-box blur as `shadow`); the blur spreads beyond the frame, layout is unchanged.
  public func blur(radius: Double) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.painted(wrapIf: { $0.needsWrapper(at: .blur) }) { $0.blurRadius = radius.isFinite ? max(radius, 0) : 0 }
    }
  }

  /// Draws the view only where `mask` (laid out in the view's frame, aligned by `alignment`) is
  /// opaque: every pixel's alpha is multiplied by the mask's. The mask draws nothing itself and is
  /// not accessible.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedView<Self> {
    let maskContent = mask()
    return ModifiedView(content: self) { node, environment in
      var wrapper = ViewNode.wrap(node, kind: "mask") { $0.alignItems = .stretch }
      var layer = ViewNode.container(
        kind: "masklayer", style: FlexStyle(), children: resolveNodes(maskContent, environment))
      layer = ViewNode.layer(layer, alignment: alignment)
      layer.accessibility.isHidden = true
      wrapper.children.append(layer)
      wrapper.paint.hasMask = true
      return wrapper
    }
  }

  /// Combines the view's colours with what is drawn under it by `mode` (W3C's separable blend modes).
  public func blendMode(_ mode: BlendMode) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.painted(wrapIf: { $0.needsWrapper(at: .blend) }) { $0.blendMode = mode }
    }
  }

  /// Draws the view and its content as one layer before later effects, as SwiftUI's
  /// `compositingGroup()`: group opacity already works that way here, so this only wraps the view.
  public func compositingGroup() -> ModifiedView<Self> {
    ModifiedView(content: self) { node in ViewNode.wrap(node, kind: "group") { $0.alignItems = .stretch } }
  }
}
