import SwiftUI

// Screens written for the differences from iOS that rendering public SwiftUI files showed
// (Docs/swiftui-compat.md, "Rendering the corpus"), each in plain SwiftUI spelling.

/// Buttons whose label colour is set from outside: an outer `foregroundStyle` or `foregroundColor`
/// wins over the tint, as on iOS.
struct ButtonForegroundScreen: View {
  var body: some View {
    VStack(spacing: 12) {
      Button("Tinted") {}.id("tinted")
      Button("Continue") {}
        .foregroundStyle(.white)
        .padding(.horizontal, 24)
        .padding(.vertical, 10)
        .background(Color.blue, in: Capsule())
        .id("white")
      Button("Delete") {}.foregroundColor(.red).id("red")
      VStack {
        Button("Inherited") {}.id("inherited")
      }
      .foregroundStyle(.green)
      Button("Bordered") {}.buttonStyle(.bordered).foregroundStyle(.orange).id("bordered")
    }
    .padding()
  }
}

/// Spacers that keep their length: a fixed-height spacer between texts in a column, and a spacer
/// with a minimum length in a row whose texts fill it.
struct SpacerLengthScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Above").id("above")
      Spacer().frame(height: 6).id("fixed")
      Text("Below").id("below")
      HStack(spacing: 0) {
        Text("A title long enough to fill the row").lineLimit(1).layoutPriority(0).id("title")
        Spacer(minLength: 20).id("minimum")
        Text("42 min").id("trailing")
      }
      .frame(width: 200)
      .background(Color.yellow.opacity(0.3))
      HStack {
        Text("Leading")
        Spacer().frame(width: 30).id("fixed-width")
        Text("Trailing")
      }
      .id("fixed-width-row")
      .background(Color.mint.opacity(0.3))
    }
    .padding()
  }
}

/// A list whose first row is a column ending in a `Spacer`: the row stays as high as its content.
struct SpacerInListRowScreen: View {
  var body: some View {
    List {
      VStack(spacing: 4) {
        Text("Welcome").font(.headline)
        Text("A row whose column ends in a spacer.")
        Spacer()
      }
      .id("spacer-row")
      Text("Second row").id("second")
    }
  }
}

/// Navigation rows whose labels end in a spacer and a trailing count, as settings and category
/// lists draw them: the count sits against the chevron.
struct NavigationRowScreen: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink(destination: Text("Fruit")) {
          HStack {
            Image(systemName: "leaf")
            Text("Fruit")
            Spacer()
            Text("12").foregroundStyle(.secondary).id("count")
          }
        }
        NavigationLink("Plain title", destination: Text("Detail"))
      }
      .navigationTitle("Categories")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// Filled circle symbols in white on coloured buttons: the details are cut out, so the button's
/// colour shows through them.
struct CutOutSymbolScreen: View {
  var body: some View {
    HStack(spacing: 16) {
      Image(systemName: "checkmark.circle.fill").font(.largeTitle).foregroundStyle(.white)
        .padding(10).background(Color.blue).id("check")
      Image(systemName: "xmark.circle.fill").font(.largeTitle).foregroundStyle(.white)
        .padding(10).background(Color.red).id("cross")
      Image(systemName: "plus.square.fill").font(.largeTitle).foregroundStyle(.white)
        .padding(10).background(Color.green).id("plus")
      Image(systemName: "trash.fill").font(.largeTitle).foregroundStyle(.white)
        .padding(10).background(Color.purple).id("trash")
    }
    .padding()
  }
}

/// Rows whose long text sits beside fixed-size siblings: the text gets the width they leave and
/// wraps; the short texts keep their ideal width.
struct WrappingRowScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(alignment: .top, spacing: 12) {
        Circle().fill(Color.orange).frame(width: 40, height: 40)
        Text("A comment long enough to need three lines beside the avatar and the time it was posted.")
          .id("comment")
        Text("9:41").font(.caption).id("time")
      }
      HStack {
        Image(systemName: "info.circle")
        Text("This note wraps beside its icon and its button instead of running off the edge.")
          .fixedSize(horizontal: false, vertical: true)
          .id("note")
        Button("Edit") {}.id("edit")
      }
      HStack {
        Text("Short").id("short")
        Text("Neither text wraps").id("fits")
      }
    }
    .padding()
  }
}

/// An empty state whose label is a `Label`: its icon large above its title.
struct EmptyStateLabelScreen: View {
  var body: some View {
    ContentUnavailableView {
      Label("No Downloads", systemImage: "tray").id("label")
    } description: {
      Text("Files you download appear here.")
    } actions: {
      Button("Browse") {}
    }
  }
}

/// A root wider than the screen (a settings window's `frame(minWidth:)`), its edges marked.
struct WideRootScreen: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 40).id("left-edge")
      Text("Centred").frame(maxWidth: .infinity)
      Color.blue.frame(width: 40).id("right-edge")
    }
    .frame(maxHeight: 60)
    .frame(minWidth: 360)
    .id("root")
  }
}

/// The symbol names the corpus used that were unmapped, each now drawn from an icon.
let corpusSymbolNames = [
  "star.leadinghalf.filled", "theatermasks.fill", "macwindow", "camera.on.rectangle",
  "gauge.with.dots.needle.bottom.50percent.badge.plus",
]
