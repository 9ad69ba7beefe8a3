import RecipeComponents
import RecipeCore
import SwiftUI

/// The steps card: a numbered orange badge and the text per step, hairlines between steps.
struct StepListCard: View {
  let steps: [Step]
  let language: AppLanguage

  var body: some View {
    DetailsCard(title: RecipeDetailsStrings.steps(language), id: "steps") {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(steps.indices) { index in
          if index > 0 {
            Divider().padding(
              EdgeInsets(top: 0, leading: Theme.margin + 28 + Theme.spacingM, bottom: 0, trailing: Theme.margin))
          }
          row(steps[index])
        }
      }
      .padding(.bottom, Theme.spacingS)
    }
  }

  private func row(_ step: Step) -> some View {
    HStack(alignment: .top, spacing: Theme.spacingM) {
      ZStack {
        Circle().fill(Theme.accent).frame(width: 28, height: 28)
        Text("\(step.number)").font(ThemeFont.cardTitle.fixedFont).foregroundColor(Theme.onAccent).lineLimit(1)
      }
      .accessibilityHidden(true)
      Text(step.text).themeFont(.body).foregroundColor(Theme.primaryText).layoutPriority(0)
      Spacer(minLength: 0)
    }
    .padding(EdgeInsets(top: Theme.spacingM, leading: Theme.margin, bottom: Theme.spacingM, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .leading)
    .accessibilityLabel("\(step.number). \(step.text)")
    .id("step-\(step.number)")
  }
}
