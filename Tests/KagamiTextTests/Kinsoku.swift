import KagamiText
import Testing

/// Strict kinsoku checks on a laid-out paragraph.
enum Kinsoku {
  /// Characters no line may start with: closing brackets and punctuation, prolonged sound mark, small kana.
  static let noStart = Set("、。，．・：；？！」』）〕］｝〉》】ーゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ".unicodeScalars.map(\.value))
  /// Characters no line may end with: opening brackets.
  static let noEnd = Set("「『（〔［｛〈《【".unicodeScalars.map(\.value))

  static func expectClean(_ layout: ParagraphLayout, text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let scalars = text.unicodeScalars.map(\.value)
    for (number, line) in layout.lines.enumerated() where !line.range.isEmpty {
      if number > 0 {
        #expect(
          !noStart.contains(scalars[line.range.lowerBound]), "line \(number) starts with a forbidden character",
          sourceLocation: sourceLocation)
      }
      if !line.isTruncated {
        #expect(
          !noEnd.contains(scalars[line.range.upperBound - 1]), "line \(number) ends with an opening bracket",
          sourceLocation: sourceLocation)
      }
    }
  }
}
