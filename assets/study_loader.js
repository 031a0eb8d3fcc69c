// Loads the study module (review, analysis, board editor) 2 s after the page is up, when idle.
// Until then its buttons stand in #study-panel: one pressed says it is loading and loads it
// at once, and the module does what was asked (it reads data-pressed; see `run` in src/study/mod.rs).
// A click on the page's board during a tournament opening, held for it by the page (data-held,
// see src/shell/seam.rs), loads it at once.
// A link with variations (`&tree=…`) loads it at once and leaves them in the root's
// data-tree for the module (the page clears the address when it opens the link); so does
// a puzzle's link (`?puzzle=ID`, in data-puzzle: see src/puzzles/mod.rs), whose place
// (#puzzles) it puts in the address. The bar of places (#places, in index.html) stands in
// for the module's: its words in the page's language, the place in the address marked,
// and an address naming a place of the module's (#lessons…) loads it at once, which then
// opens it (src/shell/places.rs).
(() => {
  const root = document.documentElement;
  const tree = /[#&]tree=([^&]*)/.exec(location.hash);
  if (tree) root.dataset.tree = decodeURIComponent(tree[1]);
  const puzzle = /[?&]puzzle=([^&]*)/.exec(location.search);
  if (puzzle) root.dataset.puzzle = decodeURIComponent(puzzle[1]);
  if (puzzle && !location.hash) history.replaceState(null, '', location.pathname + location.search + '#puzzles');
  const place = () => (/^#(play|puzzles|lessons|progress|analysis|library)$/.exec(location.hash) || [, 'play'])[1];
  const mark = () => document.querySelectorAll('#places a').forEach((a) => a.toggleAttribute('aria-current', a.dataset.place === place()) && a.setAttribute('aria-current', 'page'));
  const idle = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  let go = () => {
    go = () => {};
    add('link', { rel: 'stylesheet', href: './study.css' });
    add('script', { src: './study.js', onload: () => wasm_bindgen({ module_or_path: './study_bg.wasm' }) });
  };
  const fill = (slot = document.getElementById('study-panel')) => {
    if (!slot || slot.firstElementChild) return !!slot;
    const zh = root.lang.startsWith('zh');
    const words = zh ? ['复盘', '分析', '摆棋', '正在载入…'] : ['Review game', 'Analysis', 'Edit board', 'Loading…'];
    slot.innerHTML = '<div class="study"><div class="buttons"></div><p class="notice" role="status"></p></div>';
    // Review and Analysis only with a game to study (the page's data-study), as the module's.
    ['review', 'analysis', 'edit'].forEach((action, i) => {
      const button = Object.assign(document.createElement('button'), { textContent: words[i], className: i < 2 ? 'study-only' : '' });
      slot.querySelector('.buttons').append(button);
      button.onclick = () => {
        slot.dataset.pressed = action;
        button.setAttribute('aria-busy', 'true');
        slot.querySelector('p').textContent = words[3];
        go();
      };
    });
    // The bar's words, as the module's (Place::label).
    if (zh) ['对局', '习题', '课程', '进度', '分析', '棋谱'].forEach((word, i) => (document.querySelectorAll('#places a')[i].textContent = word));
    mark();
    return true;
  };
  if (!fill()) {
    const watch = new MutationObserver(() => fill() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
  }
  addEventListener('gobang-page-state', () => root.dataset.held && go());
  addEventListener('hashchange', () => {
    mark();
    if (place() !== 'play') go();
  });
  const load = () => setTimeout(() => idle(() => go()), 2000);
  if (tree || puzzle || place() !== 'play') go();
  else if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
})();
