package main

import (
	"strings"
	"time"

	"zashiki/build/xdrive"
	"zashiki/rules/locke"
)

// The four moments of the human's game, each a scenario: what the human prefers to click
// there, when the scenario is over, and the screenshots along the way.

// once runs f the first time key comes up in sc's run.
func (sc *scenario) once(key string, f func()) {
	if !sc.flags[key] {
		sc.flags[key] = true
		f()
	}
}

// since is how long ago key's moment was, 0 when it has not come.
func (sc *scenario) since(key string) time.Duration {
	t, ok := sc.at[key]
	if !ok {
		return 0
	}
	return time.Since(t)
}

func ask(p xdrive.Probe) locke.AskKind { return locke.AskKind(max(0, p.Num("ask"))) }

// planetTurn is a fresh game: the set-up prompts (a Good or Special silhouette chosen, so the
// human searches the planets), then the human's first planet-phase turn, whose move is made
// by clicking a lit map cell. It ends once the turn has passed on.
func planetTurn(name, lang string, seed uint64) *scenario {
	sc := &scenario{name: name, lang: lang, seed: seed, limit: 150 * time.Second}
	sc.prefer = func(p xdrive.Probe, st *locke.State, bot locke.Action) (string, bool) {
		switch st.Public.Ask.Kind {
		case locke.AskSetup:
			return goodSilhouette(bot, st).String(), false
		case locke.AskMain:
			if st.Public.Board.Part != locke.PartPlanet {
				return "", false
			}
			_, board := panelAndBoard(p.Targets)
			if _, ok := xdrive.Find(board, bot.String()); ok && bot.Verb == locke.VerbMove {
				return bot.String(), true
			}
			for _, c := range board {
				if strings.HasPrefix(c.Action, "move ") {
					return c.Action, true
				}
			}
		}
		return "", false
	}
	sc.before = func(s *session, p xdrive.Probe, t xdrive.Target) {
		switch ask(p) {
		case locke.AskSetup:
			sc.once("shot setup", func() { s.shot("setup") })
		case locke.AskMain:
			if p.Num("part") == int(locke.PartPlanet) {
				sc.once("shot main", func() { s.shot("planet-turn") })
			}
		}
	}
	sc.taken = func(s *session, action string, onBoard bool) {
		if onBoard && strings.HasPrefix(action, "move ") {
			sc.once("moved", func() { sc.at["moved"] = time.Now() })
		}
	}
	sc.done = func(s *session, p xdrive.Probe) bool {
		if !sc.flags["moved"] {
			return false
		}
		sc.once("shot moved", func() { time.Sleep(700 * time.Millisecond); s.shot("planet-moved") })
		if p.YourTurn && !fight(p) || sc.since("moved") < 2*time.Second {
			return false
		}
		sc.once("over", func() { s.logf("the planet-phase turn is over") })
		return true
	}
	return sc
}

