// A fixture for `Scripts/swiftui-compat.sh --self-test`: written for Kagami, it type-checks.
import SwiftUI

struct BadgeView: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .font(.caption)
      .padding(4)
      .background(Color.red)
  }
}
