import KagamiPreviews
import KagamiRenderer
import Testing

/// Loading: problems reported by the host, throwing hosts and builders, and a builder that never
/// finishes, each named in the error; content loads once per locale.
@Suite struct PreviewLoaderTests {
  @Test func problemsTheHostReportsComeBackWithTheContent() async throws {
    let loaded = try await PreviewLoader.load(
      CardPreviews.missingFixture, identifier: "Cards/missingFixture", locale: .jaJP, host: CardHost(),
      timeout: PreviewLoader.defaultTimeout)
    #expect(loaded.problems == ["Fixtures/cards/ja.json is missing"])
  }

  @Test func aThrowingHostOrBuilderFailsNamingThePreviewAndLocale() async {
    await #expect(
      throws: PreviewError.loadFailed("Cards/hostThrows", locale: "en_US", reason: "the mock server is down")
    ) {
      try await PreviewLoader.load(
        CardPreviews.hostThrows, identifier: "Cards/hostThrows", locale: .enUS, host: CardHost(),
        timeout: PreviewLoader.defaultTimeout)
    }
    await #expect(throws: PreviewError.loadFailed("Cards/builderThrows", locale: "ja_JP", reason: "no card")) {
      try await PreviewLoader.load(
        CardPreviews.builderThrows, identifier: "Cards/builderThrows", locale: .jaJP, host: CardHost(),
        timeout: PreviewLoader.defaultTimeout)
    }
  }

  @Test func aBuilderThatNeverFinishesTimesOut() async {
    await #expect(throws: PreviewError.timedOut("Cards/hangs", locale: "ja_JP", after: .milliseconds(200))) {
      try await PreviewLoader.load(
        CardPreviews.hangs, identifier: "Cards/hangs", locale: .jaJP, host: CardHost(),
        timeout: CardPreviews.hangs.timeout ?? PreviewLoader.defaultTimeout)
    }
    #expect(
      "\(PreviewError.timedOut("Cards/hangs", locale: "ja_JP", after: .milliseconds(200)))".contains(
        "preview Cards/hangs (ja_JP) did not finish loading within 0.2 seconds"))
  }

  @Test func renderLoadsOncePerLocaleAndKeepsTheVariantOrder() async throws {
    let host = CardHost()
    let variants = Traits.matrix(devices: [.iPhoneSE3, .iPhone15], locales: [.jaJP, .enUS], scale: 1)
    let (shots, problems) = try await PreviewRenderer.render(
      CardPreviews.hello, identifier: "Cards/hello", host: host, variants: variants,
      timeout: PreviewLoader.defaultTimeout)
    #expect(problems.isEmpty)
    #expect(shots.map(\.traits) == variants)
    #expect(host.loads.sorted() == ["en_US", "ja_JP"])
    // The same preview in the same traits gives the same pixels; another locale, other pixels.
    let again = try await PreviewRenderer.render(
      CardPreviews.hello, identifier: "Cards/hello", host: host, variants: [variants[0]],
      timeout: PreviewLoader.defaultTimeout)
    #expect(again.shots[0].screenshot.bitmap == shots[0].screenshot.bitmap)
    #expect(shots[0].screenshot.bitmap != shots[1].screenshot.bitmap)
    #expect(shots[1].screenshot.bitmap.width == 375 && shots[1].traits.variantName == "iphone-se3-1x.light.en")
  }
}

/// A view that needs no environment is a preview as SwiftUI writes it, without a `PreviewView`.
@Suite struct UnwrappedPreviewTests {
  @Test func aViewPreviewDrawsWhatItsWrappedSpellingDraws() async throws {
    let wrapped = Preview<NoScenario, Void>("card") { PreviewView { Text("Kagami").padding(8) } }
    let direct = Preview<NoScenario, Void>("card") { Text("Kagami").padding(8) }
    let traits = Traits(device: .iPhoneSE3).scaled(to: 1)
    let first = try PreviewRenderer.render(try await wrapped.build(()), layout: .device, in: traits)
    let second = try PreviewRenderer.render(try await direct.build(()), layout: .device, in: traits)
    #expect(first.layoutDump.contains("Kagami"))
    #expect(first.layoutDump == second.layoutDump)
    #expect(first.bitmap == second.bitmap)
  }
}
