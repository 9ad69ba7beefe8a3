/// A slider, as SwiftUI's `Slider` on iOS: a 4 pt track across the width offered, filled with the tint
/// up to the value, and a 28 pt white knob with a soft shadow at the value. Read by accessibility as
/// "label, 50%".
public struct Slider: View {
  let fraction: Double
  let label: AnyView?

  /// A slider over the bound value in `bounds`.
  public init<Value: BinaryFloatingPoint>(value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1) {
    self.init(fraction: Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)))
  }

  /// A slider over the bound value in `bounds`, in steps of `step` (drawn at the value).
  public init<Value: BinaryFloatingPoint>(value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride) {
    self.init(value: value, in: bounds)
  }

  /// A slider with a label (accessibility reads the label; iOS does not draw it).
  public init<Value: BinaryFloatingPoint, Label: View>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)),
      label: AnyView(label()))
  }

  /// A slider with views at its ends (iOS draws them beside the track).
  public init<Value: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel
  ) {
    let fraction = Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
    let track = Slider(fraction: fraction)
    let minimum = minimumValueLabel()
    let maximum = maximumValueLabel()
    self.init(
      fraction: fraction,
      label: AnyView(
        HStack(spacing: 8) {
          minimum
          track
          maximum
        }), replacesTrack: true)
  }

  private let replacesTrack: Bool

  init(fraction: Double, label: AnyView? = nil, replacesTrack: Bool = false) {
    self.fraction = fraction
    self.label = label
    self.replacesTrack = replacesTrack
  }

  /// Where `value` lies between `lower` and `upper`, 0 to 1.
  static func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    guard upper > lower, value.isFinite else { return 0 }
    return min(1, max(0, (value - lower) / (upper - lower)))
  }

  /// The track and knob (or, with end labels, the labels around them).
  public var body: some View {
    if replacesTrack, let label {
      label
    } else {
      GeometryTrack(fraction: fraction)
        .accessibilityDrawsControl()
        .frame(height: 28)
        .frame(maxWidth: .infinity)
        .accessibilityLabel("\(Int((fraction * 100).rounded()))%")
    }
  }
}

/// The track of a slider, laid out as a row: the filled part grows by the fraction, the rest by the
/// remainder, the knob between them (its centre travels from 14 pt to the width less 14 pt, as on iOS).
struct GeometryTrack: View {
  let fraction: Double

  var body: some View {
    HStack(spacing: 0) {
      Capsule().fill(.accentColor).frame(height: 4).flex(grow: fraction, shrink: 1, basis: .points(0))
      Circle().fill(.white).frame(width: 28, height: 28)
        .shadow(color: Color(hex: 0x000000, opacity: 0.15), radius: 4, x: 0, y: 2)
      Capsule().fill(Color(.secondaryFill)).frame(height: 4)
        .flex(grow: 1 - fraction, shrink: 1, basis: .points(0))
    }
  }
}
