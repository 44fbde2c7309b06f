import { cpSync, existsSync, rmSync } from "node:fs";
import { sep } from "node:path";

/**
 * Where the bench's server keeps its local state while it is measured (docs/decisions/0031): a copy of the seeded
 * state in memory (tmpfs), not on the machine's disk. The local D1 commits every query, reads included (it counts
 * commits in `_cf_METADATA` to hand out Sessions bookmarks), and fsyncs its WAL on the thread that also runs the
 * Worker: about 0.4 ms per query on this machine's disk, blocking that thread, and nothing a deployment's Worker
 * waits for. The seeded state stays on disk; the copy leaves out wrangler's trace store (decisions/0028).
 * Without /dev/shm (not Linux), or when the copy does not fit there (a container's default /dev/shm is 64 MB), the state
 * on disk is served, and the bench's output and results say so.
 */
export function servedState(state: string, tmpfs = "/dev/shm"): { dir: string; where: "tmpfs" | "disk"; dispose: () => void } {
  if (!existsSync(tmpfs)) return { dir: state, where: "disk", dispose: () => {} };
  const dir = `${tmpfs}/loja-bebe-bench-${process.pid}`;
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  dispose();
  try {
    cpSync(state, dir, { recursive: true, filter: (src) => !src.split(sep).includes("observability") });
  } catch (e) {
    dispose();
    console.log(`== the state does not fit in ${tmpfs} (${(e as Error).message}); serving it from disk`);
    return { dir: state, where: "disk", dispose: () => {} };
  }
  return { dir, where: "tmpfs", dispose };
}
