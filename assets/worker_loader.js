// Starts the search worker: loads wasm-bindgen's glue (worker.js, which defines
// `wasm_bindgen`), then the module, whose start function installs the message handler.
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
