// Loads the study module (the review, the analysis and the board editor) once the page is
// up, has been idle and a few seconds have passed, so that a first visit's page waits for
// none of it and a game started at once is not slowed by it: first wasm-bindgen's glue
// (study.js, which defines `wasm_bindgen`), then the module, whose start function draws
// into the slots the page leaves for it.
(() => {
  const idle = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const load = () =>
    setTimeout(
      () =>
        idle(() => {
          const glue = document.createElement('script');
          glue.src = './study.js';
          glue.onload = () => wasm_bindgen({ module_or_path: './study_bg.wasm' });
          document.head.appendChild(glue);
        }),
      2000,
    );
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
})();
