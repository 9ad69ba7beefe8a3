import SwiftUI

// A settings screen written as an iOS app writes it: controls bound to state.

/// Flavours for the picker.
enum Flavour: String, CaseIterable, Identifiable {
  case sweet, salty, sour
  var id: String { rawValue }
}

/// Every control that takes a binding, in its default iOS style.
struct ControlsScreen: View {
  @State private var notifications = true
  @State private var darkMode = false
  @State private var name = "Aiko"
  @State private var password = "secret"
  @State private var search = ""
  @State private var flavour = Flavour.salty
  @State private var servings = 2
  @State private var volume = 0.25
  @State private var date = Date(timeIntervalSince1970: 1_764_236_460)  // 2025-11-27 09:41 UTC

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Toggle("Notifications", isOn: $notifications)
      Toggle(isOn: $darkMode) { Text("Dark mode") }
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      TextField("Search", text: $search, prompt: Text("Search recipes")).textFieldStyle(.roundedBorder)
      SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
      Picker("Flavour", selection: $flavour) {
        Text("Sweet").tag(Flavour.sweet)
        Text("Salty").tag(Flavour.salty)
        Text("Sour").tag(Flavour.sour)
      }
      Stepper("Servings: \(servings)", value: $servings, in: 1...8)
      Slider(value: $volume, in: 0...1) { Text("Volume") }
      DatePicker("Cook at", selection: $date)
      Toggle("As a button", isOn: .constant(true)).toggleStyle(.button)
    }
    .padding(16)
  }
}

/// A style of the app's own: a checkbox drawn with shapes.
struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      RoundedRectangle(cornerRadius: 4)
        .fill(configuration.isOn ? Color.accentColor : Color.clear)
        .frame(width: 20, height: 20)
        .overlay { RoundedRectangle(cornerRadius: 4).stroke(Color.accentColor, lineWidth: 2) }
      configuration.label
    }
  }
}

/// A button style of the app's own: a filled capsule.
struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 20)
      .padding(.vertical, 10)
      .foregroundColor(.white)
      .background(Color.accentColor, in: Capsule())
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}
