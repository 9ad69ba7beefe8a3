import KagamiResults

/// The report's filters: a bar of selects (target, status, device, scheme, locale) and a search field,
/// and the data attributes on each card that the script matches them against. The variant name is
/// read with Kagami's one scheme, `<device>.<scheme>.<language>[…]`. State lives in the URL's hash
/// (`#status=failed&device=iphone15&q=title`), so a filtered view can be linked.
enum ReportFilters {
  /// The fields a card can be filtered by: target, status, device, scheme, locale.
  static func fields(_ record: SnapshotResultRecord) -> [(name: String, value: String)] {
    let parts = record.variant.split(separator: ".").map(String.init)
    let status = record.passedWithinTolerance ? "tolerated" : record.status.rawValue
    let scheme = parts.count > 1 && ["light", "dark"].contains(parts[1]) ? parts[1] : ""
    let locale = scheme.isEmpty || parts.count < 3 ? "" : parts[2]
    return [
      ("target", record.testTarget), ("status", status), ("device", scheme.isEmpty ? "" : parts[0]),
      ("scheme", scheme), ("locale", locale),
    ]
  }

  /// ` data-target="…" data-status="…" …` plus `data-text` (what the search looks in, lowercased).
  /// Without `searchText`, the script searches the card's id, title and change group instead.
  static func attributes(_ record: SnapshotResultRecord, searchText: Bool = true) -> String {
    var html = ""
    for field in fields(record) where field.name != "status" {
      html += " data-\(field.name)=\"\(HTML.escape(field.value))\""
    }
    // The search reads names and the change in words, not the full message (a run's worth of
    // messages would double the page).
    let text = [record.id, record.suite, record.test, record.variant, record.format, record.cause?.summary ?? ""]
      .joined(separator: " ").lowercased()
    return searchText ? html + " data-text=\"\(HTML.escape(text))\"" : html
  }

  /// The filter bar: one select per field with the values present (sorted), a search box and a count.
  static func bar(_ records: [SnapshotResultRecord]) -> String {
    var html = "<div class=\"filters\">"
    var valuesByName: [String: Set<String>] = [:]
    for record in records {
      for field in fields(record) where !field.value.isEmpty {
        valuesByName[field.name, default: []].insert(field.value)
      }
    }
    for name in ["target", "status", "device", "scheme", "locale"] {
      let values = valuesByName[name] ?? []
      html += "<select data-filter=\"\(name)\" aria-label=\"\(name)\"><option value=\"\">every \(name)</option>"
      for value in values.sorted() {
        html += "<option value=\"\(HTML.escape(value))\">\(HTML.escape(value))</option>"
      }
      html += "</select>"
    }
    html += "<input type=\"search\" data-filter=\"q\" placeholder=\"search (/)\" aria-label=\"search\">"
    html += "<span id=\"shown\"></span><span class=\"keys\">j/k: next/previous</span></div>"
    return html
  }
}
