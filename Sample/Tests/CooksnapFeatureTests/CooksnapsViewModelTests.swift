import Foundation
import RecipeCore
import RecipeMocks
import Testing

@testable import CooksnapFeature

/// The Cooksnaps view model against the mock environment: states, error mapping, language, pictures.
@Suite struct CooksnapsViewModelTests {
  let model = CooksnapsViewModel(recipeID: 1001)

  @Test func loadsTheCooksnapsNewestFirstWithTheirPictures() async throws {
    let environment = MockEnvironment.make(language: .ja)
    let expected = try await environment.api.response(for: .cooksnaps(recipeID: 1001))
    guard case .loaded(let items) = await model.load(in: environment) else {
      Issue.record("expected a loaded state")
      return
    }
    #expect(items.map(\.id) == expected.map(\.id))
    #expect(items.map(\.authorName) == expected.map(\.author.name))
    #expect(items.map(\.comment) == expected.map(\.comment))
    #expect(items.map(\.likeCount) == expected.map(\.likeCount))
    let picturesExist = FileManager.default.fileExists(
      atPath: MockEnvironment.fixturesRoot.appendingPathComponent("Images/\(expected[0].imagePath)").path)
    #expect((items[0].photo != nil) == picturesExist)
  }

  @Test func datesAreRelativeToTheMockClock() async throws {
    guard case .loaded(let japanese) = await model.load(in: MockEnvironment.make(language: .ja)),
      case .loaded(let english) = await model.load(in: MockEnvironment.make(language: .en))
    else {
      Issue.record("expected loaded states")
      return
    }
    // Posted 2026-01-01 07:10, 2025-12-31 19:45, 2025-12-29 12:20, 2025-12-20 18:05 (JST); now 2026-01-01 09:00.
    #expect(japanese.prefix(4).map(\.dateText) == ["1時間前", "13時間前", "2日前", "2025年12月20日"])
    #expect(english.prefix(4).map(\.dateText) == ["1 hour ago", "13 hours ago", "2 days ago", "Dec 20, 2025"])
  }

  @Test func englishFixturesGiveEnglishComments() async throws {
    guard case .loaded(let items) = await model.load(in: MockEnvironment.make(language: .en)) else {
      Issue.record("expected a loaded state")
      return
    }
    // No kana, kanji or full-width forms (emoji are fine: users write them in every language).
    let japanese: [ClosedRange<UInt32>] = [0x3000...0x9FFF, 0xFF00...0xFFEF]
    #expect(
      items.allSatisfy { item in
        item.comment.unicodeScalars.allSatisfy { scalar in !japanese.contains { $0.contains(scalar.value) } }
      })
    #expect(items.contains { $0.comment.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(CooksnapsStrings.count(items.count)(.en) == "\(items.count) cooksnaps")
    #expect(CooksnapsStrings.count(1)(.en) == "1 cooksnap")
    #expect(CooksnapsStrings.count(items.count)(.ja) == "\(items.count)件のつくれぽ")
  }

  @Test func noCooksnapsIsTheEmptyState() async {
    #expect(await model.load(in: MockEnvironment.make(scenario: .empty)) == .empty)
    #expect(await CooksnapsViewModel(recipeID: 1005).load(in: MockEnvironment.make()) == .empty)
  }

  @Test func serverErrorsMissingFixturesAndBadJSONMapToTheirFailures() async {
    let failing = MockEnvironment.make(scenario: .failing(Endpoint.cooksnaps(recipeID: 1001).fixtureKey))
    #expect(await model.load(in: failing) == .failed(.server))
    #expect(await CooksnapsViewModel(recipeID: 424_242).load(in: MockEnvironment.make()) == .failed(.network))
    var garbled = MockEnvironment.make()
    garbled.api = APIClient { _ in Data(#"{"not": "a list"}"#.utf8) }
    #expect(await model.load(in: garbled) == .failed(.unreadable))
    #expect(CooksnapsStrings.message(for: .server)(.ja) != CooksnapsStrings.message(for: .network)(.ja))
  }

  @Test func picturesThatDoNotLoadBecomePlaceholders() async {
    var environment = MockEnvironment.make()
    environment.images = .none
    guard case .loaded(let items) = await model.load(in: environment) else {
      Issue.record("expected a loaded state")
      return
    }
    #expect(!items.isEmpty)
    #expect(items.allSatisfy { $0.photo == nil && $0.avatar == nil })
  }

  @Test(arguments: [(320.0, 2), (375, 2), (393, 2), (430, 2), (600, 3), (820, 4), (1024, 5)])
  func gridColumnsFollowTheWidth(width: Double, columns: Int) {
    #expect(CooksnapGrid.columns(forWidth: width) == columns)
    let tile = CooksnapGrid.tileWidth(forWidth: width, columns: columns)
    let used = tile * Double(columns) + CooksnapGrid.gap * Double(columns - 1) + 32
    #expect(used <= width && width - used < Double(columns))
  }
}
