import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name", traits: …) { view }` → a `PreviewDeclaration` type holding the name, the file ID,
/// the line, the traits and the view, and a record in the `kagami_previews` section that names the
/// type, so `DeclaredPreviews` finds it at run time. The closure's statements become a
/// `@ViewBuilder` function, so a body with several views or with `let`s and a `return` works as in
/// SwiftUI.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let closure =
      node.trailingClosure
      ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    guard let closure else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: PreviewMacroMessage("#Preview needs a closure that returns its view"))
      ])
    }
    var name: ExprSyntax = "nil"
    var traits: [ExprSyntax] = []
    var inTraits = false
    for argument in node.arguments where argument.label?.text != "body" {
      if argument.label?.text == "traits" { inTraits = true }
      if inTraits {
        traits.append(argument.expression.trimmed)
      } else if argument.label == nil {
        name = argument.expression.trimmed
      }
    }
    let type = context.makeUniqueName("Preview")
    let record = context.makeUniqueName("PreviewRecord")
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file ?? "\"\""
    let line = location?.line ?? "0"
    let traitList = traits.map(\.description).joined(separator: ", ")
    return [
      """
      struct \(type): KagamiPreviews.PreviewDeclaration {
        static var name: String? { \(name) }
        static var fileID: String { \(file) }
        static var line: Int { \(line) }
        static var traits: [KagamiPreviews.PreviewTrait] { [\(raw: traitList)] }
        static func makeView() -> any KagamiLayout.View { body() }
        @KagamiLayout.ViewBuilder static func body() -> some KagamiLayout.View {
          \(closure.statements.trimmed)
        }
      }
      """,
      """
      @used @section("kagami_previews") private let \(record): KagamiPreviews.PreviewRecord = {
        $0.assumingMemoryBound(to: (any KagamiPreviews.PreviewDeclaration.Type)?.self).pointee = \(type).self
      }
      """,
    ]
  }
}

/// An error message of the preview macro.
struct PreviewMacroMessage: DiagnosticMessage {
  let message: String
  let diagnosticID = MessageID(domain: "KagamiPreviewMacros", id: "preview")
  let severity = DiagnosticSeverity.error

  init(_ message: String) { self.message = message }
}

/// The compiler plugin that provides Kagami's macros.
@main
struct KagamiPreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
