// A fixture for `Scripts/swiftui-compat.sh --self-test`: a settings row that uses SwiftUI API
// Kagami lacks (a binding, state, an SF Symbol, a semantic colour) and an app type from its stubs.
import SwiftUI

struct SettingsRow: View {
  @State private var expanded = false
  @Binding var isOn: Bool
  let setting: AppSetting

  var body: some View {
    HStack {
      Image(systemName: setting.symbol)
      Text(setting.title)
        .foregroundColor(.secondary)
    }
  }
}
