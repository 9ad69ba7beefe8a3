// A fixture for `Scripts/swiftui-compat.sh --self-test`: a settings row with state, a binding, an SF
// Symbol, a semantic colour and an app type from its stubs (all of which Kagami has), and a view
// Kagami lacks (`TimelineView`).
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
      TimelineView(.everyMinute) { context in Text("\(context.date)") }
    }
  }
}
