import SwiftUI

// SwiftUI-style views written for these tests: they use SwiftUI's data-flow API as an iOS app would,
// with `import SwiftUI` unchanged.

/// A counter whose state an `onAppear` action changes, and a child that writes through a binding.
struct CounterView: View {
  @State private var count = 0
  @State private var label: String? = nil

  var body: some View {
    VStack(spacing: 4) {
      Text("Count: \(count)").id("count")
      Text(label ?? "no label").id("label")
      IncrementOnAppear(count: $count)
    }
    .onAppear { label = "appeared" }
  }
}

/// Writes its binding once when it appears.
struct IncrementOnAppear: View {
  @Binding var count: Int

  var body: some View {
    Text("child sees \(count)").id("child").onAppear { count += 2 }
  }
}

/// A custom environment key, as apps declare them.
private struct BrandNameKey: EnvironmentKey {
  static let defaultValue = "Kagami"
}

extension EnvironmentValues {
  var brandName: String {
    get { self[BrandNameKey.self] }
    set { self[BrandNameKey.self] = newValue }
  }
}

/// Reads built-in and custom environment values.
struct EnvironmentReader: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.brandName) private var brandName
  @Environment(\.dynamicTypeSize) private var typeSize
  @Environment(\.locale) private var locale
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("scheme \(colorScheme == .dark ? "dark" : "light")").id("scheme")
      Text("brand \(brandName)").id("brand")
      Text("accessibility size \(typeSize.isAccessibilitySize ? "yes" : "no")").id("size")
      Text("locale \(locale.identifier)").id("locale")
      Text("enabled \(isEnabled ? "yes" : "no")").id("enabled")
    }
  }
}

/// A settings model as an `ObservableObject`.
final class SettingsModel: ObservableObject {
  @Published var notifications = true
  @Published var name = "Aiko"
}

/// Reads an environment object and binds a toggle to it.
struct SettingsRow: View {
  @EnvironmentObject var settings: SettingsModel

  var body: some View {
    Toggle("Notifications for \(settings.name)", isOn: $settings.notifications)
  }
}

/// Owns a model with `@StateObject` and passes it down as an `@ObservedObject`.
struct SettingsOwner: View {
  @StateObject private var model = SettingsModel()

  var body: some View {
    SettingsNameView(model: model).onAppear { model.name = "Ren" }
  }
}

/// Shows a model it is given.
struct SettingsNameView: View {
  @ObservedObject var model: SettingsModel

  var body: some View { Text("name \(model.name)").id("owned-name") }
}

/// An `@Observable` model, read from the environment and bound with `@Bindable`.
@Observable
final class ProfileModel {
  var nickname = "kagami"
  var isPublic = false
}

/// Reads an `@Observable` model from the environment.
struct ProfileView: View {
  @Environment(ProfileModel.self) private var profile

  var body: some View {
    @Bindable var profile = profile
    return VStack {
      Text("nickname \(profile.nickname)").id("nickname")
      Toggle("Public", isOn: $profile.isPublic)
    }
  }
}

/// Wrappers that a still frame cannot change much: `@AppStorage`, `@FocusState`, `@Namespace`,
/// `@ScaledMetric`.
struct StorageAndFocusView: View {
  @AppStorage("onboarded") private var onboarded = false
  @AppStorage("username") private var username: String?
  @FocusState private var focused: Bool
  @Namespace private var namespace
  @ScaledMetric private var iconSize: CGFloat = 20

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("onboarded \(onboarded ? "yes" : "no")").id("onboarded")
      Text("username \(username ?? "none")").id("username")
      Text("focused \(focused ? "yes" : "no")").id("focused").focused($focused)
      Text("icon \(Int(iconSize))").id("icon").matchedGeometryEffect(id: "icon", in: namespace)
    }
  }
}
