import SwiftUI

// Four screens written in plain SwiftUI spelling, as an iOS app writes them: a settings form, a
// list with sections, a profile with a toolbar, and a tab bar app.

/// Appearances for the settings picker.
enum Appearance: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: String { rawValue }
}

/// A settings screen: a `Form` of toggles, a picker and navigation rows in sections.
struct SettingsFormScreen: View {
  @State private var airplaneMode = false
  @State private var notifications = true
  @State private var appearance = Appearance.system
  @State private var textSize = 3

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Airplane Mode", isOn: $airplaneMode)
          NavigationLink("Wi-Fi") { Text("Wi-Fi") }
          NavigationLink("Bluetooth") { Text("Bluetooth") }
        }
        Section {
          Toggle("Notifications", isOn: $notifications)
          Picker("Appearance", selection: $appearance) {
            ForEach(Appearance.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
          Stepper("Text size: \(textSize)", value: $textSize, in: 1...7)
        } header: {
          Text("Display")
        } footer: {
          Text("Dark appearance follows the system unless you choose one.")
        }
        Section("About") {
          NavigationLink("Privacy") { Text("Privacy") }
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A recipe in the list screen.
struct RecipeRowItem: Identifiable {
  let id: Int
  let name: String
  let detail: String
  let minutes: Int
}

/// A list screen: sections of rows with a symbol, two lines of text and a trailing value.
struct RecipeListScreen: View {
  let favourites = [
    RecipeRowItem(id: 1, name: "Miso soup", detail: "Dashi, tofu, wakame", minutes: 15),
    RecipeRowItem(id: 2, name: "Oyakodon", detail: "Chicken and egg over rice", minutes: 25),
  ]
  let recent = [
    RecipeRowItem(id: 3, name: "Onigiri", detail: "Salmon, nori", minutes: 10),
    RecipeRowItem(id: 4, name: "Tamagoyaki", detail: "Rolled omelette", minutes: 12),
    RecipeRowItem(id: 5, name: "Gyoza", detail: "Pork and cabbage", minutes: 40),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section("Favourites") {
          ForEach(favourites) { RecipeRow(item: $0) }
        }
        Section {
          ForEach(recent) { RecipeRow(item: $0) }
        } header: {
          Text("Recent")
        } footer: {
          Text("Recipes you opened this week.")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Recipes")
    }
  }
}

/// One recipe row.
struct RecipeRow: View {
  let item: RecipeRowItem

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "fork.knife")
        .foregroundStyle(.tint)
      VStack(alignment: .leading, spacing: 2) {
        Text(item.name)
        Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Text("\(item.minutes) min").foregroundStyle(.secondary)
    }
  }
}

/// A profile screen pushed onto a navigation stack: an inline title, a back button and toolbar items.
struct ProfileScreen: View {
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  @ViewBuilder var stats: some View {
    ProfileStat(value: "42", label: "Recipes")
    ProfileStat(value: "1.2k", label: "Followers")
    ProfileStat(value: "180", label: "Following")
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 12) {
          Circle()
            .fill(Color.teal)
            .frame(width: 96, height: 96)
            .overlay { Text("AS").font(.title).bold().foregroundStyle(.white) }
          Text("Aiko Sato").font(.title2).bold()
          Text("Home cook in Osaka").foregroundStyle(.secondary)
          // At accessibility sizes the numbers stack, as Apple recommends for rows that would not fit.
          Group {
            if dynamicTypeSize.isAccessibilitySize {
              VStack(spacing: 12) { stats }
            } else {
              HStack(spacing: 24) { stats }
            }
          }
          .padding()
          .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
        }
        .padding()
        .frame(maxWidth: .infinity)
      }
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Edit") {}
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
          } label: {
            Image(systemName: "square.and.arrow.up")
          }
        }
      }
      .navigationPushed(backTitle: "Settings")
    }
  }
}

/// A number over its label.
struct ProfileStat: View {
  let value: String
  let label: String

  var body: some View {
    VStack(spacing: 2) {
      Text(value).font(.headline)
      Text(label).font(.caption).foregroundStyle(.secondary)
    }
  }
}

/// A tab bar app: three tabs, the first selected, one with a badge.
struct TabAppScreen: View {
  var body: some View {
    TabView {
      RecipeListScreen()
        .tabItem { Label("Recipes", systemImage: "book") }
      Text("Shopping")
        .tabItem { Label("Shopping", systemImage: "cart") }
        .badge(3)
      SettingsFormScreen()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}