// combat resumes a game where the human's main action may move onto a cell with another
// character: the human clicks that cell, ends the support phase, starts the combat ("battle")
// and fights it to its end: an attack on its first combat turn when it has one, the
// heuristic's choices otherwise.
func combat(lang string, seed uint64) *scenario {
	sc := &scenario{name: "combat", lang: lang, seed: seed, moment: "combat", limit: 150 * time.Second}
	sc.prefer = func(p xdrive.Probe, st *locke.State, bot locke.Action) (string, bool) {
		switch st.Public.Ask.Kind {
		case locke.AskMain:
			if !sc.flags["moved"] {
				return sc.want, true
			}
		case locke.AskSupport:
			if sc.flags["moved"] && !sc.flags["battle"] {
				return "end", false
			}
		case locke.AskBattle:
			return "battle", false
		case locke.AskTurn:
			// The human's first combat turn is an attack when it can make one (a card, played
			// by clicking it in the hand; else bare hands), so the test goes through aiming
			// and the damage roll too.
			if sc.flags["attacked"] {
				break
			}
			for _, verb := range []locke.Verb{locke.VerbAttack, locke.VerbMelee} {
				for _, a := range st.Legal(0) {
					if a.(locke.Action).Verb == verb {
						sc.flags["attacked"] = true
						return a.String(), verb == locke.VerbAttack
					}
				}
			}
		}
		return "", false
	}
	sc.before = func(s *session, p xdrive.Probe, t xdrive.Target) {
		sc.once("shot move", func() { s.shot("move") })
		if fight(p) {
			sc.once("shot turn", func() { s.shot("combat-turn") })
		}
	}
	sc.taken = func(s *session, action string, onBoard bool) {
		switch action {
		case sc.want:
			sc.flags["moved"] = true
		case "battle":
			sc.flags["battle"] = true
		}
		if sc.flags["attacked"] && strings.HasPrefix(action, "aim ") {
			sc.once("shot attack", func() { time.Sleep(1500 * time.Millisecond); s.shot("combat-attack") })
		}
	}
	sc.done = func(s *session, p xdrive.Probe) bool {
		if fight(p) && sc.flags["battle"] {
			sc.once("fought", func() { s.logf("the combat is on"); s.shot("combat") })
		}
		if !sc.flags["fought"] || fight(p) {
			return false
		}
		sc.once("shot over", func() { s.logf("the combat is over"); time.Sleep(500 * time.Millisecond); s.shot("combat-over") })
		return true
	}
	return sc
}

// chart resumes a game where a combat starts elsewhere: the human rolls 実はそこにいた.
func chart(lang string, seed uint64) *scenario {
	sc := &scenario{name: "chart", lang: lang, seed: seed, moment: "chart", limit: 60 * time.Second}
	sc.prefer = func(p xdrive.Probe, st *locke.State, bot locke.Action) (string, bool) {
		if st.Public.Ask.Kind == locke.AskJoin {
			return sc.want, false
		}
		return "", false
	}
	sc.before = func(s *session, p xdrive.Probe, t xdrive.Target) {
		if ask(p) == locke.AskJoin {
			sc.once("shot prompt", func() { s.shot("chart-prompt") })
		}
	}
	sc.taken = func(s *session, action string, onBoard bool) {
		if action == sc.want {
			sc.at["rolled"] = time.Now()
		}
	}
	sc.done = func(s *session, p xdrive.Probe) bool {
		if _, ok := sc.at["rolled"]; !ok {
			return false
		}
		if chart, ok := p.Board["lookup"].(string); ok && chart == sc.want {
			sc.once("lit", func() { s.logf("the %s chart is shown with its line lit", chart) })
		}
		sc.once("shot roll", func() { time.Sleep(1200 * time.Millisecond); s.shot("chart-roll") })
		// Done once the chart has been seen after the roll, and the roll has had time to
		// settle on the screen.
		if !sc.flags["lit"] || sc.since("rolled") < 3*time.Second {
			return false
		}
		sc.once("shot rolled", func() { s.shot("chart-rolled") })
		return true
	}
	return sc
}

// objection resumes a game where another seat has declared victory: the human answers the
// objection prompt as the heuristic would (object exactly when the claim makes it lose).
func objection(lang string, seed uint64) *scenario {
	sc := &scenario{name: "objection", lang: lang, seed: seed, moment: "objection", limit: 60 * time.Second}
	sc.before = func(s *session, p xdrive.Probe, t xdrive.Target) {
		if ask(p) == locke.AskObject {
			sc.once("shot prompt", func() { s.shot("objection-prompt") })
		}
	}
	sc.taken = func(s *session, action string, onBoard bool) {
		if action == "object" || action == "accept" {
			sc.at["answered"] = time.Now()
		}
	}
	sc.done = func(s *session, p xdrive.Probe) bool {
		if sc.since("answered") < 1500*time.Millisecond {
			return false
		}
		sc.once("shot answered", func() { s.shot("objection-answered") })
		return true
	}
	return sc
}
