import KagamiPreviews
import KagamiRenderer
import SwiftUI
import Testing

/// `#Preview` and `PreviewProvider` become Kagami previews without a catalog.
@Suite struct PreviewTests {
  @Test func previewMacrosAreFoundAtRunTime() throws {
    let declarations = DeclaredPreviews.declarations(inModule: "SwiftUICompatibilityTests")
    #expect(declarations.map { $0.fileID }.allSatisfy { $0 == "SwiftUICompatibilityTests/PreviewViews.swift" })
    #expect(declarations.map { $0.name } == ["Light card", nil, "Card at its size", nil])
    #expect(declarations.map { $0.line } == [20, 24, 28, 33])
    #expect(declarations[2].traits == [.sizeThatFitsLayout])
    let names = declarations.map { DeclaredPreviews.previewName(of: $0, among: declarations) }
    #expect(names == ["PreviewViews.Light-card", "PreviewViews", "PreviewViews.Card-at-its-size", "PreviewViews.L33"])
  }

  @Test func declaredPreviewsBecomeAPreviewModule() throws {
    let module = PreviewModule.declared(inModule: "SwiftUICompatibilityTests", named: "Compat")
    try module.validate()
    #expect(module.name == "Compat")
    #expect(
      module.identifiers == [
        "Compat/PreviewViews.Light-card", "Compat/PreviewViews", "Compat/PreviewViews.Card-at-its-size",
        "Compat/PreviewViews.L33", "Compat/GreetingCard", "Compat/GreetingPair.Light", "Compat/GreetingPair.2",
      ])
    #expect(PreviewModule.declared(inModule: "NoSuchModule").previews.isEmpty)
    // `#Preview(traits: .sizeThatFitsLayout)` draws the view at its own size.
    #expect(module.previews.map(\.layout) == [.device, .device, .sizeThatFits(), .device, .device, .device, .device])
  }

  @Test func previewBodiesRender() throws {
    let declarations = DeclaredPreviews.declarations(inModule: "SwiftUICompatibilityTests")
    let first = try SwiftUIRendering.render(AnyView(declarations[0].makeView()))
    #expect(first.accessibilityDump.contains("\"Hello, Aiko\""))
    let statements = try SwiftUIRendering.render(AnyView(declarations[2].makeView()))
    #expect(statements.accessibilityDump.contains("\"Hello, Kaito\""))
    let two = try SwiftUIRendering.render(AnyView(declarations[3].makeView()))
    #expect(two.accessibilityDump.contains("\"Hello, one\"") && two.accessibilityDump.contains("\"Hello, two\""))
    try swiftUIGoldens.check(first.bitmap, named: "preview.light-card")
  }

  @Test func previewProvidersAreFoundInSwiftsConformanceRecords() throws {
    let providers = DeclaredPreviews.providers(inModule: "SwiftUICompatibilityTests")
    #expect(providers.map { String(describing: $0) } == ["GreetingCard_Previews", "GreetingPair_Previews"])
    #expect(DeclaredPreviews.previewName(of: providers[0]) == "GreetingCard")
    // Kagami's own module declares none.
    #expect(DeclaredPreviews.providers(inModule: "KagamiPreviews").isEmpty)
  }

  @Test func aProvidersGroupGivesOnePreviewPerView() throws {
    let module = PreviewModule.declared(inModule: "SwiftUICompatibilityTests", named: "Compat")
    let parts = PreviewPart.parts(of: GreetingPair_Previews.previews)
    #expect(parts.map(\.name) == ["Light", nil])
    let light = try SwiftUIRendering.render(parts[0].view)
    let plain = try SwiftUIRendering.render(parts[1].view)
    #expect(light.accessibilityDump.contains("\"Hello, Light\"") && !light.accessibilityDump.contains("Plain"))
    #expect(plain.accessibilityDump.contains("\"Hello, Plain\"") && !plain.accessibilityDump.contains("Light"))
    #expect(module.previews.filter { $0.name.hasPrefix("GreetingPair") }.count == 2)
    try swiftUIGoldens.check(light.bitmap, named: "preview.provider-part-light")
  }

  @Test func previewProvidersRender() throws {
    let screen = try SwiftUIRendering.render(GreetingCard_Previews.previews)
    #expect(screen.accessibilityDump.contains("\"Hello, Provider\""))
  }
}
