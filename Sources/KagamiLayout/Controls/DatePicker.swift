import Foundation

/// A date picker, as SwiftUI's compact `DatePicker` on iOS: the label, then the date (and time) in a
/// rounded pill on the secondary fill. The date is written by Kagami itself, not by the host's
/// formatters (which differ between ICU versions): "Nov 27, 2026" and "9:41 AM" in English,
/// "2026/11/27" and "9:41" in Japanese, in the environment's time zone (UTC unless set).
public struct DatePicker<Label: View>: PrimitiveView {
  let label: Label
  let date: Date
  let components: DatePickerComponents

  /// A picker showing the bound date's `displayedComponents`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), date: selection.wrappedValue, components: displayedComponents)
  }

  init(label: Label, date: Date, components: DatePickerComponents) {
    self.label = label
    self.date = date
    self.components = components
  }

  /// A picker limited to `range` (drawn at the bound date).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let values = EnvironmentValues(environment)
    let format = DateText(date: date, timeZone: values.timeZone, language: environment.traits.locale.languageCode)
    let pills = HStack(spacing: 6) {
      if components.contains(.date) { DatePill(text: format.day) }
      if components.contains(.hourAndMinute) { DatePill(text: format.time) }
    }
    // The label gives way (shrinks, one line) before the pills do, as on iOS.
    let row = HStack(spacing: 8) {
      label.lineLimit(1).flex(shrink: 1)
      Spacer(minLength: 0)
      pills.flex(shrink: 0)
    }
    return resolveNodes(row, environment)
  }
}

extension DatePicker where Label == Text {
  /// A picker titled `title` showing the bound date's `displayedComponents`.
  public init<Title: StringProtocol>(
    _ title: Title, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(label: Text(String(title)), date: selection.wrappedValue, components: displayedComponents)
  }

  /// A picker titled `title` limited to `range` (drawn at the bound date).
  public init<Title: StringProtocol>(
    _ title: Title, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(label: Text(String(title)), date: selection.wrappedValue, components: displayedComponents)
  }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  /// Components from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date's day and time as a compact date picker writes them.
struct DateText {
  let day: String
  let time: String

  init(date: Date, timeZone: TimeZone, language: String) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let (year, month, dayOfMonth) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
    let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
    if language == "ja" {
      day = "\(year)/\(month)/\(dayOfMonth)"
      time = "\(hour):\(minutes)"
    } else {
      let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
      day = "\(months[(month - 1) % 12]) \(dayOfMonth), \(year)"
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      time = "\(twelve):\(minutes) \(hour < 12 ? "AM" : "PM")"
    }
  }
}

/// One rounded pill of a compact date picker.
struct DatePill: View {
  let text: String

  var body: some View {
    Text(text)
      .padding(top: 6, leading: 11, bottom: 6, trailing: 11)
      .background(Color(.secondaryFill), in: RoundedRectangle(cornerRadius: 6))
  }
}
