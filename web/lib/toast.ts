/**
 * Toasts (sonner) without sonner in the first page load: the Toaster mounts on the first toast.
 * Everything in the app calls these helpers, never sonner directly.
 */
type Kind = "success" | "error" | "message";
type Listener = () => void;

let requested = false;
let readyResolve: (() => void) | undefined;
const ready = new Promise<void>((r) => (readyResolve = r));
const listeners = new Set<Listener>();

export const toasterStore = {
  requested: () => requested,
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  markReady: () => readyResolve?.(),
};

async function show(kind: Kind, title: string, description?: string) {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  const [{ toast: sonner }] = await Promise.all([import("sonner"), ready]);
  const opts = description ? { description } : undefined;
  if (kind === "message") sonner(title, opts);
  else sonner[kind](title, opts);
}

export const toast = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  message: (title: string, description?: string) => show("message", title, description),
};
