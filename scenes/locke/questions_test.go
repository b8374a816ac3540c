package locke

import (
	"strings"
	"testing"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// promptMaxLines is the most lines a prompt with its reason may take at 1280×720: more, and
// the buttons under it lose a row.
const promptMaxLines = 3

// Every kind of question the rules ask has its whole entry: a name, a prompt, the verbs that
// answer it, a waiting line and a hint, each prompt and waiting line in the catalogue. (That
// the answers are the verbs the rules offer is checked at every step of random games, the
// label checker in labels_test.go; that the hints read as sentences, by the table's
// TestLockeHintsReadAsSentencesAndLightTheirTarget.)
func TestEveryQuestionHasAnEntry(t *testing.T) {
	for k := rl.AskJoin; k <= rl.AskPeek; k++ {
		q, ok := questions[k]
		switch {
		case !ok:
			t.Errorf("question %d has no entry", k)
			continue
		case q.name == "":
			t.Errorf("question %d has no name", k)
		case len(q.answers) == 0:
			t.Errorf("question %s has no answers", q.name)
		case q.prompt == nil && !i18n.Has("locke.ui.ask."+q.name):
			t.Errorf("question %s has no prompt", q.name)
		case q.wait == "" || !i18n.Has("locke.ui.wait."+q.wait):
			t.Errorf("question %s has no waiting line", q.name)
		case q.hint == nil:
			t.Errorf("question %s has no hint", q.name)
		}
	}
	if _, ok := questions[rl.AskNone]; ok || len(questions) != int(rl.AskPeek) {
		t.Errorf("%d entries, want one per question, none for AskNone", len(questions))
	}
}

// whyViews are a View of every moment that changes why a question is asked: each set-up
// stage, the base's key installations, a Special (who cannot claim) and a claimer, each kind
// of landing, a twin on the cell.
func whyViews() []*rl.View {
	base := func() *rl.View {
		v := &rl.View{Seat: 0}
		v.Seats = 2
		v.Chars = []rl.Char{{Alive: true, Fighter: -1, Silhouette: "locke"}, {Alive: true, Fighter: -1, Silhouette: "locke"}}
		v.Board.Pos = []int{0, 1}
		v.Board.Escaping = -1
		v.Board.Setup.Stage = rl.SetupChoose
		v.Ask.For = rl.ForTeleport
		return v
	}
	var out []*rl.View
	for stage := range setupStages {
		v := base()
		v.Board.Setup.Stage = stage
		out = append(out, v)
	}
	key := base()
	key.Board.Grid = make([]rl.Cell, rl.BaseSide*rl.BaseSide)
	out = append(out, key)
	for _, ch := range book.Characters() {
		if len(ch.Sides) > 0 && ch.Sides[0] == book.Special {
			v := base()
			v.Sheet = ch.ID
			out = append(out, v)
			break
		}
	}
	escape := base()
	escape.Board.Escaping = 0
	start := base()
	start.Board.Pos[0] = rl.OffBoard
	enter := base()
	enter.Board.Part = rl.PartBase
	twin := base()
	twin.Board.Pos[1] = 0
	return append(out, base(), escape, start, enter, twin)
}

// Every question the rules ask is put with why it is asked, on the prompt's line after what
// is asked, in both languages: each reason in the catalogue, the whole in at most three lines
// of the prompt, and every reason written is one some moment gives.
func TestEveryPromptSaysWhyItIsAsked(t *testing.T) {
	used := map[string]bool{}
	for k := rl.AskJoin; k <= rl.AskPeek; k++ {
		q := questions[k]
		for _, v := range whyViews() {
			v.Ask.Kind = k
			for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
				w := words{l, v, lockeSeatNames}
				key := q.whyKey(w)
				used[key] = true
				why := w.t(key)
				switch p := w.asking(); {
				case !i18n.Has("locke.ui." + key):
					t.Errorf("question %s: no reason %s", q.name, key)
				case !strings.HasSuffix(p, why) || len(p) <= len(why)+4:
					t.Errorf("question %s (%s): prompt %q does not end with its reason %q after what it asks", q.name, l.Code(), p, why)
				case lockeTextFault(p) != "":
					t.Errorf("question %s (%s): prompt %q: %s", q.name, l.Code(), p, lockeTextFault(p))
				case len(ui.Wrap(p, ui.SizeSmall, promptTextW(actionsW, 1, true))) > promptMaxLines:
					t.Errorf("question %s (%s): prompt %q takes %d lines at 1280×720, the buttons' room", q.name, l.Code(), p, len(ui.Wrap(p, ui.SizeSmall, promptTextW(actionsW, 1, true))))
				}
			}
		}
	}
	for _, key := range i18n.Keys() {
		if k := strings.TrimPrefix(key, "locke.ui."); strings.HasPrefix(k, "why.") && !used[k] {
			t.Errorf("reason %s is never given", key)
		}
	}
}

// The set-up's questions say what a silhouette is, and the second choice why it comes again:
// the sides are uneven and the larger side holds new trumps.
func TestSetupPromptsSayWhatASilhouetteIsAndWhyAgain(t *testing.T) {
	v := whyViews()[0]
	v.Ask.Kind = rl.AskSetup
	for _, tc := range []struct {
		stage rl.SetupStage
		want  [2][]string
	}{
		{rl.SetupChoose, [2][]string{i18n.Ja: {"見せる姿", "エース", "10"}, i18n.En: {"the face", "ace", "10"}}},
		{rl.SetupRechoose, [2][]string{i18n.Ja: {"見せる姿", "偏って", "トランプ", "エースか10"}, i18n.En: {"the face you show", "uneven", "New trump", "an ace or a 10"}}},
	} {
		v.Board.Setup.Stage = tc.stage
		for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
			p := promptLine(l, v, true, lockeSeatNames)
			for _, s := range tc.want[l] {
				if !strings.Contains(p, s) {
					t.Errorf("stage %d (%s): %q does not say %q", tc.stage, l.Code(), p, s)
				}
			}
		}
	}
}

// A base player waiting through the planet phase is told why it never moves there: base
// players have no turns until the base phase (4.5). A searcher is not told so.
func TestBasePlayerIsToldWhyItWaitsOnThePlanets(t *testing.T) {
	v := whyViews()[0]
	v.Board.Part = rl.PartPlanet
	v.Board.Role = []rl.Role{rl.BasePlayer, rl.Searcher}
	v.Ask = rl.Ask{Kind: rl.AskMain, Seat: 1}
	for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
		want := [2]string{i18n.Ja: "惑星編は秘密基地で待ち", i18n.En: "through the planet phase you wait in the secret base"}[l]
		if p := promptLine(l, v, false, lockeSeatNames); !strings.Contains(p, want) || !strings.Contains(p, lockeSeatNames(1)) {
			t.Errorf("(%s) a base player waiting on the planets reads %q", l.Code(), p)
		}
		v.Board.Role[0] = rl.Searcher
		if p := promptLine(l, v, false, lockeSeatNames); strings.Contains(p, want) {
			t.Errorf("(%s) a searcher reads %q", l.Code(), p)
		}
		v.Board.Role[0] = rl.BasePlayer
	}
}
