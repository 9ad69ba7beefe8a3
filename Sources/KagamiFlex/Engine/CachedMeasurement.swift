/// One cached result of laying out or measuring a node under given constraints.
struct CachedMeasurement {
  var availableWidth = -1.0
  var availableHeight = -1.0
  var widthMode = SizingMode.maxContent
  var heightMode = SizingMode.maxContent
  var computedWidth = -1.0
  var computedHeight = -1.0
}
