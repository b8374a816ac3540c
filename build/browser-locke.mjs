// 超人ロック in the browser build, played as a person would: from the menu (the second game)
// through setup's defaults (1 human, 6 CPUs) to the table, where the human clicks the choices
// the game's probe lists (window.zashiki.targets) until a combat is on; then a reload, 続きから,
// and the check that the game came back at the saved step with the combat still on.
// Screenshots go to outDir.
import { fail, open } from "./browser-lib.mjs";

const [url, outDir] = process.argv.slice(2);
const { context, page, foreign, z, until, click, shot } = await open(url, outDir, { probe: true });
const saveKey = "zashiki.match-locke.json";
const find = (s, action) => (s.targets || []).find((t) => t.action === action);

// The CPUs' turns at the fastest animation speed, as a player may set it (the page's settings,
// written before the game reads them): at the normal pace they took most of the test's time,
// and the Free Eight test sees that pace.
await context.addInitScript(() => {
  const k = "zashiki.settings.json";
  localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k) || "{}"), speed: 3 }));
});

// 1. The menu → 超人ロック → setup's defaults → 開始.
await page.goto(url);
let s = await until("the menu", (s) => s.scene === "*scenes.Menu" && find(s, "game:locke"), 120000);
await click(find(s, "game:locke"));
s = await until("setup", (s) => s.scene === "*scenes.SetupScene" && find(s, "start"));
await page.waitForTimeout(300);
await shot("locke-setup");
await click(find(s, "start"));
await until("the table", (s) => s.scene === "*scenes.Table");

// 2. The human's choices, until the human is asked something while a combat is on: start a
// combat or roll to join one when offered, move on the map (a lit cell), end support phases,
// object to victory declarations (the game goes on); otherwise the first choice on the panel
// that neither ends the game nor stays out. The save and the screen must agree on the step.
const never = ["claim", "solo", "dissolve", "stay", "nobattle", "accept", "open"];
const verb = (t) => t.action.split(" ")[0];
// The answer a timed question's countdown gives (rules/locke/legal.go, windowTimeout): an
// objection's is to accept, 実はそこにいた's and 生きていた's to stay out.
const onTimeout = { object: "accept", there: "stay", alive: "stay" };
function choose(ts) {
  for (const v of ["battle", "there", "alive", "object", "end", "ready"]) {
    const t = ts.find((t) => verb(t) === v);
    if (t) return t;
  }
  const moves = ts.filter((t) => verb(t) === "move");
  if (moves.length) return moves[moves.length - 1]; // the board's cells follow the panel
  return ts.find((t) => !t.action.startsWith("page:") && !never.includes(verb(t))) ??
    ts.find((t) => !t.action.startsWith("page:")) ?? ts[0];
}
const started = Date.now();
let clicks = 0;
for (;;) {
  if (Date.now() - started > 150000) fail(`no combat in 150 s (${clicks} clicks)`);
  s = await until("the human's turn", (s) => s.scene !== "*scenes.Table" || (s.yourTurn && s.targets?.length > 0), 120000);
  if (s.scene === "*scenes.Confirm") { await click(find(s, "yes")); continue; }
  if (s.scene !== "*scenes.Table") fail(`the scene became ${s.scene}`);
  // The save and the status read in one go: the game runs on the page's one thread, so
  // nothing moves between them.
  const now = await page.evaluate((k) => ({ save: localStorage.getItem(k), z: { ...window.zashiki } }), saveKey);
  const saved = JSON.parse(now.save || "{}");
  if (now.z.board?.fight && now.z.yourTurn && saved.steps?.length === now.z.steps) break;
  // Chosen from that fresh reading: a question with a countdown (実はそこにいた, 10 s) must be
  // answered from what is on screen now, not from the reading the wait began with.
  const t = choose(now.z.targets?.length ? now.z.targets : s.targets);
  const own = (now.z.own ?? s.own).length;
  const asked = Date.now();
  await click(t);
  clicks++;
  if (!t.action.startsWith("page:")) {
    const after = await until(`the human's ${t.action}`, (q) => q.own.length > own || q.scene !== "*scenes.Table", 15000);
    const took = after.own.slice(own);
    // A timed question answers itself when its countdown runs out: under SwiftShader, the
    // more so on a loaded machine, it may run out between the reading and the click, which
    // is the game working as it should.
    const timedOut = took.includes(onTimeout[verb(t)]);
    if (after.scene === "*scenes.Table" && !took.includes(t.action) && !timedOut) {
      fail(`clicking ${t.action} took ${took.join(", ")}`);
    }
    if (timedOut) console.log(`browser test: ${t.action} ran out of time (${Date.now() - asked} ms after the reading)`);
  }
}
const combatSteps = s.steps;
await page.waitForTimeout(300);
await shot("locke-combat");

// 3. Reload: 続きから brings the game back at the saved step, the combat still on.
const atReload = await page.evaluate((k) => localStorage.getItem(k), saveKey);
await page.reload();
s = await until("the menu after reload", (s) => s.scene === "*scenes.Menu" && find(s, "resume:locke"), 120000);
const steps = JSON.parse(atReload).steps.length;
await click(find(s, "resume:locke"));
s = await until("the resumed table", (s) => s.scene === "*scenes.Table" && s.board);
if (s.resumedSteps !== steps) fail(`resumed at step ${s.resumedSteps}, the save had ${steps}`);
if (!s.board.fight) fail(`resumed at step ${steps} with no combat on (board ${JSON.stringify(s.board)})`);
await page.waitForTimeout(1500);
await shot("locke-resumed");
if (foreign.length) fail("requests to other hosts: " + foreign.join(", "));
console.log(`browser test: 超人ロック: a combat on at step ${combatSteps} after ${clicks} clicks in ${((Date.now() - started) / 1000).toFixed(0)} s; resumed at step ${steps} with the combat on`);
await context.close();
