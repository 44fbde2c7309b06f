// Starts the shop's app on a page the worker has drawn (docs/decisions/0022): its modules are asked for once the
// page's first screen is there (its pictures loaded), or at the latest 300 ms after the first paint, so that on a
// slow connection the text and the pictures arrive before the code. A tap on a button (or a form sent with Enter)
// before the app has taken the page over asks for the code at once, and is given to the app when it has.
(() => {
  const me = document.currentScript;
  const root = document.getElementById("root");
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

  // The last button tapped, or form sent with Enter, before the app took over: the page would otherwise drop it
  // (or, for a form, send it the browser's way, reloading the page).
  let pending = null;
  const taken = () => !root || root.hasAttribute("data-taking-over");
  const early = (event) => {
    // From the moment the app starts taking over (web/main.tsx), React sees taps itself.
    if (taken()) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    pending = () => button.isConnected && button.click();
    start();
  };
  const earlySubmit = (event) => {
    const form = event.target;
    if (taken() || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    pending = () => form.isConnected && form.requestSubmit();
    start();
  };
  document.addEventListener("click", early, true);
  document.addEventListener("submit", earlySubmit, true);
  if (root) {
    new MutationObserver((_, observer) => {
      if (root.hasAttribute("data-rendered")) return;
      observer.disconnect();
      document.removeEventListener("click", early, true);
      document.removeEventListener("submit", earlySubmit, true);
      pending?.();
      pending = null;
    }).observe(root, { attributes: true, attributeFilter: ["data-rendered"] });
  }

  const afterNextPaint = (delay) => requestAnimationFrame(() => setTimeout(start, delay));
  if (document.readyState === "complete") afterNextPaint(0);
  else {
    window.addEventListener("load", () => afterNextPaint(0), { once: true });
    afterNextPaint(300);
  }
})();
