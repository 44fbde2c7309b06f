/** Waits until the local server answers /api/health, polling every 500 ms; throws after `attempts` tries. */
export async function waitForServer(base: string, attempts = 120): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not start`);
}
