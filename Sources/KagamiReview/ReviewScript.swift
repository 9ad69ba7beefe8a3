/// The style and script that `kagami review` adds to the report page: Accept, Reject and Undo on
/// each failed, changed and new card, **Accept all shown** (the undecided cards the filters show),
/// **Accept all in this target** on each target's heading, and the keys a, r and u on the current
/// card (j and k move, as in the static report), and **Re-run shown targets**, which streams the
/// runner's output into the page and reloads it when the run ends. Each calls the API with the page's token and
/// updates the cards and the counts from the answer (no reload).
enum ReviewScript {
  static let css = """
    .review-actions{margin-top:8px;display:flex;gap:6px;align-items:center;flex-wrap:wrap}
    .review-actions button{border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:3px 12px;cursor:pointer;font:inherit;font-size:13px}
    .review-actions button[data-action=accept]{border-color:#0a7d32;color:#0a7d32}
    .review-actions button[data-action=reject]{border-color:#d70015;color:#d70015}
    .review-actions button:disabled{opacity:.4;cursor:default}
    .review-decision{font-weight:700;font-size:12px;text-transform:uppercase}
    .card[data-decision=accepted]{border-left:6px solid #0a7d32}.card[data-decision=accepted] .review-decision{color:#0a7d32}
    .card[data-decision=rejected]{border-left:6px solid #d70015}.card[data-decision=rejected] .review-decision{color:#d70015}
    .review-message{font-size:12px;color:#6e6e73}.review-message.error{color:#d70015}
    #review-counts{font-weight:600;color:#0a84ff}
    #rerun-log{max-height:240px;overflow:auto;background:#1c1c1e;color:#f2f2f7;padding:8px 12px;border-radius:8px;font-size:12px;margin:8px 0 0}
    """

