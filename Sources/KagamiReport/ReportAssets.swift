/// The report's style sheet and script, inlined so the report is one file that opens anywhere.
enum ReportAssets {
  static let css = """
    body{font:14px/1.45 -apple-system,system-ui,"Noto Sans",sans-serif;margin:0;color:#1c1c1e;background:#f2f2f7}
    header{background:#fff;padding:16px 24px;border-bottom:1px solid #d1d1d6;position:sticky;top:0;z-index:2}
    h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:24px 24px 8px}
    .counts span{display:inline-block;margin-right:14px;font-weight:600}
    .meta{color:#6e6e73;font-size:12px;margin-top:6px}
    .card{background:#fff;margin:8px 24px;border-radius:10px;padding:12px 16px;border:1px solid #e5e5ea;content-visibility:auto;contain-intrinsic-size:auto 480px}
    .badge{display:inline-block;border-radius:6px;padding:1px 8px;font-size:12px;font-weight:700;color:#fff;margin-right:8px}
    .failed{background:#d70015}.changed{background:#b25000}.new{background:#0a7d32}.passed{background:#8e8e93}.tolerated{background:#8a6d00}
    .deleted{background:#5e5ce6}.note{color:#b25000;font-size:13px}
    pre{background:#f6f6f8;padding:8px;border-radius:6px;overflow:auto;font-size:12px}
    .cause{font-size:15px;margin:6px 0}.same,details.message summary{font-size:13px;color:#636366}
    section.change>h2{margin-bottom:4px}details.members>summary{margin:8px 0;cursor:pointer}
    .modes button{border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:3px 10px;margin:6px 4px 6px 0;cursor:pointer}
    .modes button.on{background:#1c1c1e;color:#fff;border-color:#1c1c1e}
    .view{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
    .view figure{margin:0}.view figcaption{font-size:12px;color:#6e6e73}
    .view figure.noref p{box-sizing:border-box;width:260px;min-height:160px;margin:0;padding:12px;border:2px dashed #c7c7cc;border-radius:6px;color:#636366;font-size:13px;overflow-wrap:anywhere}
    .view img{max-width:420px;max-height:720px;border:1px solid #d1d1d6;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .stack{position:relative;display:inline-block}.stack img+img{position:absolute;left:0;top:0;background:none;border-color:transparent}.stack img.region{outline:1px dashed #ff3b30}
    .accept{font-family:ui-monospace,monospace;font-size:12px;background:#f6f6f8;padding:4px 8px;border-radius:6px;user-select:all}
    .diff .added{background:#e3f9e5}.diff .removed{background:#ffe3e3}.diff .skipped{color:#8e8e93}
    details>summary{cursor:pointer}
    .filters{margin-top:8px;display:flex;gap:6px;flex-wrap:wrap;align-items:center}
    .filters select,.filters input{font:inherit;font-size:12px;padding:2px 6px;border:1px solid #c7c7cc;border-radius:6px}
    #shown{font-size:12px;color:#6e6e73}.keys{font-size:12px;color:#aeaeb2}
    .card.current{outline:2px solid #0a84ff}
    """

