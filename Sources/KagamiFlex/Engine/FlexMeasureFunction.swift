/// Measures a leaf (a text run, an image): proposed width and mode, proposed height and mode, in points,
/// padding and border excluded. A proposal is NaN when its mode is `.undefined`.
public typealias FlexMeasureFunction = @Sendable (Double, MeasureMode, Double, MeasureMode) -> FlexSize
