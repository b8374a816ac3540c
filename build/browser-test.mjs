// Plays the browser build in headless Chromium as a person would: opens the page, starts a
// Free Eight game against CPUs with clicks, plays a card by clicking it, looks back at the last
// plays, reloads, resumes, checks the game came back as it was, plays it to its results and
// steps through its replay. Writes screenshots and metrics.json to outDir.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fail, open } from "./browser-lib.mjs";

const [url, outDir] = process.argv.slice(2);
const { context, page, foreign, z, until, frames, tap, click, shot } = await open(url, outDir, { probe: true });

// 1. The page loads, the first frame appears, the menu shows.
await page.goto(url);
let s = await until("the first frame", (s) => s.frames > 0);
const firstFrameMs = s.firstFrame;
const target = (s, action) => (s.targets || []).find((t) => t.action === action);
s = await until("the menu", (s) => s.scene === "*scenes.Menu" && target(s, "game:freeeight"));
await page.waitForTimeout(500);
await shot("menu");

// 2. Free Eight → setup → 開始.
await click(target(s, "game:freeeight"));
await until("setup", (s) => s.scene === "*scenes.SetupScene");
await page.waitForTimeout(300);
await shot("setup");
await tap(1115, 666);
await until("the table", (s) => s.scene === "*scenes.Table");

async function key(k) {
  await page.keyboard.down(k);
  await frames(2);
  await page.keyboard.up(k);
  await frames(1);
}

// 3. Play a card by clicking it: sweep the strip where raised (legal) cards stand above the
// others; after an 8, pick ♠ in the suit picker. Draw when nothing can be played.
let played = false;
for (let turn = 0; turn < 12 && !played; turn++) {
  s = await until("the player's turn", (s) => s.yourTurn === true || s.scene === "*scenes.Results", 120000);
  if (s.scene === "*scenes.Results") { // a CPU won before a card was played: next game
    await tap(950, 642);
    await until("the next game", (t) => t.scene === "*scenes.Table");
    continue;
  }
  const before = s.steps, ownBefore = s.own.length;
  await page.waitForTimeout(400);
  if (turn === 0) await shot("first-turn");
  for (let x = 232; x <= 760 && !played; x += 22) {
    await tap(x, 548);
    await tap(324, 325); // ♠ in the suit picker, if an 8 opened it
    s = await z();
    // The player's actions since its turn began: its play, then its forced passes in the
    // windows the CPUs' plays open.
    const mine = s.own.slice(ownBefore);
    if (mine.some((a) => a.startsWith("play"))) played = true;
    else if (mine.some((a) => a !== "pass")) fail(`a click did ${mine.join(", ")}, not a play`);
    else if (s.steps > before && !s.yourTurn) break; // the turn passed on (a ロン prompt timed out)
  }
  if (!played && s.steps === before) {
    await tap(645, 441); // the suit picker's Cancel, if one is open
    await tap(870, 675); // 1枚引く
    await until("the draw", (t) => t.steps > before);
    await until("the turn to pass on", (t) => t.yourTurn === false || t.scene !== "*scenes.Table");
  }
}
if (!played) fail("no card could be played by clicking in 12 turns");
await page.waitForTimeout(1500);
await shot("table");
// The look back (L) shows the last plays over the table; L closes it.
// A press in the tick the table answers a ロン window for the player (a forced pass) is taken
// by that answer: press again, at most three times.
for (let i = 0; i < 3 && (await z()).scene !== "*scenes.LookBack"; i++) {
  await key("l");
  await frames(5);
}
await until("the look back", (s) => s.scene === "*scenes.LookBack");
await frames(3);
await shot("lookback");
await key("l");
await until("the table again", (s) => s.scene === "*scenes.Table");
const saved = await page.evaluate(() => localStorage.getItem("zashiki.match-freeeight.json"));
if (!saved || !saved.includes('"play ')) fail("the played card was not saved in localStorage");

// 4. Reload: the menu offers 続きから, and it brings back the game exactly as last saved (CPUs
// may have moved between the click and the reload; the save is the truth). The rest of the
// game goes at the fastest animation speed, as a player may set it: the CPUs' turns at the
// normal pace are seen above, and at it the rest of the game took most of the test's time.
await page.evaluate(() => {
  const k = "zashiki.settings.json";
  localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k) || "{}"), speed: 3 }));
});
await page.reload();
const resumeRow = (s) => target(s, "resume:freeeight");
s = await until("the menu after reload", (s) => s.frames > 0 && s.scene === "*scenes.Menu" && resumeRow(s));
await page.waitForTimeout(500);
await shot("resume-menu");
const savedAtReload = JSON.parse(await page.evaluate(() => localStorage.getItem("zashiki.match-freeeight.json")));
const steps = savedAtReload.steps.length;
await click(resumeRow(s));
s = await until("the resumed table", (s) => s.scene === "*scenes.Table");
const resumedSteps = s.resumedSteps;
if (resumedSteps !== steps) fail(`resumed at step ${resumedSteps}, the save had ${steps}`);
await page.waitForTimeout(1500);
await shot("resumed");
// 5. Play the game to its end from the keyboard: declare ロン when asked, else play the first
// legal card (naming ♠ after an 8), else draw.
for (let i = 0; i < 400; i++) {
  s = await z();
  if (s.scene === "*scenes.Results") break;
  if (!s.yourTurn) { await page.waitForTimeout(200); continue; }
  const before = s.steps;
  for (const k of ["r", "ArrowRight", "Enter", "1", "d"]) {
    await key(k);
    if ((await z()).steps > before) break;
  }
}
s = await until("the results", (s) => s.scene === "*scenes.Results" && target(s, "replay"), 180000);
await page.waitForTimeout(1000);
await shot("results");
const afterGame = JSON.parse(await page.evaluate(() => localStorage.getItem("zashiki.match-freeeight.json")));
const pending = (afterGame.steps || []).length;
if (afterGame.results.length < 1 || pending !== 0) {
  fail(`after the game the save holds ${afterGame.results.length} results and ${pending} steps`);
}
// 6. The game just finished can be watched again: the results' リプレイ opens it at its deal,
// and → steps through it.
await click(target(s, "replay"));
await until("the replay", (s) => s.scene === "*scenes.Replay");
for (let i = 0; i < 8; i++) await key("ArrowRight");
await page.waitForTimeout(800);
await shot("replay");
await key("Escape");
await until("the results again", (s) => s.scene === "*scenes.Results");
if (foreign.length) fail("requests to other hosts: " + foreign.join(", "));

writeFileSync(join(outDir, "metrics.json"), JSON.stringify({ firstFrameMs, steps, resumedSteps }, null, 1));
console.log(`browser test: first frame ${firstFrameMs.toFixed(0)} ms; resumed at step ${resumedSteps}; played the game to its results`);
await context.close();
