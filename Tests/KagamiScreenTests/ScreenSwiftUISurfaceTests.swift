import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import Testing

/// SwiftUI-style screens written as SwiftUI code writes them (issue 33, "the common surface"): each
/// uses SwiftUI's names and signatures, renders, and is checked against a golden PNG and its dumps.
@Suite struct ScreenSwiftUISurfaceTests {
  static let device = Device(name: "surface", width: 320, height: 640, scale: 2, safeArea: .zero, statusBarHeight: 0)

  func render<V: View>(_ view: V, _ scheme: ColorScheme = .light) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      view, traits: Traits(device: Self.device, colorScheme: scheme), background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aSettingsFormDrawsGroupedSections(_ scheme: ColorScheme) throws {
    let screen = try render(SurfaceSettingsScreen(), scheme)
    try screenGoldens.check(screen.bitmap, named: "surface-settings.\(scheme.rawValue)")
  }

  @Test func aSettingsFormIsReadWithItsRoles() throws {
    let screen = try render(SurfaceSettingsScreen())
    let elements = screen.accessibilityDump
    #expect(elements.contains("header \"ACCOUNT\""))
    #expect(elements.contains("button \"person.crop.circle, Profile\""))
    #expect(elements.contains("link \"Privacy Policy\""))
    #expect(elements.contains("staticText \"VERSION 2.1 (BUILD 14)\"") == false)
    #expect(elements.contains("staticText \"Version 2.1 (build 14)\""))
    let dump = screen.layoutDump
    #expect(dump.contains("icon=\"symbol:person.crop.circle\""))
    #expect(dump.contains("list "))
    #expect(dump.contains("section.headed "))
  }

  @Test func aCardScreenUsesShapesModifiersAndTextStyles() throws {
    let screen = try render(SurfaceCardScreen())
    try screenGoldens.check(screen.bitmap, named: "surface-cards.light")
    let dump = screen.layoutDump
    #expect(dump.contains("icon=\"asset:avatar\""))
    #expect(dump.contains("\"27 November 2026\""))
    #expect(dump.contains("\"SALE\""))
  }

  @Test func aPlainListDrawsRowsAcrossTheWidth() throws {
    let screen = try render(SurfacePlainListScreen())
    try screenGoldens.check(screen.bitmap, named: "surface-plain-list.light")
  }

  @Test func symbolPlaceholdersFollowTheFontAndTheImageScale() throws {
    let view = VStack {
      Image(systemName: "star").id("body")
      Image(systemName: "star").imageScale(.large).id("large")
      Image(systemName: "star").font(.caption).id("caption")
      Image(systemName: "star").imageScale(.small).font(.title).id("small-title")
    }
    let frames = try render(view).nodeFrames
    #expect(frames["body"]?.width == 20)
    #expect(frames["large"]?.width == 27)
    #expect(frames["caption"]?.width == 14)
    #expect(frames["small-title"]?.height == 27)
  }

  @Test func noEffectModifiersLeaveTheDumpsAsTheyWere() throws {
    let plain = VStack { Text("Hello").padding() }
    let decorated = VStack {
      Text("Hello").padding()
        .onTapGesture {}
        .animation(.easeInOut(duration: 0.3), value: 1)
        .transition(.opacity)
        .help("Greeting")
        .contextMenu { Button("Copy") {} }
        .navigationTitle("Home")
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        .listRowInsets(EdgeInsets())
        .zIndex(1)
    }
    let before = try render(plain)
    let after = try render(decorated)
    #expect(before.layoutDump == after.layoutDump)
    #expect(before.accessibilityDump == after.accessibilityDump)
  }

  @Test func uiKitAndSwiftUIColourNamesResolvePerScheme() {
    #expect(Color(.systemGray5).resolve(in: .light) == RGBAColor(hex: 0xE5E5EA))
    #expect(Color(uiColor: .systemBackground).resolve(in: .dark) == RGBAColor(hex: 0x000000))
    #expect(Color(.label).resolve(in: .light) == RGBAColor(hex: 0x000000))
    #expect(Color.pink.resolve(in: .dark) == RGBAColor(hex: 0xFF375F))
    #expect(Color.primary == Color.label)
    #expect(Color(white: 1).resolve(in: .light) == RGBAColor(hex: 0xFFFFFF))
    #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: .light) == RGBAColor(hex: 0xFF0000))
    #expect(Font.system(size: 14, weight: .bold) == Font(weight: .bold, size: 14))
    #expect(Font.title.bold().weight == .bold)
  }

  @Test func preferredColorSchemeAndAccentColorChangeTheColoursInside() throws {
    let view = VStack(spacing: 0) {
      Color.primary.frame(width: 10, height: 10).preferredColorScheme(.dark)
      Color.accentColor.frame(width: 10, height: 10).accentColor(.orange)
    }
    let dump = try render(view).layoutDump
    #expect(dump.contains("fill=rect #ffffffff"))
    #expect(dump.contains("fill=rect #ff9500ff"))
  }

  @Test func glassIsDrawnAsAMaterialAndRedactionChangesNothing() throws {
    let glass = try render(Text("Glass").padding().glassEffect(.regular.interactive(), in: .rect(cornerRadius: 15)))
    #expect(glass.layoutDump.contains("rounded(15)"))
    let plain = try render(Text("Secret"))
    let redacted = try render(Text("Secret").redacted(reason: .placeholder).privacySensitive())
    #expect(plain.layoutDump == redacted.layoutDump)
  }

