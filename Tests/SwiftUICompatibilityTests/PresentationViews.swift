import SwiftUI

// Views that present, read their geometry, react to changes and reach for UIKit/AppKit names, as
// iOS and macOS apps write them.

/// A screen with a sheet, an alert, a dialog, search and an `onChange` that runs initially.
struct PresentingScreen: View {
  @State private var showsSheet = true
  @State private var showsAlert = true
  @State private var query = "ramen"
  @State private var changes = 0
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack(spacing: 8) {
      Text("changes \(changes)").id("changes")
      Text(scenePhase == .active ? "active" : "inactive").id("phase")
    }
    .sheet(isPresented: $showsSheet) { Text("Sheet") }
    .alert("Delete?", isPresented: $showsAlert) {
      Button("Delete") {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog("Share", isPresented: .constant(true)) { Button("Copy") {} }
    .searchable(text: $query)
    .onChange(of: query, initial: true) { _, _ in changes += 1 }
    .onChange(of: query) { changes += 10 }
  }
}

/// A bar as wide as its reader.
struct GeometryBar: View {
  var body: some View {
    GeometryReader { proxy in
      Rectangle().fill(Color.blue).frame(width: proxy.size.width / 2, height: 10).id("half")
    }
  }
}

/// UIKit and AppKit names SwiftUI code reaches for.
struct PlatformNamesView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Headline").font(Font(UIFont.preferredFont(forTextStyle: .headline))).id("uifont")
      Text("Sized").font(Font(UIFont.systemFont(ofSize: 22, weight: .bold))).id("system")
      Text(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "other").id("idiom")
      Text("AppKit").foregroundColor(Color(nsColor: .secondaryLabelColor)).id("nscolor")
      Image(uiImage: UIImage(systemName: "star.fill")!).id("uiimage")
      Image(.avatar).id("resource")
    }
  }
}

extension ImageResource {
  static let avatar = ImageResource(name: "avatar", bundle: .main)
}
