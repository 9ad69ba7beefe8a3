/// Resolution of the style's margins, paddings, borders, insets and min / max sizes along axes (Yoga's
/// `compute…` helpers). They are `FlexNode` methods that read single fields of `style`: written as
/// `FlexStyle` methods, every call copied the whole style (800-odd bytes) out of the node first,
/// which cost the engine about a tenth of its time (`kagami-bench pipeline --profile-layout`).
extension FlexNode {
  // MARK: Margins

  @_transparent func flexStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    orZero(marginValue(axis.flexStartEdge, direction).resolve(widthSize))
  }

  @_transparent func flexEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    orZero(marginValue(axis.flexEndEdge, direction).resolve(widthSize))
  }

  @_transparent func inlineStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    orZero(marginValue(axis.inlineStartEdge(direction), direction).resolve(widthSize))
  }

  @_transparent func inlineEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    orZero(marginValue(axis.inlineEndEdge(direction), direction).resolve(widthSize))
  }

  /// Sum of both margins on an axis (independent of direction).
  @_transparent func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
    guard setProperties.contains(.margin) else { return 0 }
    return inlineStartMargin(axis, .ltr, widthSize) + inlineEndMargin(axis, .ltr, widthSize)
  }

  @_transparent func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    marginValue(axis.flexStartEdge, direction).isAuto
  }

  @_transparent func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    marginValue(axis.flexEndEdge, direction).isAuto
  }

  // MARK: Padding and border

  @_transparent func flexStartPaddingAndBorder(
    _ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double
  ) -> Double {
    if setProperties.isDisjoint(with: .paddingOrBorder) { return 0 }
    return nonNegative(paddingValue(axis.flexStartEdge, direction).resolve(widthSize))
      + nonNegative(borderValue(axis.flexStartEdge, direction).resolve(0))
  }

  @_transparent func flexEndPaddingAndBorder(
    _ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double
  ) -> Double {
    if setProperties.isDisjoint(with: .paddingOrBorder) { return 0 }
    return nonNegative(paddingValue(axis.flexEndEdge, direction).resolve(widthSize))
      + nonNegative(borderValue(axis.flexEndEdge, direction).resolve(0))
  }

  @_transparent func inlineStartPadding(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    nonNegative(paddingValue(axis.inlineStartEdge(direction), direction).resolve(widthSize))
  }

  @_transparent func inlineEndPadding(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double)
    -> Double
  {
    nonNegative(paddingValue(axis.inlineEndEdge(direction), direction).resolve(widthSize))
  }

  @_transparent func inlineStartBorder(_ axis: FlexDirection, _ direction: LayoutDirection) -> Double {
    nonNegative(borderValue(axis.inlineStartEdge(direction), direction).resolve(0))
  }

  @_transparent func inlineEndBorder(_ axis: FlexDirection, _ direction: LayoutDirection) -> Double {
    nonNegative(borderValue(axis.inlineEndEdge(direction), direction).resolve(0))
  }

  @_transparent func flexStartBorder(_ axis: FlexDirection, _ direction: LayoutDirection) -> Double {
    nonNegative(borderValue(axis.flexStartEdge, direction).resolve(0))
  }

  @_transparent func flexEndBorder(_ axis: FlexDirection, _ direction: LayoutDirection) -> Double {
    nonNegative(borderValue(axis.flexEndEdge, direction).resolve(0))
  }

  /// Both borders on an axis.
  @_transparent func borderForAxis(_ axis: FlexDirection) -> Double {
    inlineStartBorder(axis, .ltr) + inlineEndBorder(axis, .ltr)
  }

  /// Padding plus border on both sides of a dimension.
  @_transparent func paddingAndBorder(isWidth: Bool, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
    let axis: FlexDirection = isWidth ? .row : .column
    return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
  }

  // MARK: Insets

  @_transparent func flexStartPosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double)
    -> Double
  {
    orZero(positionValue(axis.flexStartEdge, direction).resolve(axisSize))
  }

  @_transparent func flexEndPosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double)
    -> Double
  {
    orZero(positionValue(axis.flexEndEdge, direction).resolve(axisSize))
  }

  @_transparent func inlineStartPosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double)
    -> Double
  {
    orZero(positionValue(axis.inlineStartEdge(direction), direction).resolve(axisSize))
  }

  @_transparent func inlineEndPosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double)
    -> Double
  {
    orZero(positionValue(axis.inlineEndEdge(direction), direction).resolve(axisSize))
  }

  /// An inset that is set and not `auto` on the flex-start edge.
  @_transparent func hasFlexStartInset(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    let value = positionValue(axis.flexStartEdge, direction)
    return value.isDefined && !value.isAuto
  }

  @_transparent func hasFlexEndInset(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    let value = positionValue(axis.flexEndEdge, direction)
    return value.isDefined && !value.isAuto
  }

  @_transparent func hasInlineStartInset(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    let value = positionValue(axis.inlineStartEdge(direction), direction)
    return value.isDefined && !value.isAuto
  }

  @_transparent func hasInlineEndInset(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
    let value = positionValue(axis.inlineEndEdge(direction), direction)
    return value.isDefined && !value.isAuto
  }

  // MARK: Min and max

  /// The minimum size in `direction`, with padding and border added under content-box sizing.
  @_transparent func resolvedMin(
    isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double
  ) -> Double {
    guard setProperties.contains(.minMax) else { return .nan }
    let value = minDimension(isWidth).resolve(reference)
    return style.boxSizing == .borderBox ? value : value + paddingAndBorder(isWidth: isWidth, direction, ownerWidth)
  }

  /// The maximum size in `direction`, with padding and border added under content-box sizing.
  @_transparent func resolvedMax(
    isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double
  ) -> Double {
    guard setProperties.contains(.minMax) else { return .nan }
    let value = maxDimension(isWidth).resolve(reference)
    return style.boxSizing == .borderBox ? value : value + paddingAndBorder(isWidth: isWidth, direction, ownerWidth)
  }

  // MARK: Gaps

  /// The gap between items along `axis` (0 without gaps; see `FlexGap.resolved`).
  @_transparent func gap(along axis: FlexDirection, ownerSize: Double) -> Double {
    setProperties.contains(.gap) ? style.gap.resolved(along: axis, ownerSize: ownerSize) : 0
  }

  // MARK: Edge values

  @_transparent private func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    setProperties.contains(.margin) ? style.margin.value(edge, direction) : .undefined
  }

  @_transparent private func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    setProperties.contains(.position) ? style.position.value(edge, direction) : .undefined
  }

  @_transparent private func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    setProperties.contains(.padding) ? style.padding.value(edge, direction) : .undefined
  }

  @_transparent private func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    setProperties.contains(.border) ? style.border.value(edge, direction) : .undefined
  }

  @_transparent private func orZero(_ value: Double) -> Double { value.isNaN ? 0 : value }

  @_transparent private func nonNegative(_ value: Double) -> Double { FlexMath.maxOrDefined(value, 0) }

  // MARK: Sizes

  /// The size along `dimension`.
  @_transparent func dimension(_ isWidth: Bool) -> FlexValue { isWidth ? style.width : style.height }

  /// The minimum size along `dimension`.
  @_transparent func minDimension(_ isWidth: Bool) -> FlexValue { isWidth ? style.minWidth : style.minHeight }

  /// The maximum size along `dimension`.
  @_transparent func maxDimension(_ isWidth: Bool) -> FlexValue { isWidth ? style.maxWidth : style.maxHeight }

  /// The aspect ratio if usable (positive and finite).
  var resolvedAspectRatio: Double? {
    guard let ratio = style.aspectRatio, ratio != 0, ratio.isFinite else { return nil }
    return ratio
  }
}
