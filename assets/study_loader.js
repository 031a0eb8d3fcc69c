// Loads the study module (review, analysis, board editor) 2 s after the page is up, when idle.
// Until then its buttons stand in #study-panel: one pressed says it is loading and loads it
// at once, and the module does what was asked (it reads data-pressed; see `run` in src/study/mod.rs).
// A click on the page's board during a tournament opening, held for it by the page (data-held,
// see src/shell/seam.rs), loads it at once.
// A link with variations (`&tree=…`) loads it at once and leaves them in the root's
// data-tree for the module (the page clears the address when it opens the link); so does
// a puzzle's link (`?puzzle=ID`, in data-puzzle: see src/puzzles/mod.rs). The Puzzles
// button, with Lessons and Progress, stands after #study-panel in #learn-row, each in its slot
// (#puzzles-slot, #lessons-slot, #progress-slot), which the module's features take.
(() => {
  const root = document.documentElement;
  const tree = /[#&]tree=([^&]*)/.exec(location.hash);
  if (tree) root.dataset.tree = decodeURIComponent(tree[1]);
  const puzzle = /[?&]puzzle=([^&]*)/.exec(location.search);
  if (puzzle) root.dataset.puzzle = decodeURIComponent(puzzle[1]);
  const idle = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  let go = () => {
    go = () => {};
    add('link', { rel: 'stylesheet', href: './study.css' });
    add('script', { src: './study.js', onload: () => wasm_bindgen({ module_or_path: './study_bg.wasm' }) });
  };
  const fill = (slot = document.getElementById('study-panel')) => {
    if (!slot || slot.firstElementChild) return !!slot;
    const words = root.lang.startsWith('zh')
      ? ['复盘', '分析', '摆棋', '习题', '课程', '我的进度', '正在载入…']
      : ['Review game', 'Analysis', 'Edit board', 'Puzzles', 'Lessons', 'Progress', 'Loading…'];
    slot.innerHTML = '<div class="study"><div class="buttons"></div><p class="notice" role="status"></p></div>';
    // The learning row: one slot a page, each with its stand-in button (see src/shell/slots.rs).
    const row = Object.assign(document.createElement('div'), { id: 'learn-row', className: 'study puzzles-slot', innerHTML: '<div class="buttons"></div>' });
    slot.after(row);
    // Review and Analysis only with a game to study (the page's data-study), as the module's.
    ['review', 'analysis', 'edit', 'puzzles', 'lessons', 'progress'].forEach((action, i) => {
      let box = slot.querySelector('.buttons');
      const button = Object.assign(document.createElement('button'), { textContent: words[i], className: i < 2 ? 'study-only' : '' });
      if (i > 2) {
        box = Object.assign(document.createElement('span'), { id: action + '-slot', className: 'learn-slot' });
        row.firstChild.append(box);
        button.dataset.testid = 'open-' + action;
      }
      box.append(button);
      button.onclick = () => {
        (i > 2 ? box : slot).dataset.pressed = action;
        button.setAttribute('aria-busy', 'true');
        slot.querySelector('p').textContent = words[6];
        go();
      };
    });
    return true;
  };
  if (!fill()) {
    const watch = new MutationObserver(() => fill() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
  }
  addEventListener('gobang-page-state', () => root.dataset.held && go());
  const load = () => setTimeout(() => idle(() => go()), 2000);
  if (tree || puzzle) go();
  else if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
})();