  static let script = """
    (function(){
      const token=new URLSearchParams(location.search).get('token')||'';
      const reviewable=['failed','changed','new'];
      const summary=document.createElement('span');summary.id='review-counts';
      const counts=document.querySelector('header .counts');if(counts)counts.append(summary);
      const status=document.createElement('div');status.id='review-status';status.setAttribute('role','status');
      let decisions={};
      function undecided(cards){return cards.filter(function(c){return !decisions[c.dataset.id];});}
      function reviewCards(root){return [...root.querySelectorAll('.card[data-review]')];}
      function label(){
        const shown=undecided(reviewCards(document).filter(function(c){return !c.hidden;})).length;
        allShown.textContent='Accept all shown ('+shown+')';allShown.disabled=shown===0;
        const targets=shownTargets().length;
        rerun.textContent='Re-run shown targets ('+targets+')';rerun.disabled=targets===0;
        document.querySelectorAll('button[data-accept-target]').forEach(function(b){
          const n=undecided(reviewCards(b.closest('section'))).length;
          b.textContent=(b.closest('section').dataset.group?'Accept this change (':'Accept all in this target (')+n+')';
          b.disabled=n===0;});
      }
      function mark(state){
        decisions=state.decisions;
        reviewCards(document).forEach(function(card){
          const decision=decisions[card.dataset.id]||'';
          if((card.dataset.decision||'')===decision&&card.reviewMarked)return;
          card.reviewMarked=true;
          if(decision)card.dataset.decision=decision;else delete card.dataset.decision;
          // The bar's children, in order: accept, reject, undo, decision, message.
          const parts=card.reviewBar.children;
          parts[3].textContent=decision;
          parts[0].disabled=decision==='accepted';
          parts[1].disabled=decision!=='';
          parts[2].hidden=decision!=='rejected';
        });
        const c=state.counts;
        summary.textContent=c.undecided+' to review · '+c.accepted+' accepted · '+c.rejected+' rejected';
        label();
      }
      async function call(action, cards, out){
        const ids=cards.map(function(c){return c.dataset.id;});
        if(!ids.length)return;
        out.textContent=action+' '+ids.length+'…';out.classList.remove('error');
        try{
          const response=await fetch('/api/'+action,{method:'POST',
            headers:{'Content-Type':'application/json','X-Kagami-Token':token},body:JSON.stringify({ids:ids})});
          const body=await response.json();
          const results=body.results||[];
          out.textContent=ids.length===1?(results.map(function(a){return a.message;}).join('; ')||body.error||''):
            (results.filter(function(a){return a.outcome!=='refused'&&a.outcome!=='skipped';}).length
              +' of '+ids.length+' done'+(body.error?': '+body.error:''));
          out.classList.toggle('error',!response.ok);
          if(body.state)mark(body.state);
        }catch(error){out.textContent='kagami review is not answering: '+error;out.classList.add('error');}
      }
      // One bar per reviewable card, cloned from a template; one click handler for all of them
      // (thousands of cards open at once).
      const template=document.createElement('div');template.className='review-actions';
      template.innerHTML='<button type="button" data-action="accept">Accept</button>'
        +'<button type="button" data-action="reject">Reject</button>'
        +'<button type="button" data-action="undo">Undo</button>'
        +'<span class="review-decision"></span><span class="review-message"></span>';
      document.querySelectorAll('.card[data-id]').forEach(function(card){
        if(!reviewable.includes(card.dataset.status))return;
        card.dataset.review='1';
        const bar=template.cloneNode(true);card.reviewBar=bar;
        const body=card.querySelector(':scope>pre, :scope>p, :scope>.compare, :scope>details');
        if(body)card.insertBefore(bar,body);else card.append(bar);
      });
      document.addEventListener('click',function(e){
        const button=e.target.closest&&e.target.closest('.review-actions button[data-action]');
        const card=button&&button.closest('.card[data-review]');
        if(card&&card.reviewBar===button.parentNode)call(button.dataset.action,[card],card.reviewBar.children[4]);
      });
      const allShown=document.createElement('button');allShown.type='button';allShown.id='accept-shown';
      allShown.addEventListener('click',function(){
        call('accept',undecided(reviewCards(document).filter(function(c){return !c.hidden;})),status);});
      const rerun=document.createElement('button');rerun.type='button';rerun.id='rerun';
      const log=document.createElement('pre');log.id='rerun-log';log.hidden=true;
      let polling=false,sawRunning=false;
      function shownTargets(){return [...new Set([...document.querySelectorAll('main .card[data-id]')]
        .filter(function(c){return !c.hidden&&c.dataset.target;}).map(function(c){return c.dataset.target;}))];}
      function say(text,error){status.textContent=text;status.classList.toggle('error',!!error);}
      async function poll(since){
        polling=true;
        try{
          const response=await fetch('/api/rerun?since='+since,{headers:{'X-Kagami-Token':token}});
          if(!response.ok){polling=false;return;}
          const p=await response.json();
          if(p.lines.length){log.hidden=false;log.textContent+=p.lines.join('\\n')+'\\n';log.scrollTop=log.scrollHeight;}
          if(p.running){sawRunning=true;say('re-running '+p.targets.join(', ')+'…');
            setTimeout(function(){poll(p.next);},400);return;}
          polling=false;
          if(sawRunning){sawRunning=false;say('re-run finished (exit status '+p.status+'); reloading…');
            setTimeout(function(){location.reload();},800);}
        }catch(error){polling=false;say('kagami review is not answering: '+error,true);}
      }
      rerun.addEventListener('click',async function(){
        const targets=shownTargets();if(!targets.length)return;
        try{
          const response=await fetch('/api/rerun',{method:'POST',
            headers:{'Content-Type':'application/json','X-Kagami-Token':token},body:JSON.stringify({targets:targets})});
          const body=await response.json();
          if(!response.ok){say(body.error||('re-run refused ('+response.status+')'),true);return;}
          sawRunning=true;log.textContent='';say('re-running '+targets.join(', ')+'…');
          if(!polling)poll(0);
        }catch(error){say('kagami review is not answering: '+error,true);}
      });
      const actions=document.createElement('div');actions.className='review-actions';
      actions.append(allShown,rerun,status);
      const filters=document.querySelector('header .filters');if(filters)filters.after(actions,log);
      document.querySelectorAll('main section.group').forEach(function(section){
        if(!section.querySelector('.card[data-review]'))return;
        const button=document.createElement('button');button.type='button';
        button.dataset.acceptTarget=section.querySelector('h2').textContent;
        button.addEventListener('click',function(){call('accept',undecided(reviewCards(section)),status);});
        section.querySelector('h2').append(' ',button);
      });
      document.querySelectorAll('[data-filter]').forEach(function(c){
        c.addEventListener(c.tagName==='INPUT'?'input':'change',function(){setTimeout(label,0);});});
      document.addEventListener('keydown',function(e){
        if(e.target.tagName==='INPUT'||e.target.tagName==='SELECT'||e.ctrlKey||e.metaKey||e.altKey)return;
        const card=document.querySelector('.card.current[data-review]');if(!card)return;
        const message=card.querySelector('.review-message');
        const change=card.closest('section.change');
        if(e.key==='g'&&change)call('accept',undecided(reviewCards(change)),status);
        else if(e.key==='a')call('accept',[card],message);else if(e.key==='r')call('reject',[card],message);
        else if(e.key==='u')call('undo',[card],message);
      });
      label();
      fetch('/api/rerun?since=0',{headers:{'X-Kagami-Token':token}}).then(function(r){return r.ok?r.json():null;})
        .then(function(p){if(p&&p.running){log.textContent='';poll(0);}});
      fetch('/api/state',{headers:{'X-Kagami-Token':token}}).then(function(r){return r.json();})
        .then(function(body){if(body.state)mark(body.state);});
    })();
    """
}
