import { readdirSync, readFileSync } from "node:fs";

/**
 * Resident memory of a process and all its descendants (wrangler's node process and the workerd it starts), from
 * /proc on Linux; 0 where /proc is not there.
 */
export function treeResidentBytes(rootPid: number): number {
  return treeProcesses(rootPid).reduce((n, p) => n + p.bytes, 0);
}

/** Each process of the tree: its pid, program name and resident bytes. */
export function treeProcesses(rootPid: number): { pid: number; name: string; bytes: number }[] {
  let children: Map<number, number[]>;
  try {
    children = new Map();
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid (after the parenthesised command, which may hold spaces).
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
      } catch {
        /* gone */
      }
    }
  } catch {
    return [];
  }
  const found: { pid: number; name: string; bytes: number }[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const rss = /VmRSS:\s+(\d+) kB/.exec(status);
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      const name = args
        .map((a) => a.split("/").pop())
        .slice(0, 3)
        .join(" ");
      if (rss) found.push({ pid, name, bytes: Number(rss[1]) * 1024 });
    } catch {
      /* gone */
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

export interface MemoryFigures {
  /** Resident MB before the load, at its peak during it, and a few seconds after it ended. */
  startMB: number;
  peakMB: number;
  afterMB: number;
}

/** Samples a process tree's resident memory every `everyMs` until `stop(afterMs)`, which waits and takes the last sample. */
export function watchMemory(rootPid: number, everyMs = 250) {
  const mb = () => Math.round(treeResidentBytes(rootPid) / (1024 * 1024));
  const startMB = mb();
  let peakMB = startMB;
  const timer = setInterval(() => {
    peakMB = Math.max(peakMB, mb());
  }, everyMs);
  return {
    async stop(afterMs = 5000): Promise<MemoryFigures> {
      clearInterval(timer);
      peakMB = Math.max(peakMB, mb());
      await new Promise((r) => setTimeout(r, afterMs));
      return { startMB, peakMB, afterMB: mb() };
    },
  };
}
