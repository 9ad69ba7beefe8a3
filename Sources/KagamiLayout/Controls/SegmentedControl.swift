/// The look of a segmented `Picker` on iOS: a rounded bar of the tertiary fill, at least 32 pt tall (taller with
/// larger text) with a
/// 2 pt inset, options sharing its width, the selected one on a raised segment (white in light mode,
/// gray in dark, with a soft shadow), hairline separators between unselected neighbours.
struct SegmentedControl: View {
  /// The options drawn unselected and selected (medium and semibold text).
  let segments: [ViewNode]
  let selectedSegments: [ViewNode]
  let selected: Int?

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<segments.count, id: { "segment-\($0)" }) { index in
        segment(index)
      }
    }
    .padding(2)
    .background(Color(.tertiaryFill), in: RoundedRectangle(cornerRadius: 9))
  }

  private func segment(_ index: Int) -> some View {
    let isSelected = index == selected
    let showsSeparator = index > 0 && index != selected && index - 1 != selected
    return ResolvedNodes(nodes: [isSelected ? selectedSegments[index] : segments[index]])
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 28)
      .background {
        if isSelected {
          RoundedRectangle(cornerRadius: 7).fill(Color(.selectedSegment))
            .shadow(color: Color(hex: 0x000000, opacity: 0.12), radius: 4, x: 0, y: 3)
        }
      }
      .overlay(alignment: .leading) {
        if showsSeparator { Rectangle().fill(Color(.separator)).frame(width: 1, height: 16) }
      }
      .accessibilityRole(.button)
  }
}
