// Command lockeclicks plays the human seat of a 7-seat 超人ロック table (1 human, 6 CPUs)
// through real clicks in the app's window, as build/locke-clicks.sh runs it under Xvfb: a
// fresh game's set-up prompts and first planet-phase turn (a move made by clicking a lit map
// cell), and, from generated saves resumed with 続きから, a combat fought to its end, a
// 実はそこにいた chart rolled and a 勝利宣言 objected to or accepted. It reads the app's probe
// (-probe: the scene, whether the human may act, and where each choice is on the screen),
// clicks with xdotool, checks after every click that the human took that action, and saves
// screenshots. It exits non-zero when any moment is not reached.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"zashiki/build/xdrive"
	"zashiki/rules/locke"
)

func main() {
	app := flag.String("app", "out/zashiki", "the app to run")
	out := flag.String("out", "out/locke-clicks", "where screenshots and logs go")
	seed := flag.Uint64("seed", 1, "the fresh game's seed; generated positions search from it")
	only := flag.String("only", "", "run only these scenarios (comma-separated: "+strings.Join(scenarioNames(), ",")+")")
	guidedOnly := flag.Bool("guided", false, "run the guided first game's scenarios instead ("+strings.Join(names(guidedScenarios()), ",")+"): from the menu's button to the results, every step of the guide closed by a click")
	gen := flag.String("gen", "", "only write each generated position's save under this directory (DIR/<moment>/zashiki/"+saveName+", a config directory to start the app on) and exit")
	flag.Parse()
	if *gen != "" {
		if err := writePositions(*gen, *seed); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	failed := 0
	list := scenarios(*seed)
	if *guidedOnly {
		list = guidedScenarios()
	}
	for _, sc := range list {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), sc.name) {
			continue
		}
		start := time.Now()
		s, err := runScenario(*app, *out, sc)
		status := "ok"
		if err != nil {
			status, failed = "FAIL: "+err.Error(), failed+1
		}
		clicks := 0
		if s != nil {
			clicks = s.Clicks
		}
		fmt.Printf("locke-clicks %s (%s): %d clicks, %.1fs: %s\n", sc.name, sc.lang, clicks, time.Since(start).Seconds(), status)
	}
	if failed > 0 {
		fmt.Printf("locke-clicks: %d scenario(s) failed\n", failed)
		os.Exit(1)
	}
}

// writePositions writes the generated saves, for a person to resume them in the app
// (XDG_CONFIG_HOME=DIR/<moment> zashiki).
func writePositions(dir string, seed uint64) error {
	for name, m := range moments {
		pos, from, err := generate(m, seed)
		if err != nil {
			return err
		}
		if err := writeSave(filepath.Join(dir, name), pos.file); err != nil {
			return err
		}
		fmt.Printf("%s: seed %d, %d steps, the human to %q\n", name, from, len(pos.file.Steps), pos.want)
	}
	return nil
}

// scenario is one run of the app and what the human is to get through in it.
type scenario struct {
	name   string
	lang   string
	seed   uint64 // the fresh game's, or where the search for the moment starts
	moment string // a generated position to resume, "" for a fresh game
	limit  time.Duration
	// start, when set, starts the app and brings it to the table (else a fresh game by flags,
	// or the generated moment resumed).
	start func(s *session, app string, args []string) error
	// prefer may put another action in place of the heuristic's move (bot), to be clicked on
	// the board (a lit map cell, a hand card) when onBoard, else on the panel.
	prefer func(p xdrive.Probe, st *locke.State, bot locke.Action) (action string, onBoard bool)
	// taken is told of every action the human took by a click; done ends the scenario.
	taken func(s *session, action string, onBoard bool)
	done  func(s *session, p xdrive.Probe) bool
	// before is told of every click about to be made (for screenshots of the prompts).
	before func(s *session, p xdrive.Probe, t xdrive.Target)
	want   string // a generated position's wanted action
	// state of the run
	flags map[string]bool
	at    map[string]time.Time
}

func scenarioNames() []string { return names(scenarios(1)) }

func names(scs []*scenario) []string {
	var out []string
	for _, sc := range scs {
		out = append(out, sc.name)
	}
	return out
}

func scenarios(seed uint64) []*scenario {
	return []*scenario{planetTurn("planet", "ja", seed), combat("ja", seed), chart("en", seed), objection("ja", seed),
		planetTurn("planet-en", "en", seed+1)}
}

// runScenario starts the app for sc and clicks the human through it.
func runScenario(app, out string, sc *scenario) (*session, error) {
	sc.flags, sc.at = map[string]bool{}, map[string]time.Time{}
	s, err := newSession(out, sc.name)
	if err != nil {
		return nil, err
	}
	defer s.stop()
	args := []string{"-lang", sc.lang}
	if sc.start != nil {
		if err := sc.start(s, app, args); err != nil {
			return s, err
		}
	} else if sc.moment == "" {
		args = append(args, "-game", "locke", "-seats", "hcccccc", "-seed", strconv.FormatUint(sc.seed, 10))
		if err := s.run(app, args...); err != nil {
			return s, err
		}
	} else if err := s.resumeMoment(app, sc, args); err != nil {
		return s, err
	}
	if err := s.play(sc); err != nil {
		if q, rerr := s.Read(); rerr == nil {
			s.logf("the probe at the failure: %+v", q)
		}
		s.shot("fail")
		return s, err
	}
	return s, s.err
}

