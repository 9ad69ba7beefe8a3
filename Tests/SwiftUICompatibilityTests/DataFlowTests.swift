import KagamiRenderer
import SwiftUI
import Testing

/// SwiftUI's data flow on a still frame: state, bindings, the environment, observable objects, and
/// when `onAppear` runs (once, before the frame is drawn; the frame shows what it changed).
@Suite struct DataFlowTests {
  /// The text of the node with `id` in the layout dump.
  func line(_ id: String, in screen: Screenshot) throws -> String {
    try #require(screen.layoutDump.split(separator: "\n").first { $0.contains("#\(id)") }.map(String.init))
  }

  @Test func onAppearRunsOnceAndItsStateIsDrawn() throws {
    let screen = try SwiftUIRendering.render(CounterView())
    // The child's action added 2 through the binding, the parent's set the label; each ran once
    // (a second run would show 4).
    #expect(try line("count", in: screen).contains("\"Count: 2\""))
    #expect(try line("label", in: screen).contains("\"appeared\""))
    #expect(try line("child", in: screen).contains("\"child sees 2\""))
  }

  @Test func stateStartsAfreshOnEachScreen() throws {
    let renderer = try SwiftUIRendering.renderer()
    let traits = Traits(device: .iPhoneSE3)
    let first = try renderer.render(CounterView(), traits: traits)
    let second = try renderer.render(CounterView(), traits: traits)
    #expect(first.layoutDump == second.layoutDump)
    #expect(first.bitmap == second.bitmap)
  }

  @Test func environmentValuesReachTheViewsInside() throws {
    let plain = try SwiftUIRendering.render(EnvironmentReader())
    #expect(try line("scheme", in: plain).contains("\"scheme light\""))
    #expect(try line("brand", in: plain).contains("\"brand Kagami\""))
    #expect(try line("size", in: plain).contains("\"accessibility size no\""))
    #expect(try line("locale", in: plain).contains("\"locale en_US\""))
    #expect(try line("enabled", in: plain).contains("\"enabled yes\""))

    let changed = try SwiftUIRendering.render(
      EnvironmentReader()
        .environment(\.brandName, "Mirror")
        .environment(\.locale, Locale(identifier: "ja_JP"))
        .disabled(true),
      .dark, size: .accessibilityLarge)
    #expect(try line("scheme", in: changed).contains("\"scheme dark\""))
    #expect(try line("brand", in: changed).contains("\"brand Mirror\""))
    #expect(try line("size", in: changed).contains("\"accessibility size yes\""))
    #expect(try line("locale", in: changed).contains("\"locale ja_JP\""))
    #expect(try line("enabled", in: changed).contains("\"enabled no\""))
  }

  @Test func environmentObjectsAndBindingsToThem() throws {
    let on = try SwiftUIRendering.render(SettingsRow().environmentObject(SettingsModel()))
    #expect(on.accessibilityDump.contains("toggle \"Notifications for Aiko, on\""))
    let model = SettingsModel()
    model.notifications = false
    let off = try SwiftUIRendering.render(SettingsRow().environmentObject(model))
    #expect(off.accessibilityDump.contains("toggle \"Notifications for Aiko, off\""))
  }

  @Test func aMissingEnvironmentObjectIsAnErrorNamingItsType() throws {
    #expect {
      try SwiftUIRendering.render(SettingsRow())
    } throws: { error in
      "\(error)".contains("No ObservableObject of type SettingsModel found")
        && "\(error)".contains(".environmentObject(SettingsModel(")
    }
  }

  @Test func stateObjectsAreMadeOnceAndKept() throws {
    let screen = try SwiftUIRendering.render(SettingsOwner())
    #expect(try line("owned-name", in: screen).contains("\"name Ren\""))
  }

  @Test func observableModelsFromTheEnvironment() throws {
    let profile = ProfileModel()
    profile.isPublic = true
    let screen = try SwiftUIRendering.render(ProfileView().environment(profile))
    #expect(try line("nickname", in: screen).contains("\"nickname kagami\""))
    #expect(screen.accessibilityDump.contains("toggle \"Public, on\""))
    #expect(throws: (any Error).self) { try SwiftUIRendering.render(ProfileView()) }
  }

  @Test func storageFocusNamespaceAndScaledMetrics() throws {
    let screen = try SwiftUIRendering.render(StorageAndFocusView())
    #expect(try line("onboarded", in: screen).contains("\"onboarded no\""))
    #expect(try line("username", in: screen).contains("\"username none\""))
    #expect(try line("focused", in: screen).contains("\"focused no\""))
    #expect(try line("icon", in: screen).contains("\"icon 20\""))

    let seeded = try SwiftUIRendering.render(
      StorageAndFocusView().defaultAppStorage(["onboarded": true, "username": "aiko"]), size: .accessibilityMedium)
    #expect(try line("onboarded", in: seeded).contains("\"onboarded yes\""))
    #expect(try line("username", in: seeded).contains("\"username aiko\""))
    // Body text grows from 17 pt to 28 pt at AX1 (iOS's table), so 20 pt becomes 32.9 pt.
    let icon = try line("icon", in: seeded)
    #expect(!icon.contains("\"icon 20\""))
  }

  @Test func bindingsProjectAndConvert() {
    var stored = ["a": 1]
    let dictionary = Binding(get: { stored }, set: { stored = $0 })
    let constant = Binding.constant(5)
    constant.wrappedValue = 9
    #expect(constant.wrappedValue == 5)
    struct Pair { var left = 1, right = 2 }
    var pair = Pair()
    let binding = Binding(get: { pair }, set: { pair = $0 })
    binding.right.wrappedValue = 7
    #expect(pair.right == 7)
    dictionary.wrappedValue["b"] = 2
    #expect(stored == ["a": 1, "b": 2])
    var items = [1, 2, 3]
    let list = Binding(get: { items }, set: { items = $0 })
    for element in list { element.wrappedValue *= 10 }
    #expect(items == [10, 20, 30])
    var optional: Int? = 4
    let unwrapped = Binding(Binding(get: { optional }, set: { optional = $0 }))
    unwrapped?.wrappedValue = 8
    #expect(optional == 8)
  }
}
