package boss

import (
	"reflect"
	"slices"
	"testing"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// watch is a game shown on a board through one seat's eyes, the way the table does: the deal
// and every event redacted for the viewer, the board run until it rests after each.
type watch struct {
	t      *testing.T
	s      engine.State
	b      *Board
	ctx    *ui.Ctx
	viewer int
	seen   map[int]bool // every card the viewer was shown face up
}

func newWatch(t *testing.T, seats int, seed uint64, viewer int) *watch {
	st, err := rb.Game.New(engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	w := &watch{t: t, s: st, b: NewBoard(), viewer: viewer, seen: map[int]bool{}}
	w.ctx = &ui.Ctx{U: 1, W: 1280, H: 720, Area: ui.Rect{Y: 52, W: 980, H: 668}, Speed: 8,
		Names: []string{"A", "B", "C", "D", "E"}, Log: func(engine.Msg) {}}
	deal := st.(interface{ DealEvents() []engine.Event }).DealEvents()
	w.show(engine.Redact(deal, viewer), nil)
	return w
}

// show hands the board evs (Reset with the deal when apply is nil) and runs it to rest.
func (w *watch) show(evs []engine.Event, apply func()) {
	for _, e := range evs {
		if e.Card != engine.Unseen && (e.Kind == engine.EvMove || e.Kind == engine.EvReveal) {
			w.seen[e.Card] = true
		}
		for _, a := range e.Msg.Args {
			if c, ok := a.(engine.CardRef); ok && c != engine.CardRef(engine.Unseen) {
				w.seen[int(c)] = true
			}
		}
	}
	if apply == nil {
		w.b.Reset(w.ctx, w.s.View(w.viewer), evs)
	} else {
		w.b.Show(w.ctx, evs, w.s.View(w.viewer))
	}
	for i := 0; i < 20000 && (i == 0 || w.b.Busy()); i++ {
		w.b.Update(w.ctx, &ui.Input{}, nil)
	}
}

func (w *watch) apply(seat int, a engine.Action) {
	w.t.Helper()
	evs, err := w.s.Apply(seat, a)
	if err != nil {
		w.t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	w.show(engine.Redact(evs, w.viewer), func() {})
}

// TestLookBackHoldsOnlyWhatEveryoneSaw (secrets, 上司独裁's hidden cards): through whole games
// of four and five seats, every card in each seat's look back is one the seat was shown face
// up, its own draws are counts with no card, and its look back equals that of a board
// showing nobody's view — so a hot-seat board may keep it for the next player.
func TestLookBackHoldsOnlyWhatEveryoneSaw(t *testing.T) {
	draws := 0
	for seed := uint64(1); seed <= 4; seed++ {
		seats := 4 + int(seed)%2
		ws := []*watch{newWatch(t, seats, seed, -1)}
		for v := range seats {
			ws = append(ws, newWatch(t, seats, seed, v))
		}
		rng := engine.NewRNG(seed)
		s := ws[0].s
		for moves := 0; s.Outcome() == nil && moves < 400; moves++ {
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			for _, w := range ws {
				w.apply(seat, a)
			}
			want := ws[0].b.LookBack()
			for _, w := range ws[1:] {
				got := w.b.LookBack()
				for _, r := range got.Rows {
					for _, c := range r.Cards {
						if !w.seen[c] {
							t.Fatalf("seed %d: seat %d's look back shows card %d it never saw: %+v", seed, w.viewer, c, r)
						}
					}
					if r.Words.Key == "lb.draw" {
						draws++
						if len(r.Cards) > 0 {
							t.Fatalf("seed %d: a draw shows its cards %v", seed, r.Cards)
						}
					}
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d move %d: seat %d's look back\n%+v\nnobody's\n%+v", seed, moves, w.viewer, got, want)
				}
			}
		}
	}
	if draws == 0 {
		t.Fatal("no draw was ever looked back at: the test saw no hidden card")
	}
}

// TestLookBackListsTheLastActions (look back: the last public actions): a card used is its
// seat's row with the card and its name in words; a hand shown for want of a usable card
// lists the cards shown; only the last seven rows are kept, oldest first.
func TestLookBackListsTheLastActions(t *testing.T) {
	w := newWatch(t, 5, 2, 0)
	rng := engine.NewRNG(2)
	checked := 0
	for moves := 0; w.s.Outcome() == nil && moves < 300; moves++ {
		seat := engine.Next(w.s, &rng)
		legal := w.s.Legal(seat)
		a := legal[rng.IntN(len(legal))]
		evs, err := w.s.Clone().Apply(seat, a)
		if err != nil {
			t.Fatal(err)
		}
		w.apply(seat, a)
		rows := w.b.LookBack().Rows
		if len(rows) > lookRows {
			t.Fatalf("%d rows kept", len(rows))
		}
		// the last public card move with a message of the action is the newest card row
		var want *engine.Event
		after := 0 // rows the action adds after it
		for i := range evs {
			if e := evs[i]; e.Kind == engine.EvMove && slices.Contains([]string{rb.MsgPlay, rb.MsgPlayOn, rb.MsgDiscard}, e.Msg.Key) {
				want, after = &evs[i], 0
			} else if _, ok := lookRules[e.Msg.Key]; ok {
				after++
			}
		}
		if want == nil || after >= lookRows {
			continue
		}
		checked++
		var got *ui.LookRow
		for i := range rows {
			if slices.Contains([]string{"lb.boss.play", "lb.boss.playon", "lb.boss.discard"}, rows[i].Words.Key) {
				got = &rows[i]
			}
		}
		if got == nil || got.Seat != want.Seat || got.Cards[0] != want.Card {
			t.Fatalf("move %d: %v used card %d; the newest card row is %+v", moves, a, want.Card, got)
		}
		if got.Words.Args[0] != engine.CardRef(want.Card) {
			t.Errorf("move %d: the row's words %v do not name the card", moves, got.Words)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d cards used were checked", checked)
	}
}

// TestLookWordsAreCatalogued: every row's words are in the catalogue, in both languages.
func TestLookWordsAreCatalogued(t *testing.T) {
	for key, r := range lookRules {
		if !i18n.Has(r.Words) {
			t.Errorf("%s: no catalogue entry for %q", key, r.Words)
		}
	}
}