// resumeMoment generates sc's position, writes it as the app's save, starts the app and
// resumes it from the menu.
func (s *session) resumeMoment(app string, sc *scenario, args []string) error {
	pos, seed, err := generate(moments[sc.moment], sc.seed)
	if err != nil {
		return err
	}
	sc.want = pos.want
	if err := writeSave(s.cfg, pos.file); err != nil {
		return err
	}
	if err := s.run(app, args...); err != nil {
		return err
	}
	s.logf("generated: seed %d, %d steps, the human to %q", seed, len(pos.file.Steps), pos.want)
	return s.resume(len(pos.file.Steps))
}

// resume clicks 続きから on the menu and checks the table came back at the saved step.
func (s *session) resume(steps int) error {
	p, err := s.Until("the menu's 続きから", 20*time.Second, func(p xdrive.Probe) bool {
		_, ok := p.Find("resume:locke")
		return p.Scene == "*scenes.Menu" && ok
	})
	if err != nil {
		return err
	}
	s.shot("menu")
	t, _ := p.Find("resume:locke")
	for try := 0; ; try++ {
		if err := s.Click(t); err != nil {
			return err
		}
		p, err = s.Until("the resumed table", 3*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.Table" })
		if err == nil {
			break
		}
		if try == 2 {
			return err
		}
		s.logf("clicked 続きから again: %v", err)
	}
	if p.ResumedSteps != steps {
		return fmt.Errorf("resumed at step %d, the save had %d", p.ResumedSteps, steps)
	}
	s.logf("resumed at step %d", steps)
	return nil
}

// play clicks the human's moves until the scenario is done.
func (s *session) play(sc *scenario) error {
	end := time.Now().Add(sc.limit)
	for {
		p, err := s.Until("the human's turn", time.Until(end), func(p xdrive.Probe) bool {
			return p.Step != nil || sc.done(s, p) || p.Scene != "*scenes.Table" || p.YourTurn && len(p.Targets) > 0
		})
		if err != nil {
			return err
		}
		if p.Step != nil {
			if err := s.closeStep(p); err != nil {
				return err
			}
			continue
		}
		if sc.done(s, p) {
			return nil
		}
		if !s.settled(p) {
			continue
		}
		switch p.Scene {
		case "*scenes.Confirm": // the table asks before a move that surely loses
			t, ok := p.Find("yes")
			if !ok {
				return fmt.Errorf("a question with no yes")
			}
			if err := s.Click(t); err != nil {
				return err
			}
			time.Sleep(300 * time.Millisecond)
			continue
		case "*scenes.Results": // the guided game's last step comes up over them
			time.Sleep(100 * time.Millisecond)
			continue
		case "*scenes.Table":
		default:
			return fmt.Errorf("the scene became %s", p.Scene)
		}
		if err := s.move(sc, p); err != nil {
			return err
		}
	}
}

// settled reports whether p is a moment to click. In a window the CPUs answer first, a
// decision at a time, and the human's buttons show between two of them: a click then may meet
// a panel that has gone (or turned back to its first page). So a table is settled only when
// the app serves the human next (the save at p's step says so, as session.Next does). And the
// buttons move for a few frames after they come up (the prompt's and status's lines are laid
// out again): any screen is settled once the probe has stayed as p for settleTicks of the
// app's updates and settleTime.
func (s *session) settled(p xdrive.Probe) bool {
	if p.Scene == "*scenes.Table" {
		first, err := s.humanFirst(p)
		if err != nil || !first {
			// A CPU answers first: its answer is waited for, and the screen looked at again.
			s.Until("a CPU's answer", time.Second, func(q xdrive.Probe) bool { return q.Steps != p.Steps })
			return false
		}
	}
	want := fmt.Sprint(p.Steps, p.YourTurn, p.Targets, p.Step)
	end := time.Now().Add(settleTime)
	for n := 0; n < settleTicks || time.Now().Before(end); n++ {
		if err := s.Frame(); err != nil {
			return false
		}
		q, err := s.Read()
		if err != nil || fmt.Sprint(q.Steps, q.YourTurn, q.Targets, q.Step) != want {
			return false
		}
	}
	return true
}

// settleTicks and settleTime are how long the screen must stay the same before a click: the
// app's updates (each seeing the pointer nudged, so a stalled app is not taken for a settled
// one) and time (updates may come several to a frame, and some of the screen is laid out
// as it is drawn).
const (
	settleTicks = 3
	settleTime  = 100 * time.Millisecond
)

// move makes the human's next move: the scenario's or the heuristic's, found on the panel
// (turning its pages) or on the map, clicked, and checked in the probe.
func (s *session) move(sc *scenario, p xdrive.Probe) error {
	bot, st, err := s.botMove(p)
	if err != nil {
		return err
	}
	action, onBoard := bot.String(), false
	if sc.prefer != nil {
		if a, m := sc.prefer(p, st, bot); a != "" {
			action, onBoard = a, m
		}
	}
	// The pages are walked to the last and then back to the first, so a move on any page of
	// three or more is found.
	turn := "page:next"
	for pages := 0; ; pages++ {
		panel, board := panelAndBoard(p.Targets)
		t, ok := xdrive.Target{}, false
		if onBoard {
			t, ok = xdrive.Find(board, action)
		}
		if !ok {
			t, ok = xdrive.Find(panel, action)
		}
		if !ok && !onBoard {
			t, ok = xdrive.Find(board, action)
		}
		if ok {
			s.lostPages = 0
			return s.take(sc, p, t, slices.Contains(board, t))
		}
		if pages > 12 {
			return fmt.Errorf("%q is on no page of the panel (targets %v)", action, p.Targets)
		}
		page, ok := xdrive.Find(panel, turn)
		if !ok {
			turn = map[string]string{"page:next": "page:prev", "page:prev": "page:next"}[turn]
			page, ok = xdrive.Find(panel, turn)
		}
		if !ok {
			return fmt.Errorf("no target takes %q (targets %v)", action, p.Targets)
		}
		if err := s.Click(page); errors.Is(err, xdrive.ErrMoved) {
			return nil // the panel moved: the move is looked for again
		} else if err != nil {
			return err
		}
		// The panel turns back to its first page whenever the human's buttons go while a CPU
		// answers in the same window; then the move is looked for again from the start.
		before := fmt.Sprint(p.Targets)
		q, err := s.Until("the next page", 3*time.Second, func(q xdrive.Probe) bool {
			return fmt.Sprint(q.Targets) != before || q.Steps != p.Steps
		})
		if s.lostPages++; s.lostPages > 30 {
			return fmt.Errorf("the panel's pages keep turning back (%v)", err)
		}
		if err != nil || q.Steps != p.Steps || !s.settled(q) {
			return nil
		}
		p = q
	}
}

// take clicks t and waits until the human's actions grow with t's. A click the screen moved
// under (xdrive.ErrMoved), or one that took nothing, is made again on the target as the
// settled screen has it then.
func (s *session) take(sc *scenario, p xdrive.Probe, t xdrive.Target, onBoard bool) error {
	if sc.before != nil {
		sc.before(s, p, t)
	}
	n := len(p.Own)
	for try, missed := 0, 0; missed < 2; try++ {
		if try > 0 {
			q, ok := s.settle()
			if !ok || len(q.Own) > n {
				return nil // the table moved on: the move is decided again
			}
			panel, board := panelAndBoard(q.Targets)
			list := panel
			if onBoard {
				list = board
			}
			if t, ok = xdrive.Find(list, t.Action); !ok {
				s.logf("%q has gone from the screen: the move is decided again", t.Action)
				return nil
			}
		}
		// A step of the guide that came up meanwhile would take the click: it is closed first.
		if q, err := s.Read(); err == nil && q.Step != nil {
			if err := s.closeStep(q); err != nil {
				return err
			}
		}
		err := s.Click(t)
		if errors.Is(err, xdrive.ErrMoved) {
			continue
		}
		if err != nil {
			return err
		}
		q, err := s.Until("the human's "+t.Action, 6*time.Second, func(q xdrive.Probe) bool {
			return len(q.Own) > n || q.Scene == "*scenes.Confirm"
		})
		if err == nil && q.Scene == "*scenes.Confirm" {
			yes, _ := q.Find("yes")
			if err := s.Click(yes); err != nil {
				return err
			}
			q, err = s.Until("the human's "+t.Action, 6*time.Second, func(q xdrive.Probe) bool { return len(q.Own) > n })
		}
		if err == nil {
			if !slices.Contains(q.Own[n:], t.Action) {
				return fmt.Errorf("clicking %q took %v", t.Action, q.Own[n:])
			}
			where := "panel"
			if onBoard {
				where = "board"
			}
			s.logf("took %q (%s)", t.Action, where)
			if sc.taken != nil {
				sc.taken(s, t.Action, onBoard)
			}
			return nil
		}
		s.logf("no answer to the click on %q: %v", t.Action, err)
		missed++
	}
	return fmt.Errorf("two clicks on %q took nothing", t.Action)
}

// settle waits, a few seconds at most, for the human's buttons to settle, and reports them.
func (s *session) settle() (xdrive.Probe, bool) {
	end := time.Now().Add(5 * time.Second)
	for time.Now().Before(end) {
		p, err := s.Read()
		if err == nil && (p.Scene != "*scenes.Table" || !p.YourTurn || p.Step != nil) {
			return p, false
		}
		if err == nil && s.settled(p) {
			return p, true
		}
	}
	return xdrive.Probe{}, false
}
