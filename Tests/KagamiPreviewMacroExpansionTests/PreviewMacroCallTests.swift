import KagamiPreviewMacroExpansion
import Testing

/// `#Preview` calls as the compiler sends their source, read into name, traits and body.
@Suite struct PreviewMacroCallTests {
  @Test func nameTraitsAndTrailingClosure() throws {
    let call = try PreviewMacroCall(
      parsing: """
        #Preview("Card at its size", traits: .sizeThatFitsLayout, .landscapeLeft) {
          let name = "Kaito"
          return GreetingCard(name: name)
        }
        """)
    #expect(call.name == "\"Card at its size\"")
    #expect(call.traits == [".sizeThatFitsLayout", ".landscapeLeft"])
    #expect(call.body == "let name = \"Kaito\"\n  return GreetingCard(name: name)")
    #expect(call.start == 0)
  }

  @Test func bodyLabel() throws {
    let call = try PreviewMacroCall(parsing: "#Preview(\"Labelled\", body: { Text(\"a, b\") })")
    #expect(call.name == "\"Labelled\"")
    #expect(call.traits.isEmpty)
    #expect(call.body == "Text(\"a, b\")")
  }

  @Test func labelledTrailingClosure() throws {
    let call = try PreviewMacroCall(parsing: "#Preview(traits: .fixedLayout) body: { Text(\"x\") }")
    #expect(call.name == nil)
    #expect(call.traits == [".fixedLayout"])
    #expect(call.body == "Text(\"x\")")
  }

  @Test func braceInsideStringsAndComments() throws {
    let call = try PreviewMacroCall(
      parsing: """
        #Preview("a } b") {
          // a closing brace } in a line comment
          /* and { in /* a nested */ block } comment */
          Text("}") + Text(#"raw "} \\#(count) }"#)
        }
        """)
    #expect(call.name == "\"a } b\"")
    #expect(call.body.hasPrefix("// a closing brace }"))
    #expect(call.body.hasSuffix("Text(#\"raw \"} \\#(count) }\"#)"))
  }

  @Test func multilineStringWithInterpolation() throws {
    let source = """
      #Preview {
        Text(\"\"\"
          first } line \\(items.map { "\\($0) }" }.joined(separator: ", "))
          "quoted" ) ]
          \"\"\")
      }
      """
    let call = try PreviewMacroCall(parsing: source)
    #expect(call.body.hasPrefix("Text(\"\"\""))
    #expect(call.body.hasSuffix("\"\"\")"))
    #expect(call.body.contains("\"quoted\" ) ]"))
  }

  @Test func nestedClosures() throws {
    let call = try PreviewMacroCall(
      parsing: """
        #Preview(traits: makeTraits { [$0] }) {
          VStack {
            ForEach(items) { item in Text(item.name) }
          }
          .onAppear { print({ "}" }()) }
        }
        """)
    #expect(call.name == nil)
    #expect(call.traits == ["makeTraits { [$0] }"])
    #expect(call.body.hasPrefix("VStack {"))
    #expect(call.body.hasSuffix(".onAppear { print({ \"}\" }()) }"))
  }

  @Test func closureSignatureIsDropped() throws {
    let typed = try PreviewMacroCall(parsing: "#Preview { () -> some View in\n  Text(\"x\")\n}")
    #expect(typed.body == "Text(\"x\")")
    let captured = try PreviewMacroCall(parsing: "#Preview(body: { [model] in model.view })")
    #expect(captured.body == "model.view")
    // A body that starts with a parenthesised expression keeps it.
    let statement = try PreviewMacroCall(parsing: "#Preview {\n  (Text(\"a\"))\n  for x in [1] {}\n}")
    #expect(statement.body.hasPrefix("(Text(\"a\"))"))
  }

  @Test func noName() throws {
    let call = try PreviewMacroCall(parsing: "#Preview {\n  GreetingCard(name: \"Ren\")\n}")
    #expect(call == PreviewMacroCall(name: nil, traits: [], body: "GreetingCard(name: \"Ren\")", start: 0))
  }

  @Test func commentsAroundArgumentsAreDropped() throws {
    let call = try PreviewMacroCall(
      parsing: """
        #Preview(
          "Name", // the name
          traits: .sizeThatFitsLayout /* a trait */,
          `body`: { Text("x") }
        )
        """)
    #expect(call.name == "\"Name\"")
    #expect(call.traits == [".sizeThatFitsLayout"])
    #expect(call.body == "Text(\"x\")")
  }

  @Test func leadingTriviaAndAttributes() throws {
    let call = try PreviewMacroCall(parsing: "  // doc\n  @MainActor #SwiftUI.Preview { Text(\"x\") }")
    #expect(call.start == 11)
    #expect(call.body == "Text(\"x\")")
  }

  @Test func noClosureIsAnErrorAtTheMacro() {
    #expect(throws: PreviewMacroError(message: "#Preview needs a closure that returns its view", offset: 2)) {
      try PreviewMacroCall(parsing: "  #Preview(\"No body\")")
    }
    // A `body:` argument that is not a closure literal is no closure either.
    #expect(throws: PreviewMacroError.self) { try PreviewMacroCall(parsing: "#Preview(body: makeView)") }
  }

  @Test func unbalancedBracketsAreAnError() {
    #expect(throws: PreviewMacroError(message: "#Preview's arguments do not balance", offset: 0)) {
      try PreviewMacroCall(parsing: "#Preview(\"x\", traits: [.a) { Text(\"x\") }")
    }
  }
}
