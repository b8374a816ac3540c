package terms

import (
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
)

// Every key the 超人ロック rules emit (rules/locke MessageKeys), and the name, help and option
// labels of the whole game and of the combat on its own, are in the catalogue.
func TestLockeMessagesAreCatalogued(t *testing.T) {
	keys := append(gameKeys(locke.Game), gameKeys(locke.CombatGame)...)
	keys = append(keys, locke.MessageKeys...)
	for _, k := range keys {
		if !i18n.Has(k) {
			t.Errorf("no catalogue entry for %q", k)
		}
	}
}

// Every 超人ロック line renders cleanly in both languages with the arguments the rules give it:
// no fmt complaint (a missing, extra or mistyped argument) and no plural brace left over.
func TestLockeLinesRender(t *testing.T) {
	names := []string{"Ann", "Bea", "Cid"}
	card := func(int) string { return "CARD" }
	for _, k := range locke.MessageKeys {
		args := lockeSampleArgs(k)
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			got := i18n.Msg(lang, engine.M(k, args...), names, card)
			if strings.Contains(got, "%!") || strings.ContainsAny(got, "{}|") || got == k {
				t.Errorf("%s (%s) with %v renders %q", k, lang.Code(), args, got)
			}
		}
	}
}

// The flags the formats turn into words pick the right word (0/1 by plural braces).
func TestLockeFlagsReadAsWords(t *testing.T) {
	for _, c := range []struct {
		key  string
		args []any
		lang i18n.Lang
		want string
	}{
		{locke.MsgDie, []any{engine.SeatRef(0), 5, 1}, i18n.Ja, "Annの判定：出目5、成功。"},
		{locke.MsgDie, []any{engine.SeatRef(0), 9, 0}, i18n.En, "Ann's check: rolls 9, failure."},
		{locke.MsgClaim, []any{engine.SeatRef(1), 1}, i18n.En, "Bea makes a sole victory claim!"},
		{locke.MsgClaim, []any{engine.SeatRef(1), 0}, i18n.Ja, "Beaが勝利宣言！"},
		{locke.MsgRefusal, []any{engine.SeatRef(0), 2}, i18n.Ja, "Annが直前拒否を宣言。"},
		{locke.MsgDeclare, []any{engine.SeatRef(0), locke.StatTerm(book.Lv), 4}, i18n.En, "Ann declares ESP level of 4."},
		{locke.MsgChart, []any{engine.SeatRef(0), locke.ChartTerm("trap"), 7, locke.RowTerm("trap", 5)}, i18n.En, "Ann rolls on the Trap chart: 7 → Rest for 1D6 turns."},
		{locke.MsgThrown, []any{engine.SeatRef(0), locke.PlaceTerm(locke.BasePlace(1, 2))}, i18n.Ja, "Annが基地 B3へ飛ばされました。"},
		{locke.MsgPartyResult, []any{engine.SeatRef(0), 0}, i18n.En, "Ann's party is not formed."},
	} {
		if got := i18n.Msg(c.lang, engine.M(c.key, c.args...), []string{"Ann", "Bea"}, nil); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.key, c.args, got, c.want)
		}
	}
}

// lockeSampleArgs are arguments of the kinds rules/locke/messages.go documents for key.
func lockeSampleArgs(key string) []any {
	seat, card := engine.SeatRef(1), engine.CardRef(7)
	switch key {
	case locke.MsgRound, locke.MsgWilling, locke.MsgSheetsDealt, locke.MsgTrumpsDealt, locke.MsgTrump, locke.MsgObjections:
		return []any{3}
	case locke.MsgUse, locke.MsgActivated + ".ok", locke.MsgActivated + ".fail", locke.MsgMinionJoins,
		locke.MsgGuard, locke.MsgJammed, locke.MsgBlock, locke.MsgOpen:
		return []any{seat, card}
	case locke.MsgAttack:
		return []any{seat, engine.SeatRef(2), 3, 20}
	case locke.MsgDamage:
		return []any{seat, 20, 4, 7, 1}
	case locke.MsgMelee:
		return []any{seat, engine.SeatRef(2), 6}
	case locke.MsgMeleeJudge:
		return []any{seat, 6, engine.SeatRef(2), 4, 5, 1, 9, 0}
	case locke.MsgJamFails, locke.MsgTelepath, locke.MsgReform, locke.MsgTreat, locke.MsgPeek:
		return []any{seat, engine.SeatRef(2)}
	case locke.MsgDeclare:
		return []any{seat, locke.StatTerm(book.Mind), 3}
	case locke.MsgRecover:
		return []any{seat, locke.StatTerm(0)}
	case locke.MsgThrown:
		return []any{seat, locke.PlaceTerm(locke.PlanetPlace(2, 3))}
	case locke.MsgDie:
		return []any{seat, 8, 1}
	case locke.MsgChart:
		return []any{seat, locke.ChartTerm("trap"), 7, locke.RowTerm("trap", 5)}
	case locke.MsgMystery, locke.MsgMinions, locke.MsgRefusal, locke.MsgBound,
		locke.MsgPropose, locke.MsgPartyResult, locke.MsgClaim, locke.MsgInfo, locke.MsgAmbush,
		locke.MsgKeyDestroyed:
		return []any{seat, 2}
	case locke.MsgSilhouette, locke.MsgNoCopy:
		return []any{seat, locke.SilhouetteTerm("locke")}
	case locke.MsgBalance:
		return []any{4, 3, 3}
	case locke.MsgBlanks:
		return []any{seat, 3, 2}
	case locke.MsgTurnOver:
		return []any{seat, locke.PlaceTerm(14), card}
	case locke.MsgPlanetEnd, locke.MsgBasePhase:
		return nil
	}
	if strings.HasPrefix(key, locke.MsgCombatEnd+".") {
		return []any{4}
	}
	if strings.HasPrefix(key, locke.MsgGameEnd+".") {
		return nil
	}
	return []any{seat}
}

// gameKeys are the catalogue keys a game's name, help and options need.
func gameKeys(g engine.Game) []string {
	keys := []string{"game." + g.ID(), "help." + g.ID()}
	for _, o := range g.Options() {
		keys = append(keys, "opt."+g.ID()+"."+o.Key)
		for _, v := range o.Values {
			keys = append(keys, "opt."+g.ID()+"."+o.Key+"."+v)
		}
	}
	return keys
}

// Every term the rules may name renders as words, not as its key.
func TestLockeTermsRender(t *testing.T) {
	var terms []engine.Term
	for _, n := range book.NPCs() {
		terms = append(terms, locke.NPCTerm(n.ID))
	}
	for _, c := range book.Charts() {
		terms = append(terms, locke.ChartTerm(c.ID))
		for i := range c.Rows {
			terms = append(terms, locke.RowTerm(c.ID, i))
		}
	}
	for _, sl := range book.Silhouettes() {
		terms = append(terms, locke.SilhouetteTerm(sl.ID))
	}
	for st := range 5 {
		terms = append(terms, locke.StatTerm(book.Stat(st)))
	}
	for place := range 6 * locke.PlanetCells {
		terms = append(terms, locke.PlaceTerm(place))
	}
	for r := range locke.BaseSide {
		for c := range locke.BaseSide {
			terms = append(terms, locke.PlaceTerm(locke.BasePlace(r, c)))
		}
	}
	terms = append(terms, locke.PlaceTerm(locke.Outside))
	for _, term := range terms {
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			if got := i18n.T(lang, string(term)); got == string(term) || strings.TrimSpace(got) == "" {
				t.Errorf("%s (%s) renders %q", term, lang.Code(), got)
			}
		}
	}
}
