import Foundation

/// The preview gallery: one static page (opens from disk, no server) of every preview in every
/// variant, grouped by module and preview. Images load lazily; a filter bar (device, scheme, size,
/// locale, direction, and a search on names) hides what does not match, and keeps its state in the
/// URL's hash (`#scheme=dark&device=iphone15-1x`), so a filtered view can be linked.
package enum PreviewGallery {
  /// The page for `entries` (in display order), to be written as `<folder>/index.html`; `source`
  /// says where the images come from ("rendered" or "baselines in Snapshots").
  package static func html(_ entries: [GalleryEntry], folder: URL, source: String) -> String {
    let modules = ordered(entries.map(\.module))
    let previews = Set(entries.map { "\($0.module)/\($0.preview)" }).count
    var html = """
      <!doctype html><html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Kagami previews — \(entries.count) images</title><style>\(style)</style></head><body>
      <header><h1>Previews</h1><p class="summary">\(count(previews, "preview")) in \(count(modules.count, "module")), \
      \(count(entries.count, "image")) (\(HTML.escape(source)))</p>\(filterBar(entries))</header><nav>
      """
    for module in modules { html += "<a href=\"#\" data-jump=\"\(HTML.escape(module))\">\(HTML.escape(module))</a>" }
    html += "</nav><main>"
    for module in modules {
      html += "<section class=\"module\" data-module=\"\(HTML.escape(module))\"><h2>\(HTML.escape(module))</h2>"
      let inModule = entries.filter { $0.module == module }
      for preview in ordered(inModule.map(\.preview)) {
        html += "<div class=\"preview\" data-preview=\"\(HTML.escape(preview))\"><h3>\(HTML.escape(preview))</h3>"
        html += "<div class=\"cards\">"
        for entry in inModule where entry.preview == preview { html += card(entry, folder: folder) }
        html += "</div></div>"
      }
      html += "</section>"
    }
    return html
      + "</main><p id=\"none\" hidden>No image matches the filters.</p><script>\(script)</script></body></html>\n"
  }

  /// One image: lazy, sized from its PNG header (shown at half its pixel width, between 120 and
  /// 420 CSS pixels, so devices keep their proportions), captioned with its variant.
  static func card(_ entry: GalleryEntry, folder: URL) -> String {
    let width = min(max(entry.width / 2, 120), 420)
    var attributes = ""
    for axis in GalleryEntry.axes { attributes += " data-\(axis)=\"\(HTML.escape(entry.value(axis)))\"" }
    let text = "\(entry.module)/\(entry.preview) \(entry.variant)".lowercased()
    let alt = "\(entry.module)/\(entry.preview) \(entry.variant)"
    return """
      <figure\(attributes) data-text="\(HTML.escape(text))" style="width:\(width)px"><a href="\(RelativePath.from(folder, to: entry.image))">\
      <img loading="lazy" src="\(RelativePath.from(folder, to: entry.image))" width="\(entry.width)" \
      height="\(entry.height)" alt="\(HTML.escape(alt))"></a><figcaption>\(HTML.escape(entry.variant))</figcaption></figure>
      """
  }

  /// A select per axis with the values present (in first-seen order), a search box and the count shown.
  static func filterBar(_ entries: [GalleryEntry]) -> String {
    var html = "<div class=\"filters\">"
    for axis in GalleryEntry.axes {
      html += "<select data-filter=\"\(axis)\" aria-label=\"\(axis)\"><option value=\"\">every \(axis)</option>"
      for value in ordered(entries.map { $0.value(axis) }) where !value.isEmpty {
        html += "<option value=\"\(HTML.escape(value))\">\(HTML.escape(value))</option>"
      }
      html += "</select>"
    }
    return html + "<input type=\"search\" data-filter=\"q\" placeholder=\"search\" aria-label=\"search\">"
      + "<span id=\"shown\"></span></div>"
  }

  /// "1 module", "5 modules".
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// `values` without repeats, in first-seen order.
  static func ordered(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:0;color:#1c1c1e;background:#f2f2f7}
    header{position:sticky;top:0;background:#fff;padding:12px 20px;border-bottom:1px solid #d1d1d6;z-index:1}
    h1{font-size:20px;margin:0 0 4px}.summary{margin:0 0 8px;color:#636366}
    .filters{display:flex;gap:8px;flex-wrap:wrap;align-items:center}.filters select,.filters input{font:inherit;padding:4px}
    #shown{color:#636366}nav{padding:8px 20px;display:flex;gap:12px;flex-wrap:wrap}nav a{color:#0a60ff}
    main{padding:0 20px 40px}h2{font-size:18px;margin:24px 0 8px}h3{font-size:15px;margin:12px 0 6px;color:#3a3a3c}
    .cards{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    figure{margin:0;background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:6px}
    figure img{display:block;width:100%;height:auto;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    figcaption{font-size:11px;color:#636366;margin-top:4px;word-break:break-all}[hidden]{display:none!important}
    """

  static let script = """
    (function(){
      const selects=[...document.querySelectorAll('[data-filter]')];
      function readHash(){const state={};location.hash.slice(1).split('&').forEach(p=>{const i=p.indexOf('=');
        if(i>0)state[decodeURIComponent(p.slice(0,i))]=decodeURIComponent(p.slice(i+1));});return state;}
      function apply(){
        const wanted={};selects.forEach(s=>{if(s.value)wanted[s.dataset.filter]=s.value;});
        let shown=0;
        document.querySelectorAll('figure').forEach(f=>{
          const ok=Object.entries(wanted).every(([k,v])=>k==='q'?f.dataset.text.includes(v.toLowerCase()):f.dataset[k]===v);
          f.hidden=!ok;if(ok)shown++;});
        document.querySelectorAll('.preview,.module').forEach(g=>{g.hidden=!g.querySelector('figure:not([hidden])');});
        document.getElementById('shown').textContent=shown+' of '+document.querySelectorAll('figure').length+' shown';
        document.getElementById('none').hidden=shown>0;
        const hash=Object.entries(wanted).map(([k,v])=>encodeURIComponent(k)+'='+encodeURIComponent(v)).join('&');
        if(location.hash.slice(1)!==hash)history.replaceState(null,'',location.pathname+location.search+(hash?'#'+hash:''));
      }
      const state=readHash();selects.forEach(s=>{if(state[s.dataset.filter]!==undefined)s.value=state[s.dataset.filter];
        s.addEventListener(s.tagName==='INPUT'?'input':'change',apply);});
      document.querySelectorAll('[data-jump]').forEach(a=>a.addEventListener('click',e=>{e.preventDefault();
        const m=document.querySelector('.module[data-module="'+CSS.escape(a.dataset.jump)+'"]');if(m)m.scrollIntoView();}));
      apply();
    })();
    """
}
