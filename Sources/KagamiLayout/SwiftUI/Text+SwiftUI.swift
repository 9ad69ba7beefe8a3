import Foundation

/// SwiftUI's `Text` initializers. `Text("literal")` stays the DSL's verbatim `init(_:)` (a string
/// literal is a `String` first); a `LocalizedStringKey` value, or a literal with `tableName:` or
/// `bundle:`, takes the key initializer, which draws the key as written (see `LocalizedStringKey`).
extension Text {
  /// The localized string for `key`: drawn as the key, interpolations filled in; `tableName`,
  /// `bundle` and `comment` are accepted and not read.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.init(key.text)
  }

  /// `content` as written, without a localization lookup.
  public init(verbatim content: String) { self.init(content) }

  /// Any string-like value, as written (`Substring`, …).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

  /// Letter case for `textCase(_:)`.
  public enum Case: Hashable, Sendable {
    /// All capitals.
    case uppercase
    /// All lower case.
    case lowercase
  }

  /// How `Text(_:style:)` writes a date.
  public enum DateStyle: Hashable, Sendable {
    /// The time (`14:05`).
    case time
    /// The date (`27 November 2026`).
    case date
    /// Relative to now; drawn as `date` (a snapshot has no clock).
    case relative
    /// Offset from now; drawn as `date`.
    case offset
    /// A running timer; drawn as `time`.
    case timer
  }

  /// `date` written in `style`, in UTC with English month names, by plain arithmetic (a snapshot reads
  /// no clock, time zone or locale): `.time` gives `14:05`, `.date` (and `.relative`, `.offset`)
  /// `27 November 2026`, `.timer` as `.time`.
  public init(_ date: Date, style: DateStyle) {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    var days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let time = "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay % 3600 / 60))"
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    days += 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    switch style {
    case .time, .timer: self.init(time)
    case .date, .relative, .offset: self.init("\(day) \(months[month - 1]) \(year)")
    }
  }
}

extension View {
  /// Text inside is drawn in `textCase` (nil: as written), as SwiftUI's `textCase(_:)`.
  public func textCase(_ textCase: Text.Case?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.textCase = textCase }
  }

  /// Where text inside is cut when it does not fit. **Partial**: Kagami always cuts at the end
  /// ("…" last), whatever the mode.
  public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }

  /// How far text inside may shrink to fit. **No effect**: text keeps its size and wraps or is cut.
  public func minimumScaleFactor(_ factor: Double) -> Self { self }

  /// Whether text inside may tighten its letter spacing to fit. **No effect**.
  public func allowsTightening(_ flag: Bool) -> Self { self }

  /// Whether text inside can be selected. **No effect** on a still frame.
  public func textSelection(_ selectability: TextSelectability) -> Self { self }
}

extension Text {
  /// Where a text that does not fit is cut (`truncationMode(_:)`).
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// In the middle.
    case middle
    /// At the end.
    case tail
  }
}

/// Whether text can be selected (`textSelection(_:)`), which a still frame does not show.
public struct TextSelectability: Hashable, Sendable {
  private let isEnabled: Bool

  /// Selectable.
  public static let enabled = TextSelectability(isEnabled: true)
  /// Not selectable.
  public static let disabled = TextSelectability(isEnabled: false)
}
