import KagamiImage
import KagamiLayout
import KagamiRenderer

/// Non-text contrast (WCAG 2.2 success criterion 1.4.11, 3:1) against the pixels painted under
/// each graphic (`GraphicBackdrop`s), exactly as text contrast is judged:
///
/// - an icon (a named vector drawing) is one finding when its worst fully painted pixel is under
///   3:1 against what was there before it: all of an icon's ink carries its meaning;
/// - a control (a node marked `accessibilityDrawsControl()`: a switch, a bordered text field, a
///   slider, a stepper) is one finding when none of its shapes reaches 3:1: one shape that stands out
///   (the track, the border, the knob) is enough to see the control and its state. A shape's ratio is
///   its worst fully painted pixel; the finding names the best shape's.
struct NonTextContrastRule {
  /// 3:1, in tenths.
  static let minimumTenths = 30

  /// A judged graphic: the backdrop and its worst pixel.
  private struct Judged {
    let backdrop: GraphicBackdrop
    let worst: ContrastRule.Worst
  }

  func findings(in backdrops: [GraphicBackdrop], elements: [AccessibilityElement]) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    var bestByControl: [Int: Judged] = [:]
    var controls: [Int] = []
    for backdrop in backdrops {
      guard
        let worst = ContrastRule.worst(
          background: backdrop.background, foreground: backdrop.foreground, coverage: backdrop.coverage,
          at: backdrop.rect)
      else { continue }
      let judged = Judged(backdrop: backdrop, worst: worst)
      if let icon = backdrop.icon, !worst.ratio.meets(tenths: Self.minimumTenths) {
        findings.append(
          finding(
            judged, what: "icon \(AuditFinding.quoted(icon))", frame: backdrop.frame,
            id: backdrop.id, elements: elements))
      }
      guard let control = backdrop.control else { continue }
      if let best = bestByControl[control] {
        if best.worst.ratio < worst.ratio { bestByControl[control] = judged }
      } else {
        bestByControl[control] = judged
        controls.append(control)
      }
    }
    for control in controls {
      guard let best = bestByControl[control], !best.worst.ratio.meets(tenths: Self.minimumTenths) else { continue }
      let frame = best.backdrop.controlFrame ?? best.backdrop.frame
      findings.append(
        finding(
          best, what: "control (best shape: \(best.backdrop.part.rawValue))", frame: frame,
          id: best.backdrop.controlID, elements: elements))
    }
    return findings
  }

  /// The finding for `judged`, read as part of the element that holds `frame`.
  private func finding(
    _ judged: Judged, what: String, frame: Rect, id: String?, elements: [AccessibilityElement]
  ) -> AuditFinding {
    let element = elements.first { ContrastRule.contains($0.frame, frame) }
    let worst = judged.worst
    let scale = Double(max(judged.backdrop.background.scale, 1))
    let place = "\(AuditFinding.number(Double(worst.x) / scale)),\(AuditFinding.number(Double(worst.y) / scale))"
    return AuditFinding(
      rule: .nonTextContrast, order: element?.order ?? 0, id: id, label: element?.label ?? "", frame: frame,
      measured: "\(what) contrast \(worst.ratio), needs 3:1: "
        + "\(ContrastRule.hex(worst.foreground)) on \(ContrastRule.hex(worst.background)) at \(place) pt")
  }
}
