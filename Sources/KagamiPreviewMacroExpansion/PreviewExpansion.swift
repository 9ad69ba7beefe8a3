/// The declarations a `#Preview` expands to: a `PreviewDeclaration` type holding the name, the file
/// ID, the line, the traits and the view (the closure's statements become a `@ViewBuilder` function,
/// so several views, or `let`s and a `return`, work as in SwiftUI), and a record in the
/// `kagami_previews` section that names the type, so `DeclaredPreviews` finds it at run time.
///
/// Every expression is placed on lines of its own, as written, so a line comment in it ends where it
/// ended in the source and a multi-line string keeps its indentation.
public struct PreviewExpansion: Equatable, Sendable {
  /// The call's parts.
  public var call: PreviewMacroCall
  /// The name of the `PreviewDeclaration` type.
  public var typeName: String
  /// The name of the section record.
  public var recordName: String
  /// `#fileID` of the file holding the `#Preview`.
  public var fileID: String
  /// The line of the `#Preview` (1-based).
  public var line: Int

  /// The expansion of `call`, at `line` of `fileID`, with these names.
  public init(call: PreviewMacroCall, typeName: String, recordName: String, fileID: String, line: Int) {
    self.call = call
    self.typeName = typeName
    self.recordName = recordName
    self.fileID = fileID
    self.line = line
  }

  /// The declarations' source text.
  public var source: String {
    let traits =
      call.traits.isEmpty ? "[]" : "[\n" + call.traits.map { "      \($0)" }.joined(separator: ",\n") + "\n    ]"
    return """
      struct \(typeName): KagamiPreviews.PreviewDeclaration {
        static var name: String? {
          \(call.name ?? "nil")
        }
        static var fileID: String { \(Self.stringLiteral(fileID)) }
        static var line: Int { \(line) }
        static var traits: [KagamiPreviews.PreviewTrait] {
          \(traits)
        }
        static func makeView() -> any KagamiLayout.View { body() }
        @KagamiLayout.ViewBuilder static func body() -> some KagamiLayout.View {
          \(call.body)
        }
      }

      @used @section("kagami_previews") private let \(recordName): KagamiPreviews.PreviewRecord = {
        $0.assumingMemoryBound(to: (any KagamiPreviews.PreviewDeclaration.Type)?.self).pointee = \(typeName).self
      }
      """
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
