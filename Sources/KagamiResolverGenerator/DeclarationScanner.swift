/// Reads one source file's declarations (types, extensions, protocols, `Output`s, imports) into a
/// `ModuleScan`. Purely syntactic: it never guesses what the compiler would infer, and skips the
/// bodies of functions, initializers, properties and subscripts, so local types never count.
///
/// It works on `SwiftLexer`'s tokens with a small recursive scanner over declaration headers and
/// bracket structure rather than a full Swift parser, so the plugin's host tool builds in seconds.
/// It reports a file whose structure it cannot follow (an unclosed comment, string or bracket, a
/// bracket closed by the wrong one, a type without a name or a body); other syntax errors are the
/// compiler's, which compiles the module right after the plugin runs.
struct DeclarationScanner {
  /// Where the scanner is: the qualified name of the enclosing type or extension, and an extension's default access.
  private struct Scope {
    var components: [String]
    var isExtension: Bool
    var extensionAccess: AccessLevel?
  }

  /// A reason the file cannot be scanned, at a token.
  private struct Stop: Error {
    var token: SwiftToken?
    var message: String
  }

  private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor"]
  private static let declarationKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "extension", "typealias", "import", "func", "init", "deinit",
    "subscript", "var", "let", "case", "operator", "precedencegroup", "associatedtype", "macro",
  ]
  private static let modifierKeywords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override", "mutating",
    "nonmutating", "nonisolated", "lazy", "weak", "unowned", "indirect", "convenience", "required", "dynamic",
    "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed", "isolated",
  ]

  private let input: SourceInput
  private let bytes: [UInt8]
  private let tokens: [SwiftToken]
  private let qualifiers: Set<String>
  private var index = 0
  private var scopes: [Scope] = []
  private var scan = ModuleScan()

  /// Scans `input`; `qualifiers` are module names that may prefix a type name (`KagamiDescriptors.ViewDescriptor`).
  static func scan(_ input: SourceInput, qualifiers: Set<String>) -> ModuleScan {
    let tokens: [SwiftToken]
    switch SwiftLexer.tokens(of: input.text) {
    case .success(let found): tokens = found
    case .failure(let failure):
      var scan = ModuleScan()
      scan.syntaxErrors = [syntaxError(input, line: failure.line, column: failure.column, failure.message)]
      return scan
    }
    var scanner = DeclarationScanner(input: input, tokens: tokens, qualifiers: qualifiers)
    do {
      try scanner.scanMembers(closing: nil)
    } catch let stop as Stop {
      let line = stop.token?.line ?? (input.text.split(separator: "\n", omittingEmptySubsequences: false).count)
      scanner.scan.syntaxErrors = [syntaxError(input, line: line, column: stop.token?.column ?? 1, stop.message)]
    } catch {
      scanner.scan.syntaxErrors = [syntaxError(input, line: 1, column: 1, "\(error)")]
    }
    return scanner.scan
  }

  private static func syntaxError(_ input: SourceInput, line: Int, column: Int, _ reason: String) -> GeneratorDiagnostic
  {
    GeneratorDiagnostic(
      spot: SourceSpot(path: input.path, line: line, column: column),
      message: "this file does not parse (\(reason)); the descriptor resolver cannot be generated")
  }

  private init(input: SourceInput, tokens: [SwiftToken], qualifiers: Set<String>) {
    self.input = input
    self.bytes = Array(input.text.utf8)
    self.tokens = tokens
    self.qualifiers = qualifiers
  }

  // MARK: Member lists

  /// The declarations of a file (`closing` nil) or of a body opened by the `{` token `closing`.
  private mutating func scanMembers(closing open: SwiftToken?) throws {
    while index < tokens.count {
      let token = tokens[index]
      if token.is("}") {
        guard open != nil else { throw Stop(token: token, message: "this '}' closes nothing") }
        index += 1
        return
      }
      if token.is(";") {
        index += 1
      } else if token.kind == .pound, ["#if", "#elseif"].contains(token.text) {
        index += 1
        while index < tokens.count, !tokens[index].startsLine { index += 1 }  // the condition
      } else if token.kind == .pound, ["#else", "#endif"].contains(token.text) {
        index += 1
      } else {
        try scanDeclaration()
      }
    }
    if let open { throw Stop(token: open, message: "this '{' is never closed") }
  }

  private mutating func scanDeclaration() throws {
    let first = tokens[index]
    var modifiers: [String] = []
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .attribute {
        index += 1
        if index < tokens.count, tokens[index].is("("), tokens[index].start == token.end { try skipGroup() }
      } else if token.kind == .identifier, isModifier(at: index) {
        index += 1
        if index < tokens.count, tokens[index].is("(") {
          try skipGroup()  // `private(set)`: not the declaration's own access
        } else {
          modifiers.append(token.text)
        }
      } else {
        break
      }
    }
    guard index < tokens.count, tokens[index].kind == .identifier else { return try skipDeclaration() }
    switch tokens[index].text {
    case let keyword where Self.typeKeywords.contains(keyword):
      try scanType(keyword, first: first, modifiers: modifiers)
    case "protocol": try scanProtocol()
    case "extension": try scanExtension(first: first, modifiers: modifiers)
    case "typealias":
      if index + 1 < tokens.count, tokens[index + 1].text == "Output", !scopes.isEmpty {
        scan.outputOwners.append(enclosing)
      }
      try skipDeclaration()
    case "import":
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if let next, next.kind == .identifier, !Self.declarationKeywords.contains(next.text) {
        scan.imports.append(next.text)
      }
      try skipDeclaration()
    default: try skipDeclaration()
    }
  }

  /// Whether the identifier at `position` is a modifier (`class` only before another declaration word).
  private func isModifier(at position: Int) -> Bool {
    let text = tokens[position].text
    if text == "class" {
      guard position + 1 < tokens.count else { return false }
      let next = tokens[position + 1].text
      return Self.declarationKeywords.contains(next) || Self.modifierKeywords.contains(next)
    }
    return Self.modifierKeywords.contains(text)
  }

  // MARK: Types, protocols, extensions

  private mutating func scanType(_ keyword: String, first: SwiftToken, modifiers: [String]) throws {
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else {
      throw Stop(token: tokens[min(index, tokens.count - 1)], message: "expected a name after '\(keyword)'")
    }
    let name = tokens[index].text
    index += 1
    var parameters: [ScannedGenericParameter] = []
    if index < tokens.count, tokens[index].is("<") {
      let clause = try angleGroup()
      parameters = TypeNames.split(clause, at: ",").map(genericParameter)
    }
    let header = try scanHeader(of: "\(keyword) \(name)")
    let parent = scopes.last
    let components = enclosing + [name]
    scan.types.append(
      ScannedType(
        components: components, genericParameters: parameters, whereClause: header.whereClause,
        inheritedNames: header.inherited, explicitAccess: AccessLevel(modifiers: modifiers),
        extensionAccess: parent?.isExtension == true ? parent?.extensionAccess : nil,
        isInExtension: parent?.isExtension == true,
        isNonFinalClass: keyword == "class" && !modifiers.contains("final"), spot: spot(first)))
    if name == "Output", parent != nil { scan.outputOwners.append(enclosing) }
    scopes.append(Scope(components: components, isExtension: false, extensionAccess: nil))
    let open = tokens[index]
    index += 1
    try scanMembers(closing: open)
    scopes.removeLast()
  }

  private mutating func scanProtocol() throws {
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else {
      throw Stop(token: tokens[min(index, tokens.count - 1)], message: "expected a name after 'protocol'")
    }
    let name = tokens[index].text
    index += 1
    if index < tokens.count, tokens[index].is("<") { _ = try angleGroup() }  // primary associated types
    let header = try scanHeader(of: "protocol \(name)")
    scan.protocols.append(ScannedProtocol(components: enclosing + [name], inheritedNames: header.inherited))
    try skipGroup()
  }

  private mutating func scanExtension(first: SwiftToken, modifiers: [String]) throws {
    index += 1
    let start = index
    while index < tokens.count, !tokens[index].is(":"), !tokens[index].is("{"), tokens[index].text != "where" {
      if tokens[index].is("<") { _ = try angleGroup() } else { index += 1 }
    }
    let components = TypeNames.components(of: tokens[start..<index]).map(normalized) ?? []
    let header = try scanHeader(of: "extension")
    if !components.isEmpty, header.hasInheritance {
      scan.extensions.append(
        ScannedExtension(
          components: components, inheritedNames: header.inherited, whereClause: header.whereClause,
          spot: spot(first)))
    }
    scopes.append(Scope(components: components, isExtension: true, extensionAccess: AccessLevel(modifiers: modifiers)))
    let open = tokens[index]
    index += 1
    try scanMembers(closing: open)
    scopes.removeLast()
  }

  /// `: A, B & C where …` up to the body's `{`, which is left for the caller.
  private mutating func scanHeader(of what: String) throws -> (
    inherited: [[String]], hasInheritance: Bool, whereClause: String?
  ) {
    var inherited: [[String]] = []
    var hasInheritance = false
    var whereClause: String?
    if index < tokens.count, tokens[index].is(":") {
      index += 1
      hasInheritance = true
      let start = index
      try skip { $0.is("{") || $0.text == "where" }
      inherited = TypeNames.split(tokens[start..<index], at: ",").flatMap(TypeNames.conformances).map(normalized)
    }
    if index < tokens.count, tokens[index].text == "where" {
      index += 1
      let start = index
      try skip { $0.is("{") }
      whereClause = start < index ? text(of: tokens[start..<index]) : nil
    }
    guard index < tokens.count, tokens[index].is("{") else {
      throw Stop(
        token: index < tokens.count ? tokens[index] : nil, message: "expected '{' to begin the body of \(what)")
    }
    return (inherited, hasInheritance, whereClause)
  }

  private func genericParameter(_ tokens: ArraySlice<SwiftToken>) -> ScannedGenericParameter {
    let unsupported = ["each", "let"].contains(tokens.first?.text ?? "")
    let nameIndex = unsupported ? tokens.startIndex + 1 : tokens.startIndex
    let name = nameIndex < tokens.endIndex ? tokens[nameIndex].text : ""
    let colon = tokens.firstIndex { $0.is(":") }
    let constraint = colon.flatMap { $0 + 1 < tokens.endIndex ? text(of: tokens[($0 + 1)...]) : nil }
    return ScannedGenericParameter(name: name, constraint: constraint, isUnsupported: unsupported)
  }

  // MARK: Skipping

  /// Everything up to the next declaration, the end of the enclosing body, or a `;`.
  private mutating func skipDeclaration() throws {
    let start = index
    var closedGroup = false
    while index < tokens.count {
      let token = tokens[index]
      if token.is("}") || token.is(";") { return }
      if index > start, token.startsLine || closedGroup, startsDeclaration(token) { return }
      if token.is("{") || token.is("(") || token.is("[") {
        try skipGroup()
        closedGroup = true
      } else if token.is(")") || token.is("]") {
        throw Stop(token: token, message: "this '\(token.text)' closes nothing")
      } else {
        index += 1
        closedGroup = false
      }
    }
  }

  /// Tokens up to (not including) the first at bracket depth 0 that `stop` accepts.
  private mutating func skip(until stop: (SwiftToken) -> Bool) throws {
    while index < tokens.count, !stop(tokens[index]) {
      if tokens[index].is("(") || tokens[index].is("[") {
        try skipGroup()
      } else if tokens[index].is("<") {
        _ = try angleGroup()
      } else {
        index += 1
      }
    }
  }

  /// A bracketed group starting at the current `(`, `[` or `{`, checking that every bracket inside
  /// is closed by its own kind.
  private mutating func skipGroup() throws {
    var open: [SwiftToken] = []
    repeat {
      guard index < tokens.count else {
        throw Stop(token: open.last, message: "this '\(open.last!.text)' is never closed")
      }
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": open.append(token)
        case ")", "]", "}":
          let expected = ["(": ")", "[": "]", "{": "}"][open.last!.text]!
          guard token.text == expected else {
            throw Stop(
              token: token,
              message:
                "this '\(token.text)' does not close the '\(open.last!.text)' at \(open.last!.line):\(open.last!.column)"
            )
          }
          open.removeLast()
        default: break
        }
      }
      index += 1
    } while !open.isEmpty
  }

  /// The tokens between the current `<` and its `>` (the index moves past the `>`).
  private mutating func angleGroup() throws -> ArraySlice<SwiftToken> {
    guard let closing = TypeNames.matchingAngle(in: tokens[index...], from: index) else {
      throw Stop(token: tokens[index], message: "this '<' is never closed")
    }
    defer { index = closing + 1 }
    return tokens[(index + 1)..<closing]
  }

  private func startsDeclaration(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .attribute, .pound: true
    case .identifier: Self.declarationKeywords.contains(token.text) || Self.modifierKeywords.contains(token.text)
    default: false
    }
  }

  // MARK: Helpers

  private var enclosing: [String] { scopes.last?.components ?? [] }

  /// Drops a leading module qualifier (`KagamiDescriptors.ViewDescriptor` → `ViewDescriptor`).
  private func normalized(_ components: [String]) -> [String] {
    if components.count > 1, let first = components.first, qualifiers.contains(first) {
      return Array(components.dropFirst())
    }
    return components
  }

  /// The source text from the first token to the last, as written.
  private func text(of tokens: ArraySlice<SwiftToken>) -> String {
    String(decoding: bytes[tokens.first!.start..<tokens.last!.end], as: UTF8.self)
  }

  private func spot(_ token: SwiftToken) -> SourceSpot {
    SourceSpot(path: input.path, line: token.line, column: token.column)
  }
}
