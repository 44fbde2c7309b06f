// Starts the app on a page the worker drew, and holds what the shopper does until it has taken over: docs/decisions/0022.
(() => {
  const me = document.currentScript;
  const root = document.getElementById("root");
  let started = false;
  // Each preload asked for costs the main thread about a millisecond: a few per task, then the entry.
  const modules = [...new Set((me.dataset.modules || "").split(" ").filter(Boolean))];
  const PRELOADS_PER_TASK = 4;
  const load = () => {
    for (const href of modules.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (modules.length > 0) return void setTimeout(load);
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = me.dataset.entry;
    script.onerror = letGo;
    document.head.append(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    load();
  };

  const held = [];
  const hold = (event, again) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(again);
    start();
  };
  const shopLink = (a, event) =>
    a.origin === location.origin &&
    !a.hasAttribute("download") &&
    (!a.target || a.target === "_self") &&
    !(a.pathname === location.pathname && a.search === location.search && a.hash) &&
    !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  const onClick = (event) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const el = event.target.closest("button, a[href]");
    if (!el || !root.contains(el) || el.disabled) return;
    if (el.localName === "a" && !shopLink(el, event)) return;
    hold(event, () => el.isConnected && !el.disabled && el.click());
  };
  const onSubmit = (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    const by = event.submitter;
    hold(event, () => form.isConnected && form.requestSubmit(by && by.form === form ? by : undefined));
  };
  const onKey = (event) => {
    if (!((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k")) return;
    const target = event.target instanceof Element && event.target.isConnected ? event.target : document.body;
    const init = {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
    };
    hold(event, () => (target.isConnected ? target : document.body).dispatchEvent(new KeyboardEvent("keydown", init)));
  };
  const listeners = { click: onClick, submit: onSubmit, keydown: onKey };
  const listen = (on) => {
    for (const [type, fn] of Object.entries(listeners)) window[on ? "addEventListener" : "removeEventListener"](type, fn, true);
  };

  let gone = false;
  function letGo() {
    if (gone) return;
    gone = true;
    listen(false);
    const next = () => {
      const again = held.shift();
      if (!again) return;
      again();
      setTimeout(next);
    };
    setTimeout(next);
  }

  if (root?.hasAttribute("data-rendered")) {
    listen(true);
    new MutationObserver((_, observer) => {
      if (root.hasAttribute("data-rendered")) return;
      observer.disconnect();
      letGo();
    }).observe(root, { attributes: true, attributeFilter: ["data-rendered"] });
  }

  const afterNextPaint = (delay) => requestAnimationFrame(() => setTimeout(start, delay));
  if (document.readyState === "complete") afterNextPaint(0);
  else {
    window.addEventListener("load", () => afterNextPaint(0), { once: true });
    afterNextPaint(300);
  }
})();
