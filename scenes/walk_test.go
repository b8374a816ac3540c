package scenes

import (
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// walkSizes are the window sizes every screen is walked at.
var walkSizes = [][2]int{{1280, 720}, {960, 540}}

// walker walks the screens of one app and gathers what it finds.
type walker struct {
	t       *testing.T
	a       *App
	game    string
	found   []finding
	screens int
	// the time spent drawing, saving and checking, and looking in all
	drawTime, saveTime, checkTime, lookTime time.Duration
}

// look draws the screen in both languages at every walk size (a tick after each change, so
// the scenes lay themselves out again and render their words anew), checks what was drawn
// and saves the picture.
func (w *walker) look(screen string) {
	w.t.Helper()
	defer func(start time.Time) { w.lookTime += time.Since(start) }(time.Now())
	home := w.a.Settings.Lang
	for _, lang := range langs {
		w.a.Settings.Lang = lang
		for _, sz := range walkSizes {
			w.a.Layout(sz[0], sz[1])
			step(w.t, w.a, 1)
			w.screens++
			name := screen
			if w.game != "" {
				name = w.game + "-" + screen
			}
			where := fmt.Sprintf("%s@%d-%s", screen, sz[0], lang.Code())
			// A picture at 1280×720 is saved for the eye, in one language or the other by
			// turns (every screen is seen in both over the games), and one at 960×540 in the
			// other language every third screen; otherwise the frame is only recorded, and
			// drawn and saved where it has a finding.
			start := time.Now()
			var img *image.RGBA
			tr := dryTrace(w.a, sz[0], sz[1])
			w.drawTime += time.Since(start)
			start = time.Now()
			found := checkTrace(tr, sz[0], sz[1], w.a.U)
			if screen == "replay-revealed" {
				found = append(found, faceDown(tr, w.a)...)
			}
			w.checkTime += time.Since(start)
			k := w.screens / len(walkSizes) / len(langs) // the looks before this one
			turn := langs[k%len(langs)]
			if sz[0] == shotW && lang == turn || sz[0] != shotW && lang != turn && k%3 == 0 || len(found) > 0 {
				start = time.Now()
				img, _ = traceShot(w.a, sz[0], sz[1])
				w.drawTime += time.Since(start)
				start = time.Now()
				uitest.Save(w.t, fmt.Sprintf("walk-%s-%d-%s", name, sz[0], lang.Code()), img)
				w.saveTime += time.Since(start)
			}
			for _, f := range found {
				f.game, f.screen = w.game, where
				w.found = append(w.found, f)
			}
		}
	}
	w.a.Settings.Lang = home
	w.a.Layout(shotW, shotH)
	step(w.t, w.a, 1)
}

// faceDown lists the cards the all-revealed replay draws face down in the bottom hand: with
// everything revealed, the hand at the bottom of the board shows its faces.
func faceDown(tr *ui.Trace, a *App) []finding {
	var out []finding
	r, ok := a.Top().(*Replay)
	if !ok {
		return nil
	}
	area := r.ctx.Area
	for _, c := range tr.Cards {
		_, cy := c.Box.Center()
		if !c.Face && c.Box.X < area.Right() && cy > area.Y+area.H*0.78 {
			out = append(out, finding{kind: "facedown", what: fmt.Sprintf("card at %.0f,%.0f", c.Box.X, c.Box.Y)})
		}
	}
	return out
}

// walkGame plays one game of e at a table with one human (seat 0), looking at its setup and
// help, the table at each new kind of human decision and at a CPU's turn, the look back and
// the score table during the game, and at the end the results, the score table and the
// replay through the human's eyes and with everything revealed.
func (w *walker) walkGame(e Entry, seed uint64) {
	t, a := w.t, w.a
	w.game = e.ID
	defer func() { w.game = "" }()
	a.Push(NewSetup(a, e))
	w.look("setup")
	a.Pop()
	a.Push(NewHelp(e.ID))
	w.look("help")
	a.Pop()

	seats := "h" + strings.Repeat("c", e.Seats-1)
	tb := tableFor(t, a, e.ID, seats, seed)
	a.Push(tb)
	rng := rand.New(rand.NewPCG(seed, 7))
	kinds := map[string]bool{}
	cpu, looked := false, false
	humanMoves := 0
	for tick := 0; tick < 300000; tick++ {
		if _, ok := a.Top().(*Results); ok {
			break
		}
		if a.Top() != Scene(tb) {
			t.Fatalf("%s: %T over the table", e.ID, a.Top())
		}
		step(t, a, 1)
		if tb.sess.State.Outcome() != nil || tb.board.Busy() {
			continue
		}
		if !cpu && tb.thinking != nil && humanMoves > 0 {
			cpu = true
			w.look("table-cpu")
			continue
		}
		legal := tb.humanLegal()
		if len(legal) == 0 {
			continue
		}
		if k := actionKinds(legal); !kinds[k] && len(kinds) < 3 {
			kinds[k] = true
			w.look("table-" + k)
		}
		if humanMoves == 4 && !looked {
			looked = true
			if _, ok := tb.board.(lookBacker); ok {
				a.Push(NewLookBack(tb))
				w.look("lookback")
				a.Pop()
			}
		}
		tb.apply(tb.viewer, legal[rng.IntN(len(legal))])
		humanMoves++
	}
	res, ok := a.Top().(*Results)
	if !ok {
		t.Fatalf("%s: no results (%d steps)", e.ID, len(tb.sess.Steps))
	}
	step(t, a, 2)
	w.look("results")
	a.Push(NewHistory(tb))
	w.look("scores")
	a.Pop()
	res.openReplay(a)
	rp, ok := a.Top().(*Replay)
	if !ok {
		t.Fatalf("%s: no replay over the results", e.ID)
	}
	rp.seek(rp.tape.Len()/2, false)
	w.look("replay")
	rp.setViewer(-1)
	w.look("replay-revealed")
	a.Home()
}

// actionKinds names a set of legal actions by the first words of their kinds: a new name is
// a new kind of decision (a play, a bid, a vote, an answer in a window).
func actionKinds(legal []engine.Action) string {
	set := map[string]bool{}
	for _, act := range legal {
		f := strings.Fields(act.String())
		if len(f) > 0 {
			set[strings.Trim(f[0], "()[]{}:0123456789")] = true
		}
	}
	var ks []string
	for k := range set {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	if len(ks) > 3 {
		ks = ks[:3]
	}
	return strings.Join(ks, "+")
}

// TestWalkEveryScreen walks every screen of the app in both languages at 1280×720 and
// 960×540 and checks what each draws: text at least 12 px (10 px at 960×540), cards whose
// print is as large, no text on another or on a button not its own, nothing outside the
// window, no card title broken with one character on a line, no text running out of its
// panel or peeking from under a later one, no squeezed button, and the all-revealed replay
// showing the bottom hand's faces.
func TestWalkEveryScreen(t *testing.T) {
	start := time.Now()
	var all []finding
	screens := 0
	var drawTime time.Duration
	a := newTestApp(t, i18n.Ja)
	w := &walker{t: t, a: a}
	step(t, a, 2)
	w.look("menu")
	a.Push(NewSettings())
	w.look("settings")
	a.Pop()
	a.Push(NewNotice(walkNotice(a)))
	w.look("notice")
	a.Pop()
	if newOnline != nil {
		a.Push(newOnline(a))
		w.look("online")
		a.Pop()
	}
	for gi, e := range Catalog {
		if e.Rules == nil || walkOnly != "" && !strings.Contains(walkOnly, e.ID) {
			continue
		}
		at := time.Now()
		w.walkGame(e, uint64(11+gi))
		t.Logf("%s: %v", e.ID, time.Since(at).Round(time.Millisecond))
	}
	// A match in progress of every game: the menu offers each, with the longest label its
	// catalogue gives (two-digit counts).
	for i, e := range Catalog {
		if e.Rules != nil && a.saves[e.ID] == nil {
			a.saves[e.ID] = &savedMatch{game: 2 + i, moves: 31 + 10*i}
		}
	}
	w.look("menu-resume")
	all = append(all, w.found...)
	screens += w.screens
	drawTime += w.drawTime
	t.Logf("looking %v: drawing %v, saving %v, checking %v", w.lookTime, w.drawTime, w.saveTime, w.checkTime)
	var findings []string
	seen := map[string]bool{}
	for _, f := range all {
		if s := f.String(); !seen[s] {
			seen[s] = true
			findings = append(findings, s)
		}
	}
	t.Logf("%d screens walked in %v (%v drawing and checking)", screens, time.Since(start).Round(time.Millisecond), drawTime.Round(time.Millisecond))
	if len(findings) > 0 {
		t.Errorf("%d findings:\n%s", len(findings), strings.Join(findings, "\n"))
	}
}

// walkOnly limits the walk to the games it names (ZASHIKI_WALK=boss,chaos), to look again at one.
var walkOnly = os.Getenv("ZASHIKI_WALK")

// walkNotice is what the menu says after two saves could not be read at start.
func walkNotice(a *App) string {
	return strings.Join([]string{
		a.T("notice.badsave", "unexpected end of JSON input", "match-boss.json.bad-20261128"),
		a.T("notice.badsettings", "invalid character 'x' looking for beginning of value", "settings.json.bad-20261128"),
	}, "\n")
}
