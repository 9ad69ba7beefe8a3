/// The style and script that `kagami review` adds to the report page: Accept, Reject and Undo on
/// each failed, changed and new card, calling the API with the page's token and updating the card
/// and the counts from the answer (no reload).
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
    """

  static let script = """
    (function(){
      const token=new URLSearchParams(location.search).get('token')||'';
      const reviewable=['failed','changed','new'];
      const summary=document.createElement('span');summary.id='review-counts';
      const counts=document.querySelector('header .counts');if(counts)counts.append(summary);
      function mark(state){
        document.querySelectorAll('.card[data-review]').forEach(function(card){
          const decision=state.decisions[card.dataset.id]||'';
          if(decision)card.dataset.decision=decision;else delete card.dataset.decision;
          card.querySelector('.review-decision').textContent=decision;
          card.querySelector('[data-action=accept]').disabled=decision==='accepted';
          card.querySelector('[data-action=reject]').disabled=decision!=='';
          card.querySelector('[data-action=undo]').hidden=decision!=='rejected';
        });
        const c=state.counts;
        summary.textContent=c.undecided+' to review · '+c.accepted+' accepted · '+c.rejected+' rejected';
      }
      async function call(action, card){
        const out=card.querySelector('.review-message');
        try{
          const response=await fetch('/api/'+action,{method:'POST',
            headers:{'Content-Type':'application/json','X-Kagami-Token':token},
            body:JSON.stringify({ids:[card.dataset.id]})});
          const body=await response.json();
          out.textContent=(body.results||[]).map(function(a){return a.message;}).join('; ')||body.error||'';
          out.classList.toggle('error',!response.ok);
          if(body.state)mark(body.state);
        }catch(error){out.textContent='kagami review is not answering: '+error;out.classList.add('error');}
      }
      document.querySelectorAll('.card[data-id]').forEach(function(card){
        if(!reviewable.includes(card.dataset.status))return;
        card.dataset.review='1';
        const bar=document.createElement('div');bar.className='review-actions';
        [['accept','Accept'],['reject','Reject'],['undo','Undo']].forEach(function(pair){
          const button=document.createElement('button');button.type='button';
          button.dataset.action=pair[0];button.textContent=pair[1];
          button.addEventListener('click',function(){call(pair[0],card);});bar.append(button);
        });
        const decision=document.createElement('span');decision.className='review-decision';
        const message=document.createElement('span');message.className='review-message';
        bar.append(decision,message);card.append(bar);
      });
      fetch('/api/state',{headers:{'X-Kagami-Token':token}}).then(function(r){return r.json();})
        .then(function(body){if(body.state)mark(body.state);});
    })();
    """
}
