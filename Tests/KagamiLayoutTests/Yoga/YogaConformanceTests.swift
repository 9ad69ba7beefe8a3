import KagamiLayout
import Testing

/// Runs every enabled Yoga case; at least 95% of those that need no text measurement must pass.
@Suite struct YogaConformanceTests {
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
    #expect(!withoutText.isEmpty)
    #expect(Double(passed) >= 0.95 * Double(withoutText.count), "only \(passed)/\(withoutText.count) passed")
  }

  @Test func fixtureCopyIsComplete() throws {
    let fixtures = try YogaFixture.loadAll()
    #expect(fixtures.filter(\.disabled).count == 46)
    #expect(fixtures.allSatisfy { Set($0.nodeIDs) == Set($0.expected.ltr.keys) })
  }
}
