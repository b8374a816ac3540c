package i18n

import (
	"fmt"
	"strings"
	"testing"

	"zashiki/rules/locke/book"
)

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