  static let script = """
    (function(){
      function img(src, alt){const i=document.createElement('img');i.loading='lazy';i.src=src;i.alt=alt;return i;}
      function fig(src, label){const f=document.createElement('figure');f.append(img(src,label));
        const c=document.createElement('figcaption');c.textContent=label;f.append(c);return f;}
      function missing(text){const f=document.createElement('figure');f.className='noref';const p=document.createElement('p');
        p.textContent=text;const c=document.createElement('figcaption');c.textContent='Reference';f.append(p,c);return f;}
      function range(value, onInput){const r=document.createElement('input');r.type='range';r.min=0;r.max=100;
        r.value=value;r.addEventListener('input',()=>onInput(r.value));return r;}
      function setup(el){
        if(el.dataset.ready)return;el.dataset.ready='1';
        const art=el.dataset.art, view=el.querySelector('.view');
        const ref=el.dataset.ref||(art&&art+'.reference.png'), act=el.dataset.act||(art&&art+'.actual.png'),
          diff=el.dataset.diff||(art&&art+'.diff.png');
        if(art&&!el.querySelector('.modes')){const m=document.createElement('div');m.className='modes';
          [['side','Side by side'],['diff','Diff'],['slider','Slider'],['blend','Blend'],['toggle','Toggle']].forEach(p=>{
            const b=document.createElement('button');b.dataset.mode=p[0];b.textContent=p[1];m.append(b);});
          el.insertBefore(m,view);}
        const buttons=el.querySelectorAll('button[data-mode]');
        function show(mode){
          buttons.forEach(b=>b.classList.toggle('on', b.dataset.mode===mode));
          view.textContent='';view.dataset.mode=mode;
          if(mode==='side'){ if(ref)view.append(fig(ref,'Reference')); else if(el.dataset.noref)view.append(missing(el.dataset.noref));
            if(act)view.append(fig(act,'Actual')); }
          else if(mode==='diff'){
            // A diff of marks only shows over the faded reference (an opaque diff simply covers it).
            const s=document.createElement('div');s.className='stack';const r=img(ref||diff,'Reference');
            r.style.opacity='0.25';const d=img(diff,'Diff');s.append(r,d);
            // A diff of the changed region only sits where data-diff-at (x y w h W H) puts it.
            const at=(el.dataset.diffAt||'').split(' ').map(Number);
            if(at.length===6){const p=(v,t)=>(v/t*100)+'%';d.style.left=p(at[0],at[4]);d.style.top=p(at[1],at[5]);
              d.style.width=p(at[2],at[4]);d.style.height=p(at[3],at[5]);d.className='region';}
            const f=document.createElement('figure');f.append(s);const c=document.createElement('figcaption');
            c.textContent='Diff';f.append(c);view.append(f); }
          else if(mode==='slider'||mode==='blend'){
            const s=document.createElement('div');s.className='stack';const a=img(ref,'Reference'),b=img(act,'Actual');
            s.append(a,b);const apply=v=>{ if(mode==='slider'){b.style.clipPath='inset(0 0 0 '+v+'%)';}
              else{b.style.opacity=(v/100).toString();} };apply(50);view.append(s, range(50, apply));
          } else if(mode==='toggle'){
            const t=img(ref,'Reference');let showingRef=true;const c=document.createElement('figcaption');
            c.textContent='Reference (click to toggle)';
            t.addEventListener('click',()=>{showingRef=!showingRef;t.src=showingRef?ref:act;
              c.textContent=(showingRef?'Reference':'Actual')+' (click to toggle)';});
            const f=document.createElement('figure');f.append(t,c);view.append(f);
          }
        }
        buttons.forEach(b=>b.addEventListener('click',()=>show(b.dataset.mode)));
        const wanted=(location.hash.match(/mode=([a-z]+)/)||[])[1];
        show([...buttons].some(b=>b.dataset.mode===wanted)?wanted:(el.dataset.initial||'side'));
      }
      const observer='IntersectionObserver' in window ? new IntersectionObserver(entries=>{
        entries.forEach(e=>{ if(e.isIntersecting){ setup(e.target); observer.unobserve(e.target);} });
      },{rootMargin:'400px'}) : null;
      const controls=[...document.querySelectorAll('[data-filter]')];
      const cards=[...document.querySelectorAll('main .card[data-id]')];
      // A group member carries no data-text: it is searched by its id, its title and its change.
      cards.forEach(c=>{ if(c.dataset.text===undefined){const g=c.closest('section.change');
        c.dataset.text=(c.dataset.id+' '+(c.querySelector('strong')||c).textContent+' '+
          (g?g.querySelector('h2').textContent:'')).toLowerCase();} });
      function readHash(){const state={};(location.hash.slice(1)).split('&').forEach(p=>{const [k,v]=p.split('=');
        if(k&&v!==undefined&&k!=='mode')state[k]=decodeURIComponent(v);});return state;}
      function applyFilters(){
        const want={};controls.forEach(c=>{if(c.value)want[c.dataset.filter]=c.value.toLowerCase();});
        let shown=0;
        cards.forEach(card=>{
          let ok=true;
          for(const k in want){ if(k==='q'){ if(!(card.dataset.text||'').includes(want.q))ok=false; }
            else if((card.dataset[k]||'').toLowerCase()!==want[k])ok=false; }
          card.hidden=!ok; if(ok)shown++;
        });
        document.querySelectorAll('main section.group').forEach(g=>{g.hidden=!g.querySelector('.card[data-id]:not([hidden])');});
        const out=document.getElementById('shown'); if(out)out.textContent=shown+' of '+cards.length+' shown';
        const parts=Object.keys(want).map(k=>k+'='+encodeURIComponent(want[k]));
        const mode=(location.hash.match(/mode=([a-z]+)/)||[])[0]; if(mode)parts.push(mode);
        history.replaceState(null,'',location.pathname+location.search+(parts.length?'#'+parts.join('&'):''));
      }
      const initial=readHash();
      controls.forEach(c=>{ if(initial[c.dataset.filter]!==undefined)c.value=initial[c.dataset.filter];
        c.addEventListener(c.tagName==='INPUT'?'input':'change',applyFilters); });
      applyFilters();
      let current=-1;
      function move(step){const visible=cards.filter(c=>!c.hidden);if(!visible.length)return;
        let i=visible.indexOf(cards[current]);i=Math.max(0,Math.min(visible.length-1,(i<0?(step>0?-1:visible.length):i)+step));
        if(cards[current])cards[current].classList.remove('current');current=cards.indexOf(visible[i]);
        visible[i].classList.add('current');visible[i].scrollIntoView({block:'center'});}
      document.addEventListener('keydown',e=>{
        if(e.target.tagName==='INPUT'||e.target.tagName==='SELECT'){ if(e.key==='Escape')e.target.blur(); return; }
        if(e.key==='j')move(1); else if(e.key==='k')move(-1);
        else if(e.key==='/'){const q=document.querySelector('[data-filter="q"]');if(q){e.preventDefault();q.focus();}}
      });
      // The first four shown views are set up at once (they are on screen); the others when they come
      // near the viewport. No position is read here: cards off screen skip layout
      // (content-visibility), and reading a position would force it for every card.
      let eager=4;
      document.querySelectorAll('.compare').forEach(el=>{
        const details=el.closest('details');
        if(details&&!details.open){ details.addEventListener('toggle',()=>{ if(details.open)setup(el); }); }
        else if(!observer||(eager>0&&!el.closest('[hidden]'))){ eager--; setup(el); }
        else { observer.observe(el); }
      });
    })();
    """
}
