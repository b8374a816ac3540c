package locke

import (
	"slices"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Hint implements the table's hinter: act, the move the Hint button suggests, as a sentence in
// the player's language naming what it acts with and on; its button's page is turned to, so
// that the target that takes it is on screen (HintTarget).
func (b *Board) Hint(ctx *ui.Ctx, act engine.Action) (string, bool) {
	la, ok := act.(rl.Action)
	if !ok || b.shown == nil {
		return "", false
	}
	if i := slices.Index(b.choices, la); i >= 0 {
		b.panel.ShowChoice(i)
	}
	return hintLine(ctx.Lang, b.shown, la, b.namer(ctx)), true
}

// HintTarget implements the table's hinter: the target that takes act now, its card in the
// hand or its place on the map rather than its button.
func (b *Board) HintTarget(act engine.Action) (target ui.Target, ok bool) {
	want := act.String()
	for _, tg := range b.Targets() { // buttons first, then cards and places
		if tg.Action == want {
			target, ok = tg, true
		}
	}
	return target, ok
}

// hintLine words a, an answer to the question v's seat is asked, as its question says.
func hintLine(l i18n.Lang, v *rl.View, a rl.Action, name seatNames) string {
	w := words{l, v, name}
	if q, ok := questions[v.Ask.Kind]; ok {
		return q.hint(w, a)
	}
	return sayVerb(w, a)
}

// sayVerb words an answer by its verb (locke.ui.hint.<verb>, the question's reading first),
// with the words of its button.
func sayVerb(w words, a rl.Action) string { return w.t(w.keyOf("hint", a), w.actArgs(a)...) }

// sayDeclared words a declaration with its value, marked when it is the true one.
func sayDeclared(w words, a rl.Action) string { return w.t("hint.declare", w.declaration(a)) }

// sayAim words an aim as the whole move: what the main action chosen is and whom it goes at
// (locke.ui.hint.aim.<pending verb>); going back is a verb of its own.
func sayAim(w words, a rl.Action) string {
	if a.Verb != rl.VerbAim {
		return sayVerb(w, a)
	}
	key := "hint.aim." + w.v.Pending.Verb.String()
	if !i18n.Has("locke.ui." + key) {
		key = "hint.aim"
	}
	return w.t(key, w.pending(), w.fighter(a.A))
}
