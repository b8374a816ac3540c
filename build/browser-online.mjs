// An online Free Eight table played by two browser pages through real clicks, against
// `zashiki serve` serving the browser build beside its tables (build/browser-online.sh starts
// it). Page A (Japanese) presses オンライン, which needs no address (the page's own server),
// types a name, makes a table (host, one open seat, CPUs: the set-up's defaults) and reads its
// code and link in the lobby. Page B (English, a profile of its own) opens the link /t/CODE
// straight: asked for a name, it types one and lands in the lobby; reloaded, it takes back its
// seat with the token it kept. A starts, and both click their legal moves (the probe's click
// targets) until both show the results. Screenshots go to OUTDIR/online-*.png.
//
// With ONLINE_DESKTOP=1 a desktop client sits at the same table too: A opens a second seat in
// its set-up, and build/onlineclicks (out/onlineclicks driving out/zashiki under its own Xvfb,
// -join) types the server, a name and the code, joins and plays its turns by clicks until its
// own results; its screenshots and logs go to OUTDIR/online-desktop/.
//
//	node build/browser-online.mjs http://127.0.0.1:PORT/ OUTDIR
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { fail, open } from "./browser-lib.mjs";

const [url, outDir] = process.argv.slice(2);
const began = Date.now();
const limitMs = Number(process.env.ONLINE_LIMIT_MS || 360000);
const log = (msg) => console.log(`browser online: ${((Date.now() - began) / 1000).toFixed(1)}s ${msg}`);
const target = (s, action) => (s.targets || []).find((t) => t.action === action);
const board = (s) => s.board || {};

// page opens one player's browser; its screenshots are named after it.
async function page(name, locale) {
  const p = await open(url, outDir, { probe: true, locale });
  p.name = name;
  p.snap = (what) => p.shot(`online-${name}-${what}`);
  // key presses and holds k across frames, so the game's tick sees it.
  p.key = async (k) => {
    await p.page.keyboard.down(k);
    await p.frames(2);
    await p.page.keyboard.up(k);
    await p.frames(1);
  };
  return p;
}

// typeName types into the name field (already active) and finishes it with Enter.
async function typeName(p, text) {
  await p.page.keyboard.type(text, { delay: 30 });
  await p.until(`${p.name}'s name typed`, (s) => board(s).name === text, 20000);
  await p.key("Enter");
}

const withDesktop = process.env.ONLINE_DESKTOP === "1";
const A = await page("a", "ja-JP");
const B = await page("b", "en-US");

// 1. A: the menu's Online button, the online screen without an address to type.
await A.page.goto(url);
let s = await A.until("A's menu", (s) => s.scene === "*scenes.Menu" && target(s, "online"));
await A.click(target(s, "online"));
s = await A.until("A's online screen", (s) => s.scene === "*scenes.Online" && target(s, "name"));
if (target(s, "server")) fail("the browser's online screen asks for a server address");
if (!/^ws:\/\/127\.0\.0\.1:\d+\/ws$/.test(board(s).server)) fail(`A's server is ${board(s).server}, not the page's`);
await A.click(target(s, "name"));
await typeName(A, "Aki");
for (let i = 0; i < 8 && (s = await A.z()).probe.game !== "freeeight"; i++) {
  const before = s.probe.game;
  await A.click(target(s, "game"));
  await A.until("the game to change", (t) => t.probe.game !== before, 20000);
}
if (s.probe.game !== "freeeight") fail(`A's online screen does not come to Free Eight (${s.probe.game})`);
await A.page.waitForTimeout(300);
await A.snap("online");
log("A: the online screen");

// 2. A creates the table from its set-up (host, one open seat, the others CPUs).
await A.click(target(s, "create"));
s = await A.until("A's table set-up", (s) => s.scene === "*scenes.SetupScene" && board(s).online && target(s, "start"));
if (withDesktop) {
  // The third seat open too, for the desktop client.
  await A.click(target(s, "kind:2"));
  s = await A.until("a second open seat", (s) => board(s).open === 2 && target(s, "start"), 20000);
}
await A.page.waitForTimeout(300);
await A.snap("setup");
await A.click(target(s, "start"));
s = await A.until("A's lobby with its code", (s) => s.scene === "*scenes.Lobby" && board(s).code, 30000);
const code = board(s).code;
const link = board(s).link;
if (link !== `${url}t/${code}`) fail(`the lobby's link is ${link}, want ${url}t/${code}`);
await A.page.waitForTimeout(300);
await A.snap("lobby-alone");
log(`A: the lobby of table ${code}, link ${link}`);

// 3. B opens the link: asked for a name (none remembered), then the lobby.
await B.page.goto(link);
s = await B.until("B's online screen asking a name", (s) => s.scene === "*scenes.Online" && board(s).nameActive && board(s).code === code);
await B.page.waitForTimeout(300);
await B.snap("asked");
await typeName(B, "Ben");
s = await B.until("B's lobby", (s) => s.scene === "*scenes.Lobby" && board(s).code === code && board(s).connected === 2, 30000);
const seatB = board(s).seat;
if (board(s).host || target(s, "start")) fail("B, a guest, may start the game");
log(`B: joined table ${code} by its link, seat ${seatB + 1}`);

