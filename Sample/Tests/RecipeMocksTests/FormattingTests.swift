import Foundation
import RecipeCore
import RecipeMocks
import Testing

/// Formatting follows the mock environment's fixed clock (2026-01-01 09:00 JST) and language.
@Suite struct FormattingTests {
  let ja = MockEnvironment.make(language: .ja)
  let en = MockEnvironment.make(language: .en)

  func ago(_ seconds: Double) -> Date { MockEnvironment.now.addingTimeInterval(-seconds) }

  @Test func relativeTimes() {
    #expect(ja.relativeTime(since: ago(20)) == "たった今")
    #expect(ja.relativeTime(since: ago(5 * 60)) == "5分前")
    #expect(ja.relativeTime(since: ago(2 * 3600 + 10)) == "2時間前")
    #expect(ja.relativeTime(since: ago(3 * 86400)) == "3日前")
    #expect(en.relativeTime(since: ago(3600)) == "1 hour ago")
    #expect(en.relativeTime(since: ago(86400 + 5)) == "yesterday")
    #expect(en.relativeTime(since: ago(12 * 86400)) == "Dec 20, 2025")
    #expect(ja.relativeTime(since: ago(12 * 86400)) == "2025年12月20日")
  }

  @Test func datesUseTokyoTime() {
    // 2025-12-31 20:00 UTC is already New Year's Day in Tokyo.
    let date = Date(timeIntervalSince1970: 1_767_211_200)
    #expect(ja.dateText(date) == "2026年1月1日")
    #expect(en.dateText(date) == "Jan 1, 2026")
  }

  @Test func cookingTimesAndCounts() {
    #expect(ja.cookingTime(minutes: 15) == "15分")
    #expect(ja.cookingTime(minutes: 90) == "1時間30分")
    #expect(en.cookingTime(minutes: 60) == "1 hr")
    #expect(en.cookingTime(minutes: 75) == "1 hr 15 min")
    #expect(en.countText(1284) == "1,284")
    #expect(ja.countText(12) == "12")
    #expect(ja.countText(1_234_567) == "1,234,567")
    #expect(en.countText(-1000) == "-1,000")
  }
}
