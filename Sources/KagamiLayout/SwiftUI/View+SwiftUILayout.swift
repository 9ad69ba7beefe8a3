import Foundation
import KagamiFlex

/// SwiftUI's layout modifiers that the DSL spells differently or lacks.
extension View {
  /// Insets the view by `insets` (leading and trailing follow the layout direction).
  public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
    padding(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// Insets the view by `length` points on `edges`, or by the default 16 points with nil.
  @_disfavoredOverload
  public func padding(_ edges: Edge.Set = .all, _ length: Double?) -> ModifiedView<Self> {
    padding(edges, length ?? 16)
  }

  /// Keeps the view at its ideal size on both axes: it does not shrink below its content's size
  /// (flex shrink 0; text is measured without a width limit).
  public func fixedSize() -> ModifiedView<Self> { fixedSize(horizontal: true, vertical: true) }

  /// Keeps the view at its ideal size on the axes given: it does not shrink along them (flex shrink
  /// 0 in its stack). **Partial**: a text fixed only vertically still wraps to the width a row leaves
  /// it (and grows in height), as on iOS; any other view fixed on either axis keeps its size on both.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      if horizontal {
        node.style.flexShrink = 0
        node.shrinksInRows = false
      } else if vertical && !node.shrinksInRows {
        node.style.flexShrink = 0
      }
      return node
    }
  }

  /// The view's priority when its stack shares out space. **Partial**: a priority above 0 keeps the
  /// view from shrinking (flex shrink 0); a priority of 0 (SwiftUI's default, written out) or below
  /// lets it shrink when its stack lacks room (flex shrink 1), truncating or wrapping its text.
  ///
  /// Every SwiftUI view may shrink; a Kagami view keeps its ideal size unless it is told otherwise,
  /// so `.layoutPriority(0)` is how SwiftUI source says "this one gives way" in a way that compiles
  /// and reads the same on iOS (where it changes nothing).
  public func layoutPriority(_ value: Double) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.style.flexShrink = value > 0 ? 0 : 1
      return node
    }
  }

  /// The view's drawing order among its siblings. **No effect**: siblings draw in the order written.
  public func zIndex(_ value: Double) -> Self { self }

  /// Constrains the view to `aspectRatio` (width / height) when given; `contentMode` is accepted (an
  /// `Image` applies its own, `aspectRatio(contentMode:)`).
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { node.style.aspectRatio = aspectRatio }
      return node
    }
  }

  /// Constrains the view to the aspect ratio of `size`.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedView<Self> {
    aspectRatio(size.height == 0 ? nil : Double(size.width / size.height), contentMode: contentMode)
  }

  /// Scales the view to fit its frame, keeping its aspect ratio. **Partial** outside `Image`: no effect.
  public func scaledToFit() -> Self { self }

  /// Scales the view to fill its frame. **Partial** outside `Image`: no effect.
  public func scaledToFill() -> Self { self }

  /// Draws the view moved by `offset` (layout unchanged), as `offset(x:y:)`.
  public func offset(_ offset: CGSize) -> ModifiedView<Self> {
    self.offset(x: Double(offset.width), y: Double(offset.height))
  }

  /// Places `overlay` over the view, in a layer the size of its frame (SwiftUI's older
  /// `overlay(_:alignment:)`).
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView<Self> {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Places `background` under the view, in a layer the size of its frame (SwiftUI's older
  /// `background(_:alignment:)`).
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> ModifiedView<Self>
  {
    self.background(alignment: alignment) { background }
  }

  /// Extends the view into the safe area on `edges`, as `ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> { ignoresSafeArea(edges: edges) }

  /// The shape used for hit testing. **No effect** on a still frame.
  public func contentShape<S: ShapeView>(_ shape: S, eoFill: Bool = false) -> Self { self }

  /// Whether the view takes taps. **No effect** on a still frame.
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
}
