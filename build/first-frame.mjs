// Measures the browser build's first frame alone, without playing a game as
// build/browser-test.mjs does: loads the page `runs` times in headless Chromium, each time in
// a fresh profile (nothing cached), and prints the time from navigation to the first drawn
// frame (the page's own performance.now() at the end of the app's first Draw) and the median.
//
//	node build/first-frame.mjs http://127.0.0.1:8080/ 5     (see build/first-frame.sh)
//	node build/first-frame.mjs URL_A URL_B 3                 two builds, loads alternating A, B
//	FIRST_FRAME_SHOT=out/screens/x.png node build/first-frame.mjs URL 1
//
// Each load also prints where its time went, from the page's performance timeline: "loader",
// the page's first paint (its loading bar); "page", DOMContentLoaded; the download of
// zashiki.wasm (request, firstByte, lastByte); the marks the page sets (fetched: the last byte
// went through the page's counter; compiled: the module instantiated) and those the game sets
// (newapp: main builds the app, all packages initialised; app: built; update and draw: the
// first Update and Draw); frame, the end of the first Draw; and "shown", the first animation
// frame after it, by which the browser has put that frame on screen (Draw only queues the
// drawing: the shaders are compiled and the textures uploaded after it); and "second", the
// end of the second frame's Draw (the menu's card fans are drawn from that frame on).
// With FIRST_FRAME_SHOT one more load, not counted, saves the screen as soon as the first frame
// is seen: polling and the screenshot take a frame or two, so the shot may show the menu's card
// fans, which join it on the second frame.
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const urls = args.filter((a) => !/^\d+$/.test(a));
const runs = Number(args.find((a) => /^\d+$/.test(a)) || 5);
const shotPath = process.env.FIRST_FRAME_SHOT;
if (urls.length === 0) {
  console.error("usage: node build/first-frame.mjs URL [URL...] [runs]");
  process.exit(2);
}

// timeline reads the page's own record of the load, in ms from navigation start.
const timeline = () => {
  const t = {};
  const nav = performance.getEntriesByType("navigation")[0];
  if (nav) t.page = nav.domContentLoadedEventEnd;
  for (const p of performance.getEntriesByType("paint")) {
    if (p.name === "first-contentful-paint") t.loader = p.startTime;
  }
  for (const r of performance.getEntriesByType("resource")) {
    if (r.name.endsWith("/wasm_exec.js")) t.execjs = r.responseEnd;
    if (r.name.endsWith("/zashiki.wasm")) {
      t.request = r.startTime;
      t.firstByte = r.responseStart;
      t.lastByte = r.responseEnd;
    }
  }
  for (const m of performance.getEntriesByType("mark")) {
    if (m.name.startsWith("zashiki:")) t[m.name.slice(8)] = m.startTime;
  }
  return t;
};

async function load(url, shot) {
  const dir = mkdtempSync(join(tmpdir(), "zashiki-ff-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    page.on("pageerror", (e) => console.error("page error:", e.message));
    await page.goto(url);
    const end = Date.now() + 60000;
    let s;
    for (;;) {
      s = await page.evaluate(() => ({ ...(window.zashiki || {}) }));
      if (s.frames > 0) break;
      if (Date.now() > end) { console.error("first frame: timed out"); process.exit(1); }
      await page.waitForTimeout(50);
    }
    if (shot) await page.screenshot({ path: shot });
    // firstShown and the second frame come a frame or two later: wait for them (a build from
    // before they were noted sets no marks either, and is not waited for).
    const noted = await page.evaluate(() => performance.getEntriesByName("zashiki:newapp").length > 0);
    for (let i = 0; noted && i < 250 && (s.firstShown === undefined || s.secondFrame === undefined); i++) {
      await page.waitForTimeout(20);
      s = await page.evaluate(() => ({ ...(window.zashiki || {}) }));
    }
    const t = await page.evaluate(timeline);
    t.frame = s.firstFrame;
    t.shown = s.firstShown;
    t.second = s.secondFrame;
    return t;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// The moments in the order a load passes them; a build that sets fewer shows fewer.
const order = ["loader", "page", "request", "firstByte", "lastByte", "fetched", "compiled", "newapp", "app",
               "update", "draw", "frame", "shown", "second"];
const fmt = (t) => order.filter((k) => t[k] !== undefined).map((k) => `${k} ${t[k].toFixed(0)}`).join(", ");

if (shotPath) {
  const t = await load(urls[0], shotPath);
  console.log(`first frame saved to ${shotPath} (this load not counted: ${fmt(t)})`);
}
const times = urls.map(() => []);
const shown = urls.map(() => []);
for (let i = 0; i < runs; i++) {
  for (const [j, url] of urls.entries()) {
    const t = await load(url);
    times[j].push(t.frame);
    if (t.shown !== undefined) shown[j].push(t.shown);
    const name = urls.length > 1 ? ` ${url}` : "";
    console.log(`first frame, run ${i + 1}${name}: ${t.frame.toFixed(0)} ms (${fmt(t)})`);
  }
}
const summary = (xs) => {
  xs.sort((a, b) => a - b);
  return `median ${xs[Math.floor(xs.length / 2)].toFixed(0)} ms of ${xs.length} (min ${xs[0].toFixed(0)}, max ${xs[xs.length - 1].toFixed(0)})`;
};
for (const [j, url] of urls.entries()) {
  const name = urls.length > 1 ? ` ${url}` : "";
  console.log(`first frame${name}: ${summary(times[j])}` + (shown[j].length ? `; shown: ${summary(shown[j])}` : ""));
}
