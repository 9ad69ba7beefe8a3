extension LineBreaker {
  /// The decision for the boundary before `units[position]`, rules LB4–LB31 in order.
  static func decide(_ units: [Unit], _ position: Int, regionalRun: Int) -> Decision {
    let a = units[position - 1].cls
    let b = units[position].cls
    // LB4–LB6: hard breaks.
    if a == .BK { return .mandatory }
    if a == .CR && b == .LF { return .prohibited }
    if a == .CR || a == .LF || a == .NL { return .mandatory }
    if b == .BK || b == .CR || b == .LF || b == .NL { return .prohibited }
    // LB7–LB8a.
    if b == .SP || b == .ZW { return .prohibited }
    if beforeSpacesClass(units, position) == .ZW { return .allowed }
    if units[position].followsZWJ { return .prohibited }
    // LB11–LB13.
    if a == .WJ || b == .WJ { return .prohibited }
    if a == .GL { return .prohibited }
    if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }
    switch b {
    case .CL, .CP, .EX, .IS, .SY: return .prohibited
    default: break
    }
    // LB14–LB17: across spaces.
    let beforeSpace = beforeSpacesClass(units, position)
    if beforeSpace == .OP { return .prohibited }
    if beforeSpace == .QU && b == .OP { return .prohibited }
    if (beforeSpace == .CL || beforeSpace == .CP) && b == .NS { return .prohibited }
    if beforeSpace == .B2 && b == .B2 { return .prohibited }
    // LB18–LB22.
    if a == .SP { return .allowed }
    if a == .QU || b == .QU { return .prohibited }
    if a == .CB || b == .CB { return .allowed }
    if b == .BA || b == .HY || b == .NS || a == .BB { return .prohibited }
    if (a == .HY || a == .BA) && position >= 2 && units[position - 2].cls == .HL { return .prohibited }
    if a == .SY && b == .HL { return .prohibited }
    if b == .IN { return .prohibited }
    // LB23–LB24.
    let isAlphabetic = { (cls: LineBreakClass) in cls == .AL || cls == .HL }
    if isAlphabetic(a) && b == .NU || a == .NU && isAlphabetic(b) { return .prohibited }
    if a == .PR && (b == .ID || b == .EB || b == .EM) { return .prohibited }
    if (a == .ID || a == .EB || a == .EM) && b == .PO { return .prohibited }
    if (a == .PR || a == .PO) && isAlphabetic(b) || isAlphabetic(a) && (b == .PR || b == .PO) { return .prohibited }
    if numberRule(units, position, a, b) { return .prohibited }
    // LB26–LB27: Korean syllable blocks.
    if a == .JL && (b == .JL || b == .JV || b == .H2 || b == .H3) { return .prohibited }
    if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return .prohibited }
    if (a == .JT || a == .H3) && b == .JT { return .prohibited }
    let isKorean = { (cls: LineBreakClass) in cls == .JL || cls == .JV || cls == .JT || cls == .H2 || cls == .H3 }
    if isKorean(a) && b == .PO || a == .PR && isKorean(b) { return .prohibited }
    // LB28–LB30b.
    if isAlphabetic(a) && isAlphabetic(b) { return .prohibited }
    if a == .IS && isAlphabetic(b) { return .prohibited }
    if (isAlphabetic(a) || a == .NU) && b == .OP && !units[position].isWide { return .prohibited }
    if a == .CP && !units[position - 1].isWide && (isAlphabetic(b) || b == .NU) { return .prohibited }
    if a == .RI && b == .RI && regionalRun % 2 == 1 { return .prohibited }
    if b == .EM && (a == .EB || units[position - 1].isPictographic) { return .prohibited }
    return .allowed  // LB31.
  }

  /// `units[position - 1]`'s class, or the class before the spaces it ends.
  private static func beforeSpacesClass(_ units: [Unit], _ position: Int) -> LineBreakClass {
    var index = position - 1
    while index > 0, units[index].cls == .SP { index -= 1 }
    return units[index].cls
  }

  /// LB25 as tailored in UAX #14 Example 7:
  /// `(PR|PO) × (OP|HY)? NU`, `(OP|HY) × NU`, `NU (NU|SY|IS)* × (NU|SY|IS|CL|CP)`,
  /// `NU (NU|SY|IS)* (CL|CP)? × (PO|PR)`.
  private static func numberRule(_ units: [Unit], _ position: Int, _ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
    if a == .PR || a == .PO {
      if b == .NU { return true }
      if (b == .OP || b == .HY) && position + 1 < units.count && units[position + 1].cls == .NU { return true }
    }
    if (a == .OP || a == .HY) && b == .NU { return true }
    switch b {
    case .NU, .SY, .IS, .CL, .CP:
      return numberEnds(units, position - 1)
    case .PO, .PR:
      if a == .CL || a == .CP { return position >= 2 && numberEnds(units, position - 2) }
      return numberEnds(units, position - 1)
    default:
      return false
    }
  }

  /// True when the units ending at `end` match `NU (NU | SY | IS)*`.
  private static func numberEnds(_ units: [Unit], _ end: Int) -> Bool {
    var index = end
    while index >= 0 {
      switch units[index].cls {
      case .NU: return true
      case .SY, .IS: index -= 1
      default: return false
      }
    }
    return false
  }
}
