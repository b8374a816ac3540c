package main

import (
	"testing"

	"zashiki/build/xdrive"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
)

// Every generated moment is a save the app loads, with the human (seat 0) asked the
// question the scenario is about, and its wanted action legal there.
func TestGeneratedMomentsAskTheHuman(t *testing.T) {
	kinds := map[string]locke.AskKind{"combat": locke.AskMain, "chart": locke.AskJoin, "objection": locke.AskObject}
	for name, m := range moments {
		pos, seed, err := generate(m, 1)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cfg := t.TempDir()
		if err := writeSave(cfg, pos.file); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		l, err := readSave(cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		st := l.State.(*locke.State)
		if !engine.IsActor(st, 0) || st.Public.Ask.Kind != kinds[name] {
			t.Errorf("%s (seed %d, %d steps): seat 0 actor %v, asked %d, want %d", name, seed, len(pos.file.Steps),
				engine.IsActor(st, 0), st.Public.Ask.Kind, kinds[name])
		}
		if pos.want != "" && !legal(st, 0, pos.want) {
			t.Errorf("%s: the wanted %q is not legal for seat 0", name, pos.want)
		}
		if !l.File.Seats[0].Human || l.File.Seats[1].Human || len(l.File.Seats) != seats {
			t.Errorf("%s: seats %+v, want one human and six CPUs", name, l.File.Seats)
		}
	}
}

// The combat moment's move (and "end" to the support phase after it) leads the human to the
// question whether to start a combat.
func TestCombatMomentMoveAsksForBattle(t *testing.T) {
	pos, _, err := generate(moments["combat"], 1)
	if err != nil {
		t.Fatal(err)
	}
	cfg := t.TempDir()
	if err := writeSave(cfg, pos.file); err != nil {
		t.Fatal(err)
	}
	l, err := readSave(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a, err := locke.ParseAction(pos.want)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.State.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	st := l.State.(*locke.State)
	if st.Public.Ask.Kind == locke.AskSupport && st.Public.Ask.Seat == 0 {
		if _, err := st.Apply(0, locke.Action{Verb: locke.VerbEnd}); err != nil {
			t.Fatal(err)
		}
	}
	if ask := st.Public.Ask; ask.Kind != locke.AskBattle || ask.Seat != 0 || !legal(st, 0, "battle") {
		t.Errorf("after %q the human is asked %+v, want the combat-start question", pos.want, ask)
	}
}

// Without pages every legal action is a button, so a repeated action is the board's (a map
// cell, a hand card); with pages, the board's targets follow the page buttons.
func TestPanelAndBoard(t *testing.T) {
	ts := []xdrive.Target{{Action: "move 1"}, {Action: "move 2"}, {Action: "move 2"}}
	panel, board := panelAndBoard(ts)
	if len(panel) != 2 || len(board) != 1 || board[0].Action != "move 2" {
		t.Errorf("no pages: panel %v, board %v", panel, board)
	}
	ts = []xdrive.Target{{Action: "move 1"}, {Action: "page:next"}, {Action: "move 7"}}
	panel, board = panelAndBoard(ts)
	if len(panel) != 2 || len(board) != 1 || board[0].Action != "move 7" {
		t.Errorf("pages: panel %v, board %v", panel, board)
	}
}
