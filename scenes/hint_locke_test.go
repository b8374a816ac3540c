package scenes

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
)

// lockeAsked is a position where seat is asked a question: the state and the steps to it.
type lockeAsked struct {
	seed  uint64
	seat  int
	st    engine.State
	steps []engine.Step
}

// lockeQuestions plays games of 超人ロック at seven seats with heuristic players, as searchLocke
// does, and keeps the first position of each kind of question, at any seat.
func lockeQuestions(t *testing.T, a *App) map[locke.AskKind]lockeAsked {
	t.Helper()
	found := map[locke.AskKind]lockeAsked{}
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 40 && len(found) < int(locke.AskPeek); seed++ {
		st := tableFor(t, a, "locke", "hcccccc", seed).sess.State
		rng := engine.NewRNG(seed)
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 3000 {
			for seat := range st.Seats() {
				kind := st.View(seat).(*locke.View).Ask.Kind
				if _, seen := found[kind]; !seen && engine.IsActor(st, seat) && len(st.Legal(seat)) > 1 {
					found[kind] = lockeAsked{seed, seat, st.Clone(), slices.Clone(steps)}
				}
			}
			seat := engine.Next(st, &rng)
			act := bot.Choose(st.View(seat), st.Legal(seat), &rng)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	return found
}

// lockeTableAt is a table with the human at the asked seat, at rest with its buttons up.
func lockeTableAt(t *testing.T, a *App, p lockeAsked) *Table {
	t.Helper()
	seats := []byte("ccccccc")
	seats[p.seat] = 'h'
	tb := tableFor(t, a, "locke", string(seats), p.seed)
	tb.sess.State, tb.sess.Steps = p.st.Clone(), slices.Clone(p.steps)
	a.Push(tb)
	for range 2000 {
		step(t, a, 1)
		if len(tb.humanLegal()) > 0 && len(tb.board.(*lktable.Board).Targets()) > 0 {
			return tb
		}
	}
	t.Fatalf("the position of seed %d never reached the human", p.seed)
	return nil
}

// hintFault says what is wrong with a hint's words, "" when nothing: it must be a sentence of
// the catalogue, in the player's language, with no action text, fmt complaint or key in it.
func hintFault(l i18n.Lang, act engine.Action, text string) string {
	end := map[i18n.Lang]string{i18n.Ja: "。", i18n.En: "."}[l]
	switch {
	case !strings.HasSuffix(text, end):
		return "not a sentence"
	case strings.Contains(act.String(), " ") && strings.Contains(text, act.String()):
		return "the action's text"
	case strings.Contains(text, "%!") || strings.Contains(text, "%"):
		return "a fmt complaint"
	case strings.Contains(text, "locke.ui.") || strings.ContainsAny(text, "{}|"):
		return "a catalogue key or format"
	case l == i18n.En && strings.ContainsFunc(text, func(r rune) bool {
		return unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han)
	}):
		return "Japanese in English"
	}
	return ""
}

// The Hint button words every move offered at every kind of question as a sentence in the
// player's language, and lights a target on screen that takes it: for each question (found by
// heuristic games) and each legal action there, the board's hint reads as a sentence and its
// target is one of the board's targets, inside the board's area. The table's own hint lights
// the target it names until the player acts.
func TestLockeHintsReadAsSentencesAndLightTheirTarget(t *testing.T) {
	found := lockeQuestions(t, newTestApp(t, i18n.En))
	for k := locke.AskJoin; k <= locke.AskPeek; k++ {
		if _, ok := found[k]; !ok {
			t.Logf("no heuristic game asked question %d with a choice", k)
		}
	}
	if len(found) < 20 {
		t.Fatalf("only %d kinds of question found", len(found))
	}
	checked := 0
	for _, lang := range langs {
		a := newTestApp(t, lang)
		for kind, p := range found {
			tb := lockeTableAt(t, a, p)
			b := tb.board.(*lktable.Board)
			for _, act := range tb.humanLegal() {
				text, ok := b.Hint(&tb.ctx, act)
				if f := hintFault(lang, act, text); !ok || f != "" {
					t.Errorf("%s question %d: %s hinted %q: %s", lang.Code(), kind, act, text, f)
				}
				checked++
				tg, ok := b.HintTarget(act)
				switch {
				case !ok:
					t.Errorf("%s question %d: %s hinted with nothing on screen", lang.Code(), kind, act)
				case !slices.Contains(b.Targets(), tg) || !tb.ctx.Area.Contains(tg.Rect.Center()):
					t.Errorf("%s question %d: %s lights %+v, not a target on the board", lang.Code(), kind, act, tg)
				}
			}
			a.Pop()
		}
	}
	t.Logf("%d kinds of question, %d hints checked", len(found), checked)
	// The table: its Hint button's notice is the board's sentence, and its target stays lit
	// until the player acts.
	a := newTestApp(t, i18n.En)
	tb := lockeTableAt(t, a, found[locke.AskMain])
	tb.startHint(a)
	for range 600 {
		if tb.hinting == nil {
			break
		}
		step(t, a, 1)
	}
	text, _ := tb.board.(*lktable.Board).Hint(&tb.ctx, tb.hinted)
	if tb.hinted == nil || !strings.Contains(tb.notice, text) {
		t.Fatalf("the hint's notice %q, want the board's sentence %q", tb.notice, text)
	}
	if _, ok := tb.hintTarget(); !ok {
		t.Error("the hinted move's target is not lit")
	}
	shot(t, a, "locke-hint")
	tb.sess.Steps = append(tb.sess.Steps, engine.Step{}) // the player has acted
	if _, ok := tb.hintTarget(); ok {
		t.Error("the hinted move stays lit after the player acted")
	}
}
