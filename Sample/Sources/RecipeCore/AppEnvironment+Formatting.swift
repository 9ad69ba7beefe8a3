import Foundation

/// Deterministic formatting in the environment's language, clock and time zone (no ICU locale
/// data, so the text is the same on every machine).
extension AppEnvironment {
  /// How long ago `date` was: `たった今`/`just now`, `5分前`/`5 min ago`, `3時間前`/`3 hours ago`,
  /// `2日前`/`2 days ago`, then the date (`2025年12月20日`, `Dec 20, 2025`) from 7 days on.
  public func relativeTime(since date: Date) -> String {
    let seconds = Int(clock.now().timeIntervalSince(date).rounded(.down))
    let minutes = seconds / 60
    let hours = minutes / 60
    let days = hours / 24
    switch language {
    case .ja:
      if minutes < 1 { return "たった今" }
      if hours < 1 { return "\(minutes)分前" }
      if days < 1 { return "\(hours)時間前" }
      if days < 7 { return "\(days)日前" }
    case .en:
      if minutes < 1 { return "just now" }
      if hours < 1 { return "\(minutes) min ago" }
      if days < 1 { return hours == 1 ? "1 hour ago" : "\(hours) hours ago" }
      if days < 7 { return days == 1 ? "yesterday" : "\(days) days ago" }
    case .ar:
      if minutes < 1 { return "الآن" }
      if hours < 1 { return "قبل \(minutes) د" }
      if days < 1 { return "قبل \(hours) س" }
      if days < 7 { return days == 1 ? "أمس" : "قبل \(days) أيام" }
    }
    return dateText(date)
  }

  /// `2025年12月20日` / `Dec 20, 2025`, in the environment's time zone.
  public func dateText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    switch language {
    case .ja: return "\(year)年\(month)月\(day)日"
    case .en: return "\(Self.monthNames[month - 1]) \(day), \(year)"
    case .ar: return "\(day)/\(month)/\(year)"
    }
  }

  /// `60分` / `60 min` / `60 دقيقة`; an hour or more as `1時間30分` / `1 hr 30 min`.
  public func cookingTime(minutes: Int) -> String {
    let (hours, rest) = (minutes / 60, minutes % 60)
    switch language {
    case .ja: return hours == 0 ? "\(rest)分" : (rest == 0 ? "\(hours)時間" : "\(hours)時間\(rest)分")
    case .en: return hours == 0 ? "\(rest) min" : (rest == 0 ? "\(hours) hr" : "\(hours) hr \(rest) min")
    case .ar: return hours == 0 ? "\(rest) دقيقة" : (rest == 0 ? "\(hours) ساعة" : "\(hours) ساعة \(rest) دقيقة")
    }
  }

  /// A count with thousands separators (`1,284`) in both languages.
  public func countText(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (count < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
