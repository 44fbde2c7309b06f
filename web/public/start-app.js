// Starts the shop's app on a page the worker has drawn (docs/decisions/0022): its modules are asked for once the
// page's first screen is there (its pictures loaded), or at the latest 300 ms after the first paint, so that on a
// slow connection the text and the pictures arrive before the code.
(() => {
  const me = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (me.dataset.modules || "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = me.dataset.entry;
    document.head.append(script);
  };
  const afterNextPaint = (delay) => requestAnimationFrame(() => setTimeout(start, delay));
  if (document.readyState === "complete") afterNextPaint(0);
  else {
    window.addEventListener("load", () => afterNextPaint(0), { once: true });
    afterNextPaint(300);
  }
})();
