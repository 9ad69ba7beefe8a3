import KagamiImage

/// Painting modifiers. Like SwiftUI's, they apply outside-in: a modifier that must not be clipped
/// (or faded) by one applied before it gets its own wrapper node of the same size.
extension View {
  /// Fills the view's frame with `color` under its content.
  public func background(_ color: Color) -> ModifiedView<Self> { background(color, in: .rectangle) }

  /// Fills `shape` (resolved against the view's frame) with `color` under the view's content.
  public func background(_ color: Color, in shape: ShapeKind) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      node.painted(wrapIf: { $0.needsWrapper(at: .background) }) {
        $0.background = environment.resolve(color)
        $0.backgroundShape = shape
      }
    }
  }

  /// Clips the view and its content to `shape`.
  public func clipShape<S: ShapeView>(_ shape: S) -> ModifiedView<Self> { clip(to: shape.shapeKind) }

  /// Clips the view to its frame with rounded corners.
  public func cornerRadius(_ radius: Double) -> ModifiedView<Self> { clip(to: .roundedRectangle(cornerRadius: radius)) }

  /// Clips the view to its frame.
  public func clipped() -> ModifiedView<Self> { clip(to: .rectangle) }

  private func clip(to shape: ShapeKind) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.painted(wrapIf: { $0.needsWrapper(at: .clip) }) { $0.clip = shape }
    }
  }

  /// Draws a border of `width` points in `color` inside the view's frame (following its clip's corners).
  public func border(_ color: Color, width: Double = 1) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      node.painted(wrapIf: { $0.needsWrapper(at: .border) }) {
        $0.border = Border(color: environment.resolve(color), width: width)
      }
    }
  }

  /// Fades the view and its content as one layer (0…1; NaN counts as 0).
  public func opacity(_ opacity: Double) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.painted(wrapIf: { $0.needsWrapper(at: .blur) }) { $0.opacity *= RGBAColor.clampedUnit(opacity) }
    }
  }

  /// Draws the view (and its content) `x` points right and `y` points down, without moving anything
  /// else: layout is unchanged, as SwiftUI's `offset`. Non-finite values count as 0.
  public func offset(x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.painted(wrapIf: { _ in false }) {
        $0.offset.x += x.isFinite ? x : 0
        $0.offset.y += y.isFinite ? y : 0
      }
    }
  }

  /// Draws the view moved by `offset`, as `offset(x:y:)`.
  public func offset(_ offset: Point) -> ModifiedView<Self> { self.offset(x: offset.x, y: offset.y) }

  /// Keeps the view's frame but draws nothing and hides it from accessibility.
  public func hidden() -> ModifiedView<Self> {
    ModifiedView(content: self) { node in node.painted(wrapIf: { _ in false }) { $0.isHidden = true } }
  }
}

extension View {
  /// Fills `shape` (a shape view such as `RoundedRectangle`) with `color` under the view's content.
  public func background<S: ShapeView>(_ color: Color, in shape: S) -> ModifiedView<Self> {
    background(color, in: shape.shapeKind)
  }
}
