// Measures the browser build's first frame alone, without playing a game as
// build/browser-test.mjs does: loads the page `runs` times in headless Chromium, each time in
// a fresh profile (nothing cached), and prints the time from navigation to the first drawn
// frame (the page's own performance.now() at the app's first Draw) and the median.
//
//	node build/first-frame.mjs http://127.0.0.1:8080/ 5     (see build/first-frame.sh)
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [url, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const times = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "zashiki-ff-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const page = context.pages()[0] ?? await context.newPage();
  await page.goto(url);
  const end = Date.now() + 60000;
  let ms;
  for (;;) {
    const s = await page.evaluate(() => ({ ...(window.zashiki || {}) }));
    if (s.frames > 0) { ms = s.firstFrame; break; }
    if (Date.now() > end) { console.error("first frame: timed out"); process.exit(1); }
    await page.waitForTimeout(50);
  }
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  times.push(ms);
  console.log(`first frame, run ${i + 1}: ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
console.log(`first frame: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms of ${runs} (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);
