/// A stepper, as SwiftUI's `Stepper` on iOS: the label, then a 94 × 32 pt rounded pair of − and +
/// buttons on the secondary fill, split by a hairline. Read by accessibility as the label.
public struct Stepper<Label: View>: View {
  let label: Label

  /// A stepper over the bound value in `bounds`, in steps of `step`.
  public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A stepper over the bound value, in steps of `step`.
  public init<Value: Strideable>(value: Binding<Value>, step: Value.Stride = 1, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A stepper whose buttons call `onIncrement` and `onDecrement` (never, in a snapshot).
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// The label and the buttons.
  public var body: some View {
    HStack(spacing: 8) {
      label
      Spacer()
      StepperButtons()
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` over the bound value in `bounds`.
  public init<Title: StringProtocol, Value: Strideable>(
    _ title: Title, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1
  ) {
    self.label = Text(String(title))
  }

  /// A stepper titled `title` over the bound value.
  public init<Title: StringProtocol, Value: Strideable>(_ title: Title, value: Binding<Value>, step: Value.Stride = 1) {
    self.label = Text(String(title))
  }

  /// A stepper titled `title` whose buttons call the closures (never, in a snapshot).
  public init<Title: StringProtocol>(_ title: Title, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.label = Text(String(title))
  }
}

/// The − and + buttons of a stepper.
struct StepperButtons: View {
  var body: some View {
    HStack(spacing: 0) {
      StepperGlyph(plus: false).frame(maxWidth: .infinity, maxHeight: .infinity)
      Rectangle().fill(Color(.separator)).frame(width: 1, height: 18)
      StepperGlyph(plus: true).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .frame(width: 94, height: 32)
    .background(Color(.secondaryFill), in: RoundedRectangle(cornerRadius: 8))
    .accessibilityHidden(true)
    .accessibilityDrawsControl()
  }
}

/// A − or + drawn with two strokes, 14 pt wide.
struct StepperGlyph: View {
  let plus: Bool

  var body: some View {
    Path { path in
      path.move(to: Point(x: 0, y: 7))
      path.addLine(to: Point(x: 14, y: 7))
      if plus {
        path.move(to: Point(x: 7, y: 0))
        path.addLine(to: Point(x: 7, y: 14))
      }
    }
    .stroke(Color(.label), style: StrokeStyle(lineWidth: 2, lineCap: .round))
    .frame(width: 14, height: 14)
  }
}
