// A fixture for `Scripts/swiftui-compat.sh --self-test`: UIKit, a preview macro (which Kagami's
// plugin expands) and a modifier Kagami does not have; `#if canImport(SwiftUI)` must keep the view in.
#if canImport(SwiftUI)
import SwiftUI
import UIKit

struct Onboarding: View {
  var body: some View {
    VStack {
      Text("Welcome")
      Spacer()
    }
    .navigationTitle("Start")
    .scrollTargetLayout()
  }
}

#Preview {
  Onboarding()
}
#endif
