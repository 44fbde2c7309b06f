import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { servedState } from "../../scripts/bench/served-state";

/** decisions/0031: the bench serves a copy of its seeded state from tmpfs, or the state itself when it cannot. */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function seededState() {
  const state = mkdtempSync(join(tmpdir(), "bench-state-"));
  made.push(state);
  mkdirSync(join(state, "v3", "d1"), { recursive: true });
  mkdirSync(join(state, "v3", "observability"), { recursive: true });
  writeFileSync(join(state, "v3", "d1", "db.sqlite"), "rows");
  writeFileSync(join(state, "v3", "observability", "traces.sqlite"), "spans");
  return state;
}

describe("the bench's served state", () => {
  it("is a copy in the memory file system without the old trace store, removed by dispose; the seeded state stays", () => {
    const state = seededState();
    const memory = mkdtempSync(join(tmpdir(), "tmpfs-"));
    made.push(memory);
    const served = servedState(state, memory);
    expect(served.where).toBe("tmpfs");
    expect(served.dir.startsWith(memory)).toBe(true);
    expect(readFileSync(join(served.dir, "v3", "d1", "db.sqlite"), "utf8")).toBe("rows");
    expect(existsSync(join(served.dir, "v3", "observability"))).toBe(false);
    served.dispose();
    expect(existsSync(served.dir)).toBe(false);
    expect(existsSync(join(state, "v3", "d1", "db.sqlite"))).toBe(true);
  });

  it("is the seeded state itself when there is no memory file system or the copy fails there", () => {
    const state = seededState();
    expect(servedState(state, join(tmpdir(), "no-such-tmpfs-here"))).toMatchObject({ dir: state, where: "disk" });
    // A file where the directory should be: the copy fails, and nothing half-copied is served.
    const blocked = join(mkdtempSync(join(tmpdir(), "blocked-")), "file");
    made.push(blocked.slice(0, blocked.lastIndexOf("/")));
    writeFileSync(blocked, "");
    expect(servedState(state, blocked)).toMatchObject({ dir: state, where: "disk" });
  });
});
