/// A choice among tagged options, as SwiftUI's `Picker`: each option is a view in `content` with a
/// `tag(_:)`; the one whose tag equals `selection` is selected. With `pickerStyle(.segmented)` it is
/// a segmented control (32 pt tall, options sharing the width, the selected one raised on a light
/// segment); otherwise the title, then the selected option's text in the tint colour and a chevron.
/// The selection is a `Binding` (read when the view is made) or a value; a label view gives the title
/// its first text.
public struct Picker<Selection: Hashable, Content: View>: PrimitiveView {
  let title: String
  let label: AnyView?
  let selection: Selection
  let content: Content

  /// A picker titled `title` over the tagged views of `content`.
  public init(_ title: String, selection: Selection, @ViewBuilder content: () -> Content) {
    self.title = title
    self.label = nil
    self.selection = selection
    self.content = content()
  }

  /// A picker titled `title` over the tagged views of `content`, showing the bound selection.
  public init<Title: StringProtocol>(_ title: Title, selection: Binding<Selection>, @ViewBuilder content: () -> Content)
  {
    self.init(String(title), selection: selection.wrappedValue, content: content)
  }

  /// A picker with a label view, showing the bound selection.
  public init<Label: View>(
    selection: Binding<Selection>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.title = ""
    self.label = AnyView(label())
    self.selection = selection.wrappedValue
    self.content = content()
  }

  /// A picker with a label view, showing the bound selection (the older argument order).
  public init<Label: View>(selection: Binding<Selection>, label: Label, @ViewBuilder content: () -> Content) {
    self.title = ""
    self.label = AnyView(label)
    self.selection = selection.wrappedValue
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let title = label.flatMap { resolveNodes($0, environment).lazy.compactMap(\.firstText).first } ?? self.title
    let options = resolveNodes(content, environment)
    let selected = options.firstIndex { $0.tag == AnyHashable(selection) }
    switch environment.controls.picker {
    case .segmented:
      func segments(_ weight: FontWeight) -> [ViewNode] {
        var segmentEnvironment = environment
        segmentEnvironment.textStyle = .footnote
        segmentEnvironment.fixedFont = nil
        segmentEnvironment.fontWeight = weight
        return resolveNodes(content, segmentEnvironment)
      }
      let control = SegmentedControl(
        segments: segments(.medium), selectedSegments: segments(.semibold), selected: selected)
      return resolveNodes(control.accessibilityLabel(title), environment)
    case .automatic, .menu:
      let label = selected.flatMap { options[$0].firstText } ?? ""
      let value = HStack(spacing: 6) {
        Text(label).foregroundColor(.accentColor).flex(shrink: 1)
        PickerChevron().foregroundColor(.accentColor)
      }
      // At accessibility sizes the value goes under the title, as iOS lays out value rows.
      let row = Group {
        if environment.traits.contentSizeCategory.isAccessibilityCategory {
          VStack(alignment: .leading, spacing: 4) {
            Text(title)
            value
          }
        } else {
          HStack(spacing: 6) {
            Text(title).flex(shrink: 1)
            Spacer()
            value
          }
        }
      }
      return resolveNodes(row.accessibilityRole(.button).accessibilityLabel("\(title), \(label)"), environment)
    }
  }
}

/// The up-and-down chevron of a menu picker.
struct PickerChevron: View {
  var body: some View {
    Path { path in
      path.move(to: Point(x: 1, y: 5))
      path.addLine(to: Point(x: 4.5, y: 1.5))
      path.addLine(to: Point(x: 8, y: 5))
      path.move(to: Point(x: 1, y: 9))
      path.addLine(to: Point(x: 4.5, y: 12.5))
      path.addLine(to: Point(x: 8, y: 9))
    }
    .stroke(.accentColor, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
    .frame(width: 9, height: 14)
  }
}

extension View {
  /// Identifies the view as the option `tag` of a `Picker`.
  public func tag<Tag: Hashable>(_ tag: Tag) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.tag = AnyHashable(tag)
      return node
    }
  }
}

extension ViewNode {
  /// The string of the first text in this node or below it.
  var firstText: String? {
    if case .text(let run) = self.content { return run.text }
    for child in self.children { if let text = child.firstText { return text } }
    return nil
  }
}
