import SwiftUI

/// A row with a round checkbox, a title and an optional detail (a quantity); checked rows fill the
/// box with the accent and grey their text (and strike it through, if asked).
public struct CheckboxRow: View {
  let title: String
  let detail: String?
  let isChecked: Bool
  let strikesThroughWhenChecked: Bool
  let id: String

  /// A row for `title`; `id` names its node (`<id>`, `<id>.box`); checked titles are struck through
  /// when `strikesThroughWhenChecked` (shopping lists).
  public init(
    title: String, detail: String? = nil, isChecked: Bool, strikesThroughWhenChecked: Bool = false,
    id: String = "checkbox-row"
  ) {
    self.title = title
    self.detail = detail
    self.isChecked = isChecked
    self.strikesThroughWhenChecked = strikesThroughWhenChecked
    self.id = id
  }

  /// The row. At accessibility text sizes the detail goes under the title, so neither is cut short.
  public var body: some View {
    ScreenReader { traits in
      let isStacked = traits.contentSizeCategory.isAccessibilityCategory
      HStack(alignment: isStacked ? .top : .center, spacing: Theme.spacingM) {
        if isStacked {
          box.id("\(id).box").padding(.top, Self.boxOffset(at: traits.contentSizeCategory)).layoutPriority(1)
        } else {
          box.id("\(id).box").layoutPriority(1)
        }
        if isStacked {
          VStack(alignment: .leading, spacing: Theme.spacingXXS) {
            titleText
            detailText
          }
          .fillsStackRemainder()
          Spacer(minLength: 0)
        } else {
          titleText.layoutPriority(0)
          Spacer(minLength: Theme.spacingS)
          detailText
        }
      }
      .padding(EdgeInsets(top: 10, leading: Theme.margin, bottom: 10, trailing: Theme.margin))
      .frame(maxWidth: .infinity, minHeight: Theme.minimumRowHeight)
      .background(Theme.surface)
      .accessibilityLabel([isChecked ? "☑" : "☐", title, detail].compactMap { $0 }.joined(separator: " "))
      .accessibilityAddTraits(.isButton)
      .id(id)
    }
  }

  /// The title; struck through with one line when checked in a shopping list.
  @ViewBuilder private var titleText: some View {
    if isStruck {
      plainTitle.lineLimit(1).overlay {
        Theme.tertiaryText.frame(maxWidth: .infinity, minHeight: 1.5, maxHeight: 1.5).id("\(id).strike")
      }
    } else {
      plainTitle.lineLimit(2)
    }
  }

  private var plainTitle: some View {
    Text(title).themeFont(.body).foregroundColor(isChecked ? Theme.tertiaryText : Theme.primaryText)
  }

  @ViewBuilder private var detailText: some View {
    if let detail {
      Text(detail).themeFont(.secondary).foregroundColor(isChecked ? Theme.tertiaryText : Theme.secondaryText)
        .lineLimit(1)
    }
  }

  /// How far the box moves down to sit on the middle of the title's first line (stacked rows are
  /// top-aligned; a body line is about 1.36 em high in the bundled fonts).
  static func boxOffset(at category: ContentSizeCategory) -> Double {
    max(0, ((Double(ThemeFont.body.pointSize(at: category)) * 1.36 - 24) / 2).rounded())
  }

  /// One line crosses a struck title, so it keeps to one line.
  private var isStruck: Bool { isChecked && strikesThroughWhenChecked }

  @ViewBuilder private var box: some View {
    if isChecked {
      ZStack {
        Circle().fill(Theme.accent).frame(width: 24, height: 24)
        Icon(.check, size: 16, color: Theme.onAccent, lineWidth: 3)
      }
    } else {
      Color.clear.frame(width: 24, height: 24).border(Theme.tertiaryText, width: 1.5).clipShape(Circle())
    }
  }
}
