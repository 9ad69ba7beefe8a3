import KagamiResolverGenerator
import Testing

/// Bad input: every problem is a `file:line:column: error:` diagnostic naming the declaration.
@Suite("Resolver generator: bad input")
struct ResolverGeneratorErrorTests {
  @Test("a descriptor without Output")
  func missingOutput() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "Search.swift",
        """
        import KagamiDescriptors
        extension ViewDescriptor {
          public struct Search: TypedDescriptor {}
        }
        """)
    ])
    #expect(
      diagnostics.map(\.description) == [
        "Search.swift:3:3: error: descriptor 'ViewDescriptor.Search' declares no 'Output'; add 'public typealias Output = …' naming what resolving it returns"
      ])
  }

  @Test("a parameter pack or value generic parameter", arguments: ["each T", "let N: Int"])
  func unsupportedGenericParameter(_ parameter: String) {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "Pack.swift",
        "extension ViewDescriptor { public struct Pack<\(parameter)>: TypedDescriptor { public typealias Output = Int } }"
      )
    ])
    #expect(
      diagnostics.map(\.message) == [
        "'ViewDescriptor.Pack' has a parameter pack or value generic parameter, which descriptors do not support"
      ])
  }

  @Test("one name in two namespaces")
  func nameClash() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "A.swift",
        "extension ViewDescriptor { public struct Recipe: TypedDescriptor { public typealias Output = Int } }"),
      SourceFixtures.source(
        "B.swift",
        "\nextension DataStoreDescriptor { public struct Recipe: TypedDescriptor { public typealias Output = Int } }"),
    ])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.spot == SourceSpot(path: "B.swift", line: 2, column: 33))
    #expect(diagnostics.first?.message.contains("descriptor name 'Recipe' clashes across namespaces") == true)
    #expect(diagnostics.first?.message.contains("'ViewDescriptor.Recipe' (at A.swift:1:28)") == true)
  }

  @Test("a file that does not parse")
  func syntaxError() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source("Good.swift", "struct Fine {}"),
      SourceFixtures.source(
        "Broken.swift", "struct A {}\nextension ViewDescriptor {\n  public struct Search: TypedDescriptor {\n"),
      SourceFixtures.source("Typo.swift", "struct A {}\nlet x = (3]\nstruct B {}\n"),
      SourceFixtures.source("Unnamed.swift", "struct A {}\n\npublic struct : TypedDescriptor {}\n"),
      SourceFixtures.source("String.swift", "struct A {}\nlet s = \"never closed\nstruct B {}\n"),
      SourceFixtures.source("Comment.swift", "struct A {}\n/* outer /* inner */\nstruct B {}\n"),
    ])
    #expect(diagnostics.allSatisfy { $0.message.contains("does not parse") })
    // Sorted by file, one diagnostic per file: scanning stops at the first place it cannot follow.
    #expect(
      diagnostics.map(\.description) == [
        "Broken.swift:3:41: error: this file does not parse (this '{' is never closed); the descriptor resolver cannot be generated",
        "Comment.swift:2:1: error: this file does not parse (a /* comment is not closed); the descriptor resolver cannot be generated",
        "String.swift:2:9: error: this file does not parse (a string literal is not closed); the descriptor resolver cannot be generated",
        "Typo.swift:2:11: error: this file does not parse (this ']' does not close the '(' at 2:9); the descriptor resolver cannot be generated",
        "Unnamed.swift:3:15: error: this file does not parse (expected a name after 'struct'); the descriptor resolver cannot be generated",
      ])
  }

  @Test("a namespace member that is not a descriptor")
  func namespaceMemberWithoutConformance() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source("A.swift", "extension ViewDescriptor {\n  public struct Helper {}\n}")
    ])
    #expect(diagnostics.map(\.spot) == [SourceSpot(path: "A.swift", line: 2, column: 3)])
    #expect(diagnostics.first?.message.contains("does not conform to TypedDescriptor") == true)
  }

  @Test("an internal descriptor, and one inside an internal type")
  func notPublic() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "A.swift",
        """
        extension ViewDescriptor { struct Hidden: TypedDescriptor { typealias Output = Int } }
        enum Screens { public struct Inner: TypedDescriptor { public typealias Output = Int } }
        """)
    ])
    #expect(diagnostics.map(\.spot.line) == [1, 2])
    #expect(diagnostics.allSatisfy { $0.message.contains("is internal; descriptors must be public") })
  }

  @Test("a conformance added to a type the module does not declare, and a type declared twice")
  func strayAndDuplicate() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "A.swift",
        """
        extension Int: TypedDescriptor {}
        public struct Twice: TypedDescriptor { public typealias Output = Int }
        public struct Twice: TypedDescriptor { public typealias Output = Int }
        """)
    ])
    #expect(diagnostics.map(\.spot.line) == [1, 3])
    #expect(diagnostics.first?.message.contains("'Int' gets a descriptor conformance here but is not declared") == true)
    #expect(diagnostics.last?.message.contains("'Twice' is declared twice (first at A.swift:2:1)") == true)
  }

  @Test("a descriptor class that is not final")
  func nonFinalClass() {
    let diagnostics = SourceFixtures.diagnostics([
      SourceFixtures.source(
        "A.swift",
        """
        public final class Kept: TypedDescriptor { public typealias Output = Int }
        public class Open: TypedDescriptor { public typealias Output = Int }
        """)
    ])
    #expect(diagnostics.map(\.spot.line) == [2])
    #expect(diagnostics.first?.message.contains("descriptor class 'Open' must be final") == true)
  }
}
