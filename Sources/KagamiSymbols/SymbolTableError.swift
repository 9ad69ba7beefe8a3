/// A malformed line of the symbol table.
package struct SymbolTableError: Error, Equatable, CustomStringConvertible {
  /// The line, counted from 1.
  package var line: Int
  /// What is wrong with it.
  package var message: String

  /// "symbols.txt:LINE: MESSAGE".
  package var description: String { "symbols.txt:\(line): \(message)" }
}
