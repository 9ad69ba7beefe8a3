import KagamiLayout

/// Every control in its styles (320 × 540 pt @2x): the `controls` golden of KagamiScreenTests.
public struct ControlsGoldenScreen: View, Sendable {
  public init() {}

  /// The device the golden is drawn on.
  public static let device = Device(
    name: "controls", width: 320, height: 540, scale: 2, safeArea: .zero, statusBarHeight: 0)

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 10) {
        Button("Plain") {}.buttonStyle(.plain)
        Button("Default") {}
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Save") {}.buttonStyle(.borderedProminent).id("prominent")
      }
      Button("Delete") {}.buttonStyle(.borderedProminent).tint(Color(.red))
      Toggle("Notifications", isOn: true).id("on")
      Toggle("Dark mode", isOn: false).id("off")
      TextField("Search recipes", text: "").textFieldStyle(.roundedBorder).id("empty")
      TextField("Name", text: "Okonomiyaki").textFieldStyle(.roundedBorder)
      TextField("Plain placeholder", text: "")
      ProgressView("Uploading", value: 0.35).id("bar")
      HStack(spacing: 16) {
        ProgressView()
        ProgressView("Loading")
        Label("Favourites", svg: "search.svg")
      }
      Picker("Sort", selection: "new") {
        Text("Popular").tag("popular")
        Text("New").tag("new")
        Text("Quick").tag("quick")
      }
      .pickerStyle(.segmented)
      .id("segmented")
      Picker("Servings", selection: 2) {
        Text("1").tag(1)
        Text("2").tag(2)
      }
    }
    .padding(12)
  }

}

/// A few controls, for the Dynamic Type golden (`controls.light.accessibilityMedium`).
public struct CompactControlsGoldenScreen: View, Sendable {
  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Button("Save") {}.buttonStyle(.borderedProminent).id("prominent")
      Toggle("Notifications", isOn: true)
      TextField("Search recipes", text: "").textFieldStyle(.roundedBorder)
      Label("Favourites", svg: "search.svg")
      Picker("Sort", selection: 1) {
        Text("Popular").tag(0)
        Text("New").tag(1)
      }
      .pickerStyle(.segmented)
    }
    .padding(12)
  }

}
