/// A malformed line of the symbol table.
package struct SymbolTableError: Error, Equatable, CustomStringConvertible {
  /// The line, counted from 1.
  package var line: Int
  /// What is wrong with it.
  package var message: String

  /// An error on `line` saying `message`.
  package init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// "symbols.txt:LINE: MESSAGE".
  package var description: String { "symbols.txt:\(line): \(message)" }
}
