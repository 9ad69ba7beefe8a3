import KagamiRenderer
import SwiftUI
import Testing

/// Controls that take bindings, drawn at their bound values.
@Suite struct ControlTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func controlsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    try swiftUIGoldens.check(try SwiftUIRendering.render(ControlsScreen(), scheme).bitmap, named: "controls.\(scheme)")
  }

  @Test func controlsAreReadAtTheirBoundValues() throws {
    let dump = try SwiftUIRendering.render(ControlsScreen()).accessibilityDump
    #expect(dump.contains("toggle \"Notifications, on\""))
    #expect(dump.contains("toggle \"Dark mode, off\""))
    #expect(dump.contains("textField \"Aiko\""))
    #expect(dump.contains("textField \"Search recipes\""))
    #expect(dump.contains("textField \"••••••\""))
    #expect(dump.contains("button \"Flavour, Salty\""))
    #expect(dump.contains("\"Servings: 2\""))
    #expect(dump.contains("\"25%\""))
    #expect(dump.contains("\"Nov 27, 2025\""))
    #expect(dump.contains("\"9:41 AM\""))
  }

  @Test func datesAreWrittenByKagamiInTheScreensLanguage() throws {
    let japanese = try SwiftUIRendering.renderer().render(
      ControlsScreen(), traits: Traits(device: .iPhoneSE3, locale: .jaJP))
    #expect(japanese.accessibilityDump.contains("\"2025/11/27\""))
    #expect(japanese.accessibilityDump.contains("\"9:41\""))
  }

  @Test func aCustomToggleStyleDrawsTheToggle() throws {
    let checked = try SwiftUIRendering.render(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
    let unchecked = try SwiftUIRendering.render(
      Toggle("Remember me", isOn: .constant(false)).toggleStyle(CheckboxStyle()))
    #expect(checked.accessibilityDump.contains("toggle \"Remember me, on\""))
    #expect(checked.bitmap != unchecked.bitmap)
    #expect(!checked.layoutDump.contains("51x31"))
    try swiftUIGoldens.check(checked.bitmap, named: "toggle.checkbox.on")
  }

  @Test func aCustomButtonStyleDrawsTheButton() throws {
    let custom = try SwiftUIRendering.render(Button("Order") {}.buttonStyle(CapsuleButtonStyle()))
    let builtIn = try SwiftUIRendering.render(Button("Order") {}.buttonStyle(.borderedProminent))
    #expect(custom.accessibilityDump.contains("button \"Order\""))
    #expect(custom.bitmap != builtIn.bitmap)
    // A built-in style set inside a custom one wins for the buttons inside it.
    let inner = try SwiftUIRendering.render(
      VStack { Button("Order") {}.buttonStyle(.borderedProminent) }.buttonStyle(CapsuleButtonStyle()))
    #expect(inner.bitmap == builtIn.bitmap)
    try swiftUIGoldens.check(custom.bitmap, named: "button.capsule-style")
  }

  @Test func theSliderKnobSitsAtTheValue() throws {
    func knobX(_ value: Double) throws -> Double {
      let dump = try SwiftUIRendering.render(Slider(value: .constant(value)).padding(10)).layoutDump
      let knob = try #require(dump.split(separator: "\n").first { $0.contains("28x28") })
      let position = try #require(knob.split(separator: " ").first { $0.contains(",") })
      return try #require(Double(position.split(separator: ",")[0]))
    }
    // 300 pt of track: the knob's left edge runs from 10 pt to 282 pt.
    #expect(try knobX(0) == 10)
    #expect(try knobX(1) == 282)
    #expect(try knobX(0.5) == 146)
  }
}
