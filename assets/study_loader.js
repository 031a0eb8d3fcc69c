// Loads the study module (the review, the analysis and the board editor) once the page is
// up and the browser idle, so that a first visit's page waits for none of it: first
// wasm-bindgen's glue (study.js, which defines `wasm_bindgen`), then the module, whose
// start function draws into the slots the page leaves for it.
(() => {
  const later = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const load = () =>
    later(() => {
      const glue = document.createElement('script');
      glue.src = './study.js';
      glue.onload = () => wasm_bindgen({ module_or_path: './study_bg.wasm' });
      document.head.appendChild(glue);
    });
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
})();