  @Test func aNavigationStackDrawsItsLargeTitleAndNothingWithoutOne() throws {
    let titled = NavigationStack {
      VStack(alignment: .leading, spacing: 8) {
        Text("Three recipes this week")
        Divider()
      }
      .padding(.horizontal)
      .navigationTitle("Recipes")
    }
    let screen = try render(titled)
    try screenGoldens.check(screen.bitmap, named: "surface-navigation.light")
    #expect(screen.accessibilityDump.contains("header \"Recipes\""))
    let untitled = try render(NavigationStack { Text("Plain") })
    #expect(try render(Text("Plain")).layoutDump == untitled.layoutDump)
  }

  @Test func labelStylesChooseTheTitleTheIconOrTheirOwnLayout() throws {
    let view = VStack(alignment: .leading) {
      Label("Both", systemImage: "star").id("both")
      Label("Title", systemImage: "star").labelStyle(.titleOnly).id("title")
      Label("Icon", systemImage: "star").labelStyle(.iconOnly).id("icon")
      Label("Stacked", systemImage: "star").labelStyle(StackedLabelStyle()).id("stacked")
    }
    let screen = try render(view)
    let frames = screen.nodeFrames
    let elements = screen.accessibilityDump
    #expect(elements.contains("\"Both\""))
    #expect(elements.contains("\"Title\""))
    #expect(!elements.contains("\"Icon\""))
    #expect(frames["icon"]?.width == 20)
    #expect(try #require(frames["stacked"]).height > (try #require(frames["both"])).height)
  }
}

// MARK: - Screens, written as SwiftUI code

private struct SurfaceSettingsScreen: View {
  let version: LocalizedStringKey = "Version \("2.1") (build \(14))"

  var body: some View {
    NavigationStack {
      Form {
        Section {
          NavigationLink(destination: Text("Profile")) {
            Label("Profile", systemImage: "person.crop.circle")
          }
          HStack(alignment: .firstTextBaseline) {
            Text("Plan")
            Spacer()
            Text("Family").foregroundStyle(.secondary)
          }
        } header: {
          Text("Account")
        } footer: {
          Text("Your plan renews every month.")
        }
        Section(header: Text("About")) {
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
          Text(version)
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon
      configuration.title.font(.caption)
    }
  }
}

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

private struct CardBackground: ViewModifier {
  var cornerRadius: CGFloat = 12

  func body(content: Content) -> some View {
    content
      .padding(EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
      .background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
      .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
  }
}

private struct Card<Content: View>: View {
  let title: String
  let content: Content

  init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.headline)
      content
    }
    .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity, alignment: .leading)
    .modifier(CardBackground())
  }
}

private struct SurfaceCardScreen: View {
  let tags = ["Vegan", "Quick", "Spicy"]
  let released = Date(timeIntervalSince1970: 1_795_737_600)  // 2026-11-27 UTC

  var body: some View {
    ScrollView(.vertical, showsIndicators: false) {
      LazyVStack(alignment: .leading, spacing: 12) {
        Card("Progress") {
          HStack(spacing: 16) {
            ZStack {
              Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
              Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 6)
            }
            .frame(width: 48, height: 48)
            Triangle().fill(.orange).frame(width: 40, height: 34)
            Triangle().stroke(.purple, lineWidth: 2).frame(width: 40, height: 34)
            RoundedRectangle(cornerRadius: 8, style: .continuous)
              .strokeBorder(Color.teal, lineWidth: 3)
              .frame(width: 40, height: 40)
          }
        }
        Card("Recipe") {
          HStack(alignment: .top, spacing: 10) {
            Image("avatar").resizable().frame(width: 44, height: 44).clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
              (Text("Okonomiyaki ").font(.system(size: 17, weight: .bold)) + Text("by Aiko").foregroundStyle(.secondary))
              Text(verbatim: "Released")
                .font(.caption)
                .foregroundStyle(.tertiary)
              Text(released, style: .date).font(.footnote.weight(.semibold))
            }
          }
          HStack(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
              Text(tag)
                .font(.caption)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(Capsule(style: .continuous).fill(Color.mint.opacity(0.25)))
            }
            Group {
              if tags.isEmpty { Text("None") } else { EmptyView() }
            }
          }
        }
        GroupBox("Colours") {
          HStack(spacing: 4) {
            ForEach(
              [
                Color.pink, .purple, .indigo, .cyan, .brown, Color(white: 0.5),
                Color(hue: 0.5, saturation: 1, brightness: 0.8),
              ], id: \.self
            ) {
              color in
              color.frame(width: 24, height: 24).cornerRadius(4)
            }
          }
        }
        Text("Sale")
          .textCase(.uppercase)
          .font(.title.bold())
          .foregroundColor(.white)
          .padding(.horizontal, 12)
          .background(Color.red)
          .overlay(alignment: .topTrailing) { Circle().fill(.yellow).frame(width: 8, height: 8) }
          .onTapGesture {}
          .animation(.spring(), value: tags)
      }
      .padding(16)
    }
  }
}

private struct SurfacePlainListScreen: View {
  struct Item: Identifiable {
    let id: Int
    let name: String
  }

  let items = [Item(id: 1, name: "Flour"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Cabbage")]

  var body: some View {
    List {
      ForEach(items) { item in
        HStack {
          Image(systemName: "checkmark.circle").foregroundStyle(.green)
          Text(item.name)
        }
      }
      Section("Pantry") {
        Text("Salt")
      }
    }
    .listStyle(.plain)
  }
}
