package locke

import (
	"slices"
	"testing"
)

// Every verb of the table reads back from its text: a name of its own, and the numbers its
// arguments say it takes (a second only after a first).
func TestEveryVerbRoundTrips(t *testing.T) {
	names := map[string]Verb{}
	for _, v := range Verbs() {
		name := v.String()
		if name == "" {
			t.Errorf("verb %d has no name", v)
		}
		if w, dup := names[name]; dup {
			t.Errorf("verbs %d and %d are both %q", w, v, name)
		}
		names[name] = v
		a, b := v.Args()
		if a == ArgNone && b != ArgNone {
			t.Errorf("%s takes a second number without a first", v)
		}
		acts := []Action{{Verb: v}}
		if a != ArgNone {
			acts[0].A = 17
		}
		if b != ArgNone {
			acts[0].B = 4
		}
		if v == VerbDur {
			acts = append(acts, Action{Verb: v, A: 3, Suit: true}, Action{Verb: v, A: 6, X: 2},
				Action{Verb: v, A: 5, Suit: true, X: 2})
		}
		for _, act := range acts {
			got, err := ParseAction(act.String())
			if err != nil || got != act {
				t.Errorf("%+v reads %q and back as %+v, %v", act, act.String(), got, err)
			}
		}
	}
	if len(names) != 72 {
		t.Errorf("%d verbs, want the 72 the saves know", len(names))
	}
	if VerbNone.String() != "" || (Action{}).String() != "" {
		t.Errorf("no action reads %q, want it empty", Action{}.String())
	}
}

// The action texts saves, replays and the tests held before verbs were typed read back to
// themselves: the text of a move never changes.
func TestSavedActionTextsReadBackUnchanged(t *testing.T) {
	saved := []string{
		// from the tests
		"accept", "agree", "aim 0", "aim 1", "aim 2", "aim 3", "aim 9", "alive", "ask", "attack 12 0",
		"back", "battle", "boost", "claim", "counter", "decline", "dissolve", "drop", "dur 0",
		"dur 1 suit", "dur 1", "dur 2 suit", "dur 3 x2", "dur 5 suit x2", "dur 6 x2", "dur 8 suit",
		"end", "fight", "go", "heal 2", "heal 3", "hinder", "intrude", "invite 3", "keep", "keepall",
		"let", "lv 0", "lv 7", "melee 0", "mind 0", "mind 8", "move 0", "move 11", "mystery",
		"nobattle", "nocounter", "object", "open", "party", "pass", "peek 1", "peek 6", "port 0",
		"port 12", "pre 2000 1", "propose", "ready", "recent", "reform 0", "reform 4", "refuse",
		"residual", "retreat", "solo", "stay", "stop", "take", "tele", "there", "to 0", "to 18",
		"treat 3",
		// from random games
		"as 0", "as 82", "attack 26 0", "block 72", "defend 43", "discard 17", "escape 76",
		"guard 2003", "illusion 62 0", "invite 6", "jam 2014", "join 12", "minion 11", "move 17",
		"place 0", "place 2", "pre 2009 2", "proxy 2030", "sil 0", "sil 2", "sup 2053",
		"telepath 82 0", "treat 6", "weapon 2011 0", "wild 85 0", "enter 40",
	}
	verbs := map[Verb]bool{}
	for _, text := range saved {
		a, err := ParseAction(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if a.String() != text {
			t.Errorf("%q reads back as %q", text, a.String())
		}
		verbs[a.Verb] = true
	}
	for _, v := range Verbs() {
		if !verbs[v] {
			t.Errorf("no saved text of %s", v)
		}
	}
	for _, bad := range []string{"attack 12", "dur 3 suit x0", "lv 3 suit", "pass 1", "jump", "", "aim 01"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q reads as an action", bad)
		}
	}
	if !slices.Contains(Verbs(), VerbKeepAll) || slices.Contains(Verbs(), VerbNone) {
		t.Error("Verbs() lists the table's verbs and no other")
	}
}
