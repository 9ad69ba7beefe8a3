import Foundation
import RecipeCore

/// Posting dates relative to the environment's clock, in its time zone: today, yesterday, a few
/// days ago, then the month and day. Uses a Gregorian calendar with an explicit time zone and
/// fixed month names, never the process locale.
enum RelativeDate {
  /// `date` as shown under a cooksnap on `now`.
  static func text(for date: Date, now: Date, timeZone: TimeZone, language: AppLanguage) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let days =
      calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
    let parts = calendar.dateComponents([.month, .day], from: date)
    let month = parts.month ?? 1
    let day = parts.day ?? 1
    switch (language, days) {
    case (.ja, ...0): return "今日"
    case (.en, ...0): return "Today"
    case (.ja, 1): return "昨日"
    case (.en, 1): return "Yesterday"
    case (.ja, 2...6): return "\(days)日前"
    case (.en, 2...6): return "\(days) days ago"
    case (.ja, _): return "\(month)月\(day)日"
    case (.en, _): return "\(monthNames[(month - 1) % 12]) \(day)"
    }
  }

  private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
