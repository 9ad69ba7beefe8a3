/// UAX #14 line breaking (Unicode 15.0 default rules, numbers tailored as in UAX #14 Example 7, the
/// form LineBreakTest.txt checks) with strict Japanese kinsoku: CJ (small kana, ー) resolves to NS,
/// so no line starts with 、。」）ー or small kana and none ends with 「（.
///
/// Rules LB9/LB10 (combining marks) are applied by collapsing each base and its marks into one
/// unit; the pair rules then look only at units.
public enum LineBreaker {
  /// The break opportunities in `scalars`, in order; the last is always the text's end.
  public static func breaks(in scalars: [UInt32]) -> [LineBreak] {
    let count = scalars.count
    guard count > 0 else { return [] }
    var units: [Unit] = []
    units.reserveCapacity(count)
    for (index, scalar) in scalars.enumerated() {
      let value = LineBreakClass.tableValue(scalar)
      var cls = LineBreakClass(rawValue: value & 0x3F) ?? .AL
      if cls == .CJ { cls = .NS }
      if cls == .CM || cls == .ZWJ, let last = units.last, !Self.isBreakOrSpace(last.cls) {
        continue  // LB9: X (CM | ZWJ)* → X.
      }
      let resolved: LineBreakClass = (cls == .CM || cls == .ZWJ) ? .AL : cls  // LB10.
      units.append(
        Unit(
          index: index, cls: resolved, isWide: value & 0x40 != 0, isPictographic: value & 0x80 != 0,
          followsZWJ: index > 0 && LineBreakClass.of(scalars[index - 1]) == .ZWJ))
    }
    var result: [LineBreak] = []
    var regionalRun = 0
    for position in 1..<units.count {
      regionalRun = units[position - 1].cls == .RI ? regionalRun + 1 : 0
      switch decide(units, position, regionalRun: regionalRun) {
      case .prohibited: break
      case .allowed: result.append(LineBreak(index: units[position].index, isMandatory: false))
      case .mandatory: result.append(LineBreak(index: units[position].index, isMandatory: true))
      }
    }
    result.append(LineBreak(index: count, isMandatory: true))
    return result
  }

  /// One base character with its absorbed combining marks.
  struct Unit {
    var index: Int
    var cls: LineBreakClass
    var isWide: Bool
    var isPictographic: Bool
    var followsZWJ: Bool
  }

  enum Decision { case prohibited, allowed, mandatory }

  static func isBreakOrSpace(_ cls: LineBreakClass) -> Bool {
    switch cls {
    case .BK, .CR, .LF, .NL, .SP, .ZW: return true
    default: return false
    }
  }
}
