// The app's own type SettingsRow.swift uses.
import SwiftUI

struct AppSetting {
  var title: String
  var symbol: String
}
