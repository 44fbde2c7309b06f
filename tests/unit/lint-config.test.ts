import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** biome.json's feature-boundary rules must cover every feature folder, including one added later. */
const ROOT = join(__dirname, "../..");
const features = readdirSync(join(ROOT, "web/features")).filter((f) => statSync(join(ROOT, "web/features", f)).isDirectory());

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
}
const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8")) as { overrides: Override[] };
const groupFor = (feature: string) =>
  config.overrides.find((o) => o.includes.includes(`web/features/${feature}/**`))?.linter?.rules?.style?.noRestrictedImports?.options.patterns[0]?.group;

describe("feature boundaries in biome.json", () => {
  it.each(features)("'%s' may import no other feature, at any folder depth, and may import itself", (feature) => {
    const group = groupFor(feature);
    expect(group, `biome.json has no boundary override for web/features/${feature}`).toBeDefined();
    for (const other of features.filter((f) => f !== feature)) {
      for (const up of ["../", "../../", "../../../"]) expect(group).toContain(`${up}${other}/**`);
    }
    expect(group!.some((p) => p.includes(`/${feature}/`) || p.endsWith(`/${feature}`))).toBe(false);
  });
});
