import KagamiLayout

/// A sample settings screen (a grouped list with icons, values, a toggle and dividers), used by the
/// tests, the benchmarks and the docs.
public struct SettingsSampleScreen: View, Sendable {
  /// The sample screen.
  public init() {}

  /// The screen.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Settings").font(.largeTitle).fontWeight(.bold)
        .padding(top: 8, leading: 16, bottom: 12, trailing: 16)
        .accessibilityRole(.header).id("title")
      SettingsSection(header: "CONNECTIVITY") {
        SettingsRow(icon: .orange, title: "Airplane Mode", value: nil, isOn: false)
        Divider().padding(leading: 57)
        SettingsRow(icon: .accentColor, title: "Wi-Fi", value: "Kagami-5G", isOn: nil)
        Divider().padding(leading: 57)
        SettingsRow(icon: .accentColor, title: "Bluetooth", value: "On", isOn: nil)
      }
      SettingsSection(header: "GENERAL") {
        SettingsRow(icon: .red, title: "Notifications", value: nil, isOn: nil)
        Divider().padding(leading: 57)
        SettingsRow(icon: .gray, title: "Language & Region", value: "日本語", isOn: nil)
        Divider().padding(leading: 57)
        SettingsRow(icon: .green, title: "Battery", value: "87%", isOn: true)
      }
      Text("Kagami renders this screen the same way on every machine.")
        .font(.footnote).foregroundColor(.secondaryLabel)
        .padding(top: 8, leading: 32, bottom: 0, trailing: 32)
      Spacer()
    }
  }
}

/// A titled group of rows on a rounded cell background.
struct SettingsSection<Rows: View>: View {
  let header: String
  let rows: Rows

  init(header: String, @ViewBuilder rows: () -> Rows) {
    self.header = header
    self.rows = rows()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(header).font(.footnote).foregroundColor(.secondaryLabel).padding(leading: 16)
      VStack(alignment: .leading, spacing: 0) { rows }
        .background(.secondaryGroupedBackground)
        .cornerRadius(10)
    }
    .padding(top: 8, leading: 16, bottom: 16, trailing: 16)
  }
}

/// One row: a coloured icon, a title, a value or a toggle, and a chevron.
struct SettingsRow: View {
  let icon: Color
  let title: String
  let value: String?
  let isOn: Bool?

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 7).fill(icon).frame(width: 29, height: 29)
      Text(title).lineLimit(1)
      Spacer()
      if let value { Text(value).foregroundColor(.secondaryLabel).lineLimit(1) }
      if let isOn {
        ZStack(alignment: isOn ? .trailing : .leading) {
          Capsule().fill(isOn ? .green : .fill).frame(width: 51, height: 31)
          Circle().fill(.white).frame(width: 27, height: 27).padding(2)
        }
        .accessibilityLabel(isOn ? "On" : "Off").accessibilityRole(.button)
      } else {
        Text("›").font(.title3).foregroundColor(.tertiaryLabel).accessibilityHidden()
      }
    }
    .padding(top: 7, leading: 16, bottom: 7, trailing: 16)
    .frame(minHeight: 44)
    .accessibilityRole(.button)
    .id("row-\(title)")
  }
}
