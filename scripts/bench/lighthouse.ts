import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** DESIGN §7 Lighthouse (mobile) targets. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 95 } as const;
type Category = keyof typeof LIGHTHOUSE_TARGETS;

export interface LighthouseResult {
  url: string;
  scores: Record<Category, number>;
  failing: { category: Category; audit: string; title: string }[];
}

export async function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(LIGHTHOUSE_TARGETS) });
      const lhr = run!.lhr;
      const scores = Object.fromEntries(Object.keys(LIGHTHOUSE_TARGETS).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])) as Record<
        Category,
        number
      >;
      const failing: LighthouseResult["failing"] = [];
      for (const k of Object.keys(LIGHTHOUSE_TARGETS) as Category[]) {
        for (const ref of lhr.categories[k]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push({ category: k, audit: a.id, title: a.title });
        }
      }
      results.push({ url, scores, failing });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
