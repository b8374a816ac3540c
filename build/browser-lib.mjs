// What the browser tests share: headless Chromium on a page of the browser build, the game's
// status on window.zashiki, and a hand that clicks as a person does.
import { chromium } from "playwright-core";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const fail = (msg) => { console.error("browser test: " + msg); process.exit(1); };

// open starts Chromium with a profile of its own (localStorage survives a reload) on url.
// With probe, the page asks the game for its probe before it starts: window.zashiki.targets
// (where a click takes each choice), board (where the game is) and probe (the whole of it).
// locale is the browser's language, which the game speaks.
export async function open(url, outDir, { probe = false, locale = "ja-JP" } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), "zashiki-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 720 },
    locale,
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  if (probe) await context.addInitScript(() => { window.zashikiProbe = true; });
  const page = context.pages()[0] ?? await context.newPage();
  const foreign = [];
  page.on("request", (r) => { if (!r.url().startsWith(url) && !r.url().startsWith("data:")) foreign.push(r.url()); });
  page.on("pageerror", (e) => console.error("page error:", e.message));
  page.on("console", (m) => { if (m.type() === "error") console.error("console:", m.text()); });
  page.on("crash", () => fail("the page crashed"));
  page.on("response", (r) => { if (r.status() >= 400) console.error(`console: ${r.status()} for ${r.url()}`); });

  const z = () => page.evaluate(() => ({ ...(window.zashiki || {}) }));
  async function until(what, pred, ms = 60000) {
    const end = Date.now() + ms;
    for (;;) {
      const s = await z();
      if (pred(s)) return s;
      if (Date.now() > end) {
        const { targets, probe: _, ...rest } = s;
        fail(`timed out waiting for ${what}; status ${JSON.stringify(rest)}`);
      }
      await page.waitForTimeout(100);
    }
  }
  // frames waits until the game has drawn n more frames: under software WebGL a frame can take
  // longer than a human click, and an input must span frames to be seen.
  async function frames(n) {
    const start = (await z()).frames;
    await until(`${n} frames`, (s) => s.frames >= start + n, 30000);
  }
  // tap presses and releases the mouse at (x, y) as a person would. Frames alone do not say
  // the game saw the press: a frame may be drawn with no update before it (Ebitengine draws
  // every animation frame, and updates only as its 60 ticks a second fall due), so a press and
  // release two frames apart can fall between two updates and be lost. With the probe, the
  // pointer is moved until the game has seen it there, the button held until the game has
  // counted one more press (a count, since a press seen for a single update could fall
  // between two reads of the state) and released until it has seen it up, as build/xdrive
  // does natively.
  async function tap(x, y) {
    const probed = probe && (await z()).probe;
    await page.mouse.move(x, y);
    let presses = 0;
    if (probed) {
      const s = await until(`the pointer at ${x},${y}`, (s) => Math.abs(s.probe.pointer[0] - x) < 1.5 && Math.abs(s.probe.pointer[1] - y) < 1.5, 30000);
      presses = s.probe.presses;
    }
    await page.mouse.down();
    if (probed) await until("the press to be seen", (s) => s.probe.presses > presses, 30000);
    else await frames(2);
    await page.mouse.up();
    if (probed) await until("the release to be seen", (s) => !s.probe.down, 30000);
    else await frames(2);
  }
  // click taps the centre of a probe target.
  const click = (t) => tap(t.x + t.w / 2, t.y + t.h / 2);
  const shot = (name) => page.screenshot({ path: join(outDir, name + ".png") });
  return { context, page, foreign, z, until, frames, tap, click, shot };
}
