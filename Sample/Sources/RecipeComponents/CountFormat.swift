/// Number formatting shared by the components, independent of the process locale: digits grouped
/// by three with commas (the same in Japanese and English).
public enum CountFormat {
  /// `1234567` → `"1,234,567"`; negative numbers keep their sign.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return value < 0 ? "-" + result : result
  }

  /// A compact count for tight spaces: below 10,000 grouped, then `1.2万` in Japanese or `12.3K` in
  /// English (one decimal, rounded down so a count never reads higher than it is).
  public static func compact(_ value: Int, japanese: Bool) -> String {
    guard value.magnitude >= 10_000 else { return grouped(value) }
    let unit = japanese ? 10_000 : 1_000
    let tenths = Int(value.magnitude) / (unit / 10)
    let whole = grouped(tenths / 10)
    let decimal = tenths % 10 == 0 ? "" : ".\(tenths % 10)"
    return (value < 0 ? "-" : "") + whole + decimal + (japanese ? "万" : "K")
  }
}