// 4. B reloads the link: the token kept for the table takes back the same seat.
await B.page.reload();
s = await B.until("B's lobby after a reload", (s) => s.frames > 0 && s.scene === "*scenes.Lobby" && board(s).code === code && board(s).connected === 2, 30000);
// Every seat is taken but the desktop client's, if one is to come.
if (board(s).seat !== seatB || board(s).taken !== board(s).seats - (withDesktop ? 1 : 0)) {
  fail(`after the reload B sits at seat ${board(s).seat + 1}, ${board(s).taken} of ${board(s).seats} seats taken`);
}
await B.page.waitForTimeout(300);
await B.snap("lobby");
s = await A.until("A's lobby with both pages", (s) => s.scene === "*scenes.Lobby" && board(s).connected === 2, 30000);
await A.snap("lobby");
log("B: reloaded, back in its seat");

// 5. With ONLINE_DESKTOP, the desktop client joins by the code and waits in the lobby.
let desktop = null;
const players = withDesktop ? 3 : 2;
if (withDesktop) {
  const ws = url.replace(/^http/, "ws") + "ws";
  const args = ["-a", "-s", "-screen 0 1280x720x24", "out/onlineclicks", "-app", "out/zashiki",
                "-out", join(outDir, "online-desktop"), "-lang", "en", "-join", code, "-server", ws, "-limit", "300s"];
  const child = spawn("xvfb-run", args, { stdio: ["ignore", "inherit", "inherit"] });
  desktop = new Promise((done) => child.on("exit", (code) => done(code)));
  log("the desktop client is starting");
}
s = await A.until(`A's lobby with ${players} players`, (s) => s.scene === "*scenes.Lobby" && board(s).connected === players && target(s, "start"), 120000);
if (withDesktop) await A.snap("lobby-three");
log(`A: ${players} players in the lobby`);

// 6. A starts; the pages click their moves until both show the results.
await A.click(target(s, "start"));
for (const p of [A, B]) await p.until(`${p.name}'s table`, (s) => s.scene === "*scenes.OnlineTable", 30000);

// choose is the move clicked among the legal ones, as build/onlineclicks chooses: ロン when
// offered, else a card other than an 8, else an 8, else a draw, else a pass.
const rank = (a) => a === "ron" ? 0 : a.startsWith("play ") ? (/^play 8[SHDC] /.test(a) ? 2 : 1) : a === "draw" ? 3 : a === "pass" ? 4 : 9;
const suitKey = { S: "1", H: "2", D: "3", C: "4" }; // the suit picker's keys
const pick = (targets) => [...targets].sort((x, y) => rank(x.action) - rank(y.action))[0];
const over = new Map(), mid = new Set();
let moves = 0;
while (over.size < 2) {
  if (Date.now() - began > limitMs) fail(`the game did not end in ${limitMs / 1000} s (${moves} moves clicked)`);
  let idle = true;
  for (const p of [A, B]) {
    if (over.has(p)) continue;
    s = await p.z();
    if (s.scene === "*scenes.Results" || board(s).over) { over.set(p, s.probe.steps); continue; }
    if (s.scene !== "*scenes.OnlineTable") fail(`${p.name}: the scene became ${s.scene}`);
    if (!s.probe.yourTurn || !s.targets?.length) continue;
    idle = false;
    if (!mid.has(p) && moves >= 2) { mid.add(p); await p.snap("table"); }
    const t = pick(s.targets);
    await p.click(t);
    // An 8 opens the suit picker: its key names the suit the action names.
    const eight = /^play 8[SHDC] ([SHDC])$/.exec(t.action);
    if (eight) await p.key(suitKey[eight[1]]);
    const before = s.probe.steps;
    await p.until(`${p.name}'s ${t.action} to be taken`, (q) => q.probe.steps !== before || q.scene !== s.scene || board(q).over, 30000);
    moves++;
  }
  if (idle) await A.page.waitForTimeout(150);
}
s = await A.until("A's results with the host's way on", (s) => s.scene === "*scenes.Results" && target(s, "next"), 60000);
const hostSteps = s.probe.steps;
await A.page.waitForTimeout(800);
await A.snap("results");
s = await B.until("B's results", (s) => s.scene === "*scenes.Results", 60000);
if (target(s, "next")) fail("B, a guest, may deal the next game");
if (s.probe.steps !== hostSteps) fail(`the tables ended at steps ${hostSteps} (A) and ${s.probe.steps} (B)`);
await B.page.waitForTimeout(800);
await B.snap("results");
if (desktop) {
  // Unref'd: a pending timer would keep node alive for its whole two minutes after the end.
  const timer = new Promise((done) => setTimeout(() => done("timeout"), 120000).unref());
  const rc = await Promise.race([desktop, timer]);
  if (rc !== 0) fail(`the desktop client ended with ${rc}`);
  log("the desktop client's table shows the results too");
}
for (const p of [A, B]) if (p.foreign.length) fail(`${p.name}: requests to other hosts: ${p.foreign.join(", ")}`);
writeFileSync(join(outDir, "online-metrics.json"), JSON.stringify({ code, players, moves, steps: hostSteps, seconds: (Date.now() - began) / 1000 }, null, 1));
log(`${players} players see the results of table ${code}: ${moves} moves clicked in the pages, ${hostSteps} steps`);
await A.context.close();
await B.context.close();
