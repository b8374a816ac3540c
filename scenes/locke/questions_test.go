package locke

import (
	"testing"

	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
)

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
