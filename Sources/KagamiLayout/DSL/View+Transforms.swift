import KagamiImage

/// Transforms, as SwiftUI's: they change how a view is drawn, not its layout. The view is painted
/// into an offscreen layer and resampled through the transform (Docs/paint.md), so rotations by
/// multiples of 90° and translations by whole pixels copy pixels exactly.
extension View {
  /// Draws the view scaled by `x` and `y` about `anchor` (a unit point of its frame).
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    transformed(.scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1), anchor: anchor)
  }

  /// Draws the view scaled by `scale` in both directions about `anchor`.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Draws the view rotated by `angle` (positive: clockwise) about `anchor`; sine and cosine come from
  /// `DeterministicTrig` (exact at multiples of 90°).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    transformed(.rotation(angle.radians.isFinite ? angle : .zero), anchor: anchor)
  }

  /// Mirrors the view horizontally about its centre in a right-to-left layout when `enabled`, as
  /// SwiftUI's modifier does: for directional images such as back chevrons and arrows. In a
  /// left-to-right layout, or when not `enabled`, the view is drawn exactly as without it.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> TraitsReader<ViewGroup> {
    TraitsReader { traits in
      if enabled && traits.layoutDirection == .rtl {
        self.scaleEffect(x: -1)
      } else {
        self
      }
    }
  }

  private func transformed(_ transform: AffineTransform, anchor: UnitPoint) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var result = node.painted(wrapIf: { $0.isHidden || $0.offset != Point(x: 0, y: 0) }) { _ in }
      result.transforms.append(AnchoredTransform(transform: transform, anchor: anchor))
      return result
    }
  }
}

/// A transform about a unit point of a node's frame, resolved once the frame is laid out.
struct AnchoredTransform {
  var transform: AffineTransform
  var anchor: UnitPoint

  /// `transforms`, innermost first, as one transform in points relative to a `width × height` frame's
  /// top-left corner.
  static func combined(_ transforms: [AnchoredTransform], width: Double, height: Double) -> AffineTransform {
    transforms.reduce(AffineTransform.identity) { result, next in
      result.concatenating(next.transform.anchored(at: next.anchor.location(width: width, height: height)))
    }
  }
}
