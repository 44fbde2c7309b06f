// Starts the shop's app on a page the worker has drawn (docs/decisions/0022): its modules are asked for once the
// page has painted, so that on a slow connection the text and the first picture arrive before the code.
(() => {
  const me = document.currentScript;
  const start = () => {
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
  requestAnimationFrame(() => setTimeout(start, 0));
})();
