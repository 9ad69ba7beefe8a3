import KagamiLayout
import Testing

/// Runs every enabled Yoga case and pins the result: every case passes except the ten known
/// failures below. A new failure fails the test, and so does a known failure that starts passing,
/// until this list (and the tables in Docs/layout.md and Docs/features.md) is updated.
@Suite struct YogaConformanceTests {
  /// Cases known to fail, with the reason (Docs/layout.md):
  /// - `margin_auto_*` (9): the fixture format keeps only one of the two auto-margin edges; they pass
  ///   with the lost edge restored (YogaLossyMarginAutoTests), expected values untouched;
  /// - `flex_basis_in_scroll_content_container`: needs Yoga's experimental FixFlexBasisFitContent.
  static let knownFailures: Set<String> = [
    "YGFlexBasisFitContentTest/flex_basis_in_scroll_content_container",
    "YGMarginTest/margin_auto_bottom_and_top",
    "YGMarginTest/margin_auto_bottom_and_top_justify_center",
    "YGMarginTest/margin_auto_left_and_right_column",
    "YGMarginTest/margin_auto_left_and_right",
    "YGMarginTest/margin_auto_start_and_end_column",
    "YGMarginTest/margin_auto_start_and_end",
    "YGMarginTest/margin_auto_left_and_right_column_and_center",
    "YGMarginTest/margin_auto_left_and_right_stretch",
    "YGMarginTest/margin_auto_top_and_bottom_stretch",
  ]

  @Test func enabledCasesWithoutTextPass() throws {
    let fixtures = try YogaFixture.loadAll()
    #expect(fixtures.count == 590)
    let enabled = fixtures.filter { !$0.disabled }
    let outcomes = enabled.map(YogaConformanceRunner.run)
    let withoutText = outcomes.filter { !$0.fixture.needsText }
    let withText = outcomes.filter { $0.fixture.needsText }
    let passed = withoutText.filter(\.passed).count
    print(YogaConformanceReport.table(outcomes))
    for outcome in outcomes where !outcome.passed {
      print("FAIL \(outcome.fixture.group)/\(outcome.fixture.name): \(outcome.failure ?? "")")
    }
    print("no-text: \(passed)/\(withoutText.count); text: \(withText.filter(\.passed).count)/\(withText.count)")
    let failing = Set(outcomes.filter { !$0.passed }.map { "\($0.fixture.group)/\($0.fixture.name)" })
    #expect(failing.subtracting(Self.knownFailures).sorted() == [], "new failures")
    #expect(Self.knownFailures.subtracting(failing).sorted() == [], "known failures that now pass: update the list")
    #expect(passed == 522 && withoutText.count == 532)
    #expect(withText.count == 12 && withText.allSatisfy(\.passed))
  }

  @Test func fixtureCopyIsComplete() throws {
    let fixtures = try YogaFixture.loadAll()
    #expect(fixtures.filter(\.disabled).count == 46)
    #expect(fixtures.allSatisfy { Set($0.nodeIDs) == Set($0.expected.ltr.keys) })
  }
}
