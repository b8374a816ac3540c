package i18n

import (
	"fmt"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// Every key the 超人ロック rules emit (rules/locke MessageKeys), and the name, help and option
// labels of the whole game and of the combat on its own, are in the catalogue.
func TestLockeMessagesAreCatalogued(t *testing.T) {
	keys := append(gameKeys(locke.Game), gameKeys(locke.CombatGame)...)
	keys = append(keys, locke.MessageKeys...)
	for _, k := range keys {
		if !Has(k) {
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
		for _, lang := range []Lang{Ja, En} {
			got := Msg(lang, engine.M(k, args...), names, card)
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
		lang Lang
		want string
	}{
		{locke.MsgDie, []any{engine.SeatRef(0), 5, 1}, Ja, "Annの判定：出目5、成功。"},
		{locke.MsgDie, []any{engine.SeatRef(0), 9, 0}, En, "Ann's check: rolls 9, failure."},
		{locke.MsgClaim, []any{engine.SeatRef(1), 1}, En, "Bea makes a sole victory claim!"},
		{locke.MsgClaim, []any{engine.SeatRef(1), 0}, Ja, "Beaが勝利宣言！"},
		{locke.MsgRefusal, []any{engine.SeatRef(0), 2}, Ja, "Annが直前拒否を宣言。"},
		{locke.MsgDeclare, []any{engine.SeatRef(0), locke.StatTerm(book.Lv), 4}, En, "Ann declares ESP level of 4."},
		{locke.MsgChart, []any{engine.SeatRef(0), locke.ChartTerm("trap"), 7, locke.RowTerm("trap", 5)}, En, "Ann rolls on the Trap chart: 7 → Rest for 1D6 turns."},
		{locke.MsgThrown, []any{engine.SeatRef(0), locke.PlaceTerm(locke.BasePlace(1, 2))}, Ja, "Annが基地 B3へ飛ばされました。"},
		{locke.MsgPartyResult, []any{engine.SeatRef(0), 0}, En, "Ann's party is not formed."},
	} {
		if got := Msg(c.lang, engine.M(c.key, c.args...), []string{"Ann", "Bea"}, nil); got != c.want {
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

// The help names every chart the rules roll, in both languages, and prints every row of the
// damage table as the book data gives it.
func TestLockeHelpHasEveryChartAndTheDamageTable(t *testing.T) {
	for _, lang := range []Lang{Ja, En} {
		help := T(lang, "help.locke")
		for _, id := range []string{"there", "alive", "residual", "prison", "battle", "weapon", "trap", "transform", "cruiser",
			"fire.raygun", "fire.blaster", "fire.bazooka", "fire.beam"} {
			c := book.ChartByID(id)
			name := c.Name
			if lang == En {
				name = c.NameEN
			}
			if !strings.Contains(help, name) {
				t.Errorf("%s: the help does not name the chart %s (%q)", lang.Code(), id, name)
			}
			for _, r := range c.Rows {
				text := r.Result.Text
				if lang == En {
					text = r.Result.TextEN
				}
				if !strings.Contains(help, text) {
					t.Errorf("%s: chart %s lacks the row %q", lang.Code(), id, text)
				}
			}
		}
		for roll := 2; roll <= 12; roll++ {
			var cells []string
			for col := range book.DamageColumns {
				d := fmt.Sprint(book.Damage(roll, col))
				if d == "0" {
					d = "–"
				}
				cells = append(cells, d)
			}
			if row := fmt.Sprintf("%2d │ %s\n", roll, strings.Join(cells, "  ")); !strings.Contains(help, row) {
				t.Errorf("%s: the damage table lacks the row %q", lang.Code(), row)
			}
		}
	}
}

// The help names the Japanese terms of the seed for every part of the rules the brief asks for,
// and the damage table's rows are short enough to stay on one line of the help dialog.
func TestLockeHelpCoversEveryPart(t *testing.T) {
	ja := T(Ja, "help.locke")
	for _, part := range []string{"シルエット", "ゲームの準備", "通常ターン", "拘束", "逮捕", "パートナー", "パーティ",
		"惑星編", "秘密基地編", "戦闘の流れ", "同調", "格闘", "5.7", "勝利宣言", "A 生存して勝ち", "D 死亡して負け", "6人以下", "設定"} {
		if !strings.Contains(ja, part) {
			t.Errorf("the Japanese help lacks %q", part)
		}
	}
	en := T(En, "help.locke")
	for _, part := range []string{"silhouette", "Set-up", "normal turn", "Bound", "Arrested", "Partner", "Parties",
		"planet phase", "base phase", "combat", "Linking", "Melee", "5.7", "victory claim", "A alive and winning", "D dead and losing", "Six players or fewer", "Options"} {
		if !strings.Contains(en, part) {
			t.Errorf("the English help lacks %q", part)
		}
	}
	for _, line := range strings.Split(ja+"\n"+en, "\n") {
		if strings.Contains(line, "│") && len([]rune(line)) > 50 {
			t.Errorf("a damage-table row too long for the dialog: %q", line)
		}
	}
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
		for _, lang := range []Lang{Ja, En} {
			if got := T(lang, string(term)); got == string(term) || strings.TrimSpace(got) == "" {
				t.Errorf("%s (%s) renders %q", term, lang.Code(), got)
			}
		}
	}
}
