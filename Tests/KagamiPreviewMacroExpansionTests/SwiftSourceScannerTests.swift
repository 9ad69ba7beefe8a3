import KagamiSwiftSource
import Testing

/// The scanner's strings, comments and brackets.
@Suite struct SwiftSourceScannerTests {
  @Test func stringLiterals() {
    let cases: [(String, Int?)] = [
      (#""plain" rest"#, 7),
      (#""esc \" } " rest"#, 11),
      (##"#"raw " } "# rest"##, 12),
      (###"##"raw "# "## rest"###, 13),
      (#""a \(f("}")) b" rest"#, 15),
      ("\"\"\"\n  line \" \"\" }\n  \"\"\" rest", 23),
      (#""" rest"#, 2),
      ("\"open\nnext\"", nil),
      // `#"""` opens a multi-line string only when no `"#` closes it on the same line (Swift's rule).
      (##"#""" rest"# tail"##, 11),
      ("#\"\"\"\n a \"# b\n\"\"\"# rest", 17),
    ]
    for (source, end) in cases {
      #expect(SwiftSourceScanner(source).endOfStringLiteral(at: 0) == end, "\(source)")
    }
  }

  @Test func commentsNest() {
    let scanner = SwiftSourceScanner("/* a /* b */ c */ x // d\ny")
    #expect(scanner.endOfComment(at: 0) == 17)
    #expect(scanner.skippingTrivia(from: 0) == 18)
    #expect(scanner.skippingTrivia(from: 19) == 25)
  }

  @Test func closingBrackets() {
    let scanner = SwiftSourceScanner(#"{ [ ( "]" ) ] /* } */ } }"#)
    #expect(scanner.closingBracket(of: 0) == 22)
    #expect(scanner.closingBracket(of: 2) == 12)
    #expect(SwiftSourceScanner("( ]").closingBracket(of: 0) == nil)
    #expect(SwiftSourceScanner("( \"unterminated )").closingBracket(of: 0) == nil)
  }

  @Test func commaSeparatedPieces() throws {
    let source = #"a, f(b, c), "d, e" /* , */, [g, h] // ,"#
    let scanner = SwiftSourceScanner(source)
    let pieces = try #require(scanner.commaSeparatedPieces(of: 0..<scanner.bytes.count))
    #expect(pieces.map(scanner.text) == ["a", "f(b, c)", #""d, e""#, "[g, h]"])
  }
}
