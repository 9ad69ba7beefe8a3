import KagamiPreviews
import Testing

/// Modules and catalogs: names are checked, lookups list what exists.
@Suite struct PreviewCatalogTests {
  let catalog = PreviewCatalog(
    host: CardHost(),
    modules: [
      PreviewModule("Cards", previews: [CardPreviews.hello, CardPreviews.missingFixture]),
      PreviewModule("Profile", previews: [CardPreviews.hello]),
    ])

  @Test func identifiersAreModuleSlashPreviewInOrder() throws {
    try catalog.validate()
    #expect(catalog.identifiers == ["Cards/hello", "Cards/missingFixture", "Profile/hello"])
    let found = try catalog.preview("cards/missingFixture")
    #expect(found.module.name == "Cards" && found.preview.scenario.missingFixture)
  }

  @Test func twoPreviewsWithOneNameAreAnErrorListingThePreviews() {
    let module = PreviewModule(
      "Cards", previews: [CardPreviews.hello, CardPreviews.missingFixture, CardPreviews.hello])
    #expect(
      throws: PreviewError.duplicatePreview(module: "Cards", "hello", known: ["hello", "missingFixture", "hello"])
    ) {
      try module.validate()
    }
    #expect(
      "\(PreviewError.duplicatePreview(module: "Cards", "hello", known: ["hello", "missingFixture", "hello"]))"
        == "module Cards has two previews named 'hello'; its previews: hello, missingFixture, hello")
  }

  @Test func twoModulesWithOneNameAreAnError() {
    let twice = PreviewCatalog(
      host: CardHost(), modules: [PreviewModule("Cards", previews: []), PreviewModule("cards", previews: [])])
    #expect(throws: PreviewError.duplicateModule("cards", known: ["Cards", "cards"])) { try twice.validate() }
  }

  @Test(arguments: ["", "a/b", ".hidden", "two words"])
  func badPreviewNamesAreErrors(name: String) {
    let module = PreviewModule("Cards", previews: [CardPreview(name) { CardPreviews.card($0) }])
    #expect(throws: PreviewError.badPreviewName(module: "Cards", name)) { try module.validate() }
  }

  @Test func unknownNamesListWhatExists() {
    #expect(throws: PreviewError.unknownModule("Nope", known: ["Cards", "Profile"])) { try catalog.preview("Nope/x") }
    #expect(throws: PreviewError.unknownPreview("Cards/nope", known: ["Cards/hello", "Cards/missingFixture"])) {
      try catalog.preview("Cards/nope")
    }
    #expect(throws: PreviewError.badIdentifier("Cards", known: catalog.identifiers)) { try catalog.preview("Cards") }
    #expect(
      "\(PreviewError.unknownPreview("Cards/nope", known: ["Cards/hello"]))"
        == "no preview 'Cards/nope'; previews: Cards/hello")
  }
}
