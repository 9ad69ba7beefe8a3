import KagamiRenderer
import SwiftUI
import Testing

/// A `@ViewBuilder` method passed to a stack by name (SwiftUI's stacks are generic over their
/// content) lays out as the same content written in place.
@Suite struct StackContentTests {
  struct Header: View {
    let wide: Bool

    var body: some View {
      if wide {
        HStack(alignment: .center, content: contents)
      } else {
        VStack(alignment: .center, content: contents)
      }
    }

    @ViewBuilder private func contents() -> some View {
      Text("Welcome").id("title")
      Color.orange.frame(width: 40, height: 40).id("logo")
    }
  }

  struct InPlace: View {
    let wide: Bool

    var body: some View {
      if wide {
        HStack(alignment: .center) {
          Text("Welcome").id("title")
          Color.orange.frame(width: 40, height: 40).id("logo")
        }
      } else {
        VStack(alignment: .center) {
          Text("Welcome").id("title")
          Color.orange.frame(width: 40, height: 40).id("logo")
        }
      }
    }
  }

  static func frames(_ dump: String) -> [String] {
    dump.split(separator: "\n").filter { $0.contains("#title") || $0.contains("#logo") }.map {
      String($0.trimmingCharacters(in: .whitespaces).split(separator: " ").prefix(4).joined(separator: " "))
    }
  }

  @Test func aBuilderMethodPassedByNameLaysOutAsInPlaceContent() throws {
    for wide in [true, false] {
      let named = try SwiftUIRendering.render(Header(wide: wide))
      let inPlace = try SwiftUIRendering.render(InPlace(wide: wide))
      #expect(named.bitmap == inPlace.bitmap, "wide \(wide)")
      #expect(Self.frames(named.layoutDump) == Self.frames(inPlace.layoutDump), "wide \(wide)")
      #expect(Self.frames(named.layoutDump).count == 2)
    }
    let row = Self.frames(try SwiftUIRendering.render(Header(wide: true)).layoutDump)
    let column = Self.frames(try SwiftUIRendering.render(Header(wide: false)).layoutDump)
    #expect(row != column, "the row and the column differ")
  }
}
