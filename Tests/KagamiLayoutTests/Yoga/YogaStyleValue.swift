/// A style entry's value: a flag, a number or a keyword.
enum YogaStyleValue: Decodable, Sendable, Equatable {
  case flag(Bool)
  case number(Double)
  case keyword(String)

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .keyword(try container.decode(String.self))
    }
  }
}
