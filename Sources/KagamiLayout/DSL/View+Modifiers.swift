import KagamiFlex

/// Layout modifiers: padding, frame, flex factors, identity.
extension View {
  /// Insets the view by `length` points on every edge.
  public func padding(_ length: Double = 16) -> ModifiedView<Self> {
    padding(top: length, leading: length, bottom: length, trailing: length)
  }

  /// Insets the view by `length` points on `edges` (`.horizontal`, `.vertical`, `.top`, …), as SwiftUI's
  /// `padding(_:_:)`.
  public func padding(_ edges: Edge.Set, _ length: Double = 16) -> ModifiedView<Self> {
    padding(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// Insets the view by different amounts per edge (leading and trailing follow the layout direction).
  public func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0)
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { node in
      ViewNode.wrap(node, kind: "padding") { style in
        style.alignItems = .stretch
        style.padding[.top] = .points(top)
        style.padding[.start] = .points(leading)
        style.padding[.bottom] = .points(bottom)
        style.padding[.end] = .points(trailing)
      }
    }
  }

  /// A fixed-size frame (either dimension may be left to the content) that aligns the view inside it.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var frame = ViewNode.wrap(node, kind: "frame") { style in
        alignment.apply(to: &style)
        if let width { style.width = .points(width) }
        if let height { style.height = .points(height) }
      }
      if width != nil { frame.expandsHorizontally = false }
      if height != nil { frame.expandsVertically = false }
      if width != nil {
        frame.stackSpacer?.growsHorizontally = false
        frame.shrinksInRows = false
        frame.narrowestInRow = nil
      }
      if height != nil { frame.stackSpacer?.growsVertically = false }
      return frame
    }
  }

  /// A flexible frame: min and max sizes; a max of `.infinity` makes the frame take all the space offered.
  /// The ideal sizes (SwiftUI's size under `fixedSize`) are accepted and not used.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var frame = ViewNode.wrap(node, kind: "frame") { style in
        alignment.apply(to: &style)
        if let minWidth { style.minWidth = .points(minWidth) }
        if let minHeight { style.minHeight = .points(minHeight) }
        if let maxWidth, maxWidth.isFinite { style.maxWidth = .points(maxWidth) }
        if let maxHeight, maxHeight.isFinite { style.maxHeight = .points(maxHeight) }
      }
      if maxWidth == .infinity { frame.expandsHorizontally = true }
      if maxHeight == .infinity { frame.expandsVertically = true }
      return frame
    }
  }

  /// Flex factors for the view as an item of its container.
  public func flex(grow: Double? = nil, shrink: Double? = nil, basis: FlexValue? = nil) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      if let grow { node.style.flexGrow = grow }
      if let shrink { node.style.flexShrink = shrink }
      if let basis { node.style.flexBasis = basis }
      return node
    }
  }

  /// A stable identity for the view's node, shown in dumps and used by masks and diffs.
  public func id(_ id: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.id = id
      return node
    }
  }
}
