// Loads the study module (review, analysis, board editor) 2 s after the page is up, when idle.
(() => {
  const idle = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  const load = () =>
    setTimeout(() => idle(() => {
      add('link', { rel: 'stylesheet', href: './study.css' });
      add('script', { src: './study.js', onload: () => wasm_bindgen({ module_or_path: './study_bg.wasm' }) });
    }), 2000);
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
})();
