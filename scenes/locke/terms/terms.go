// Package terms puts into the catalogue the words of the book's things the 超人ロック rules
// name in messages (locke.NPCTerm and the rest): NPCs, charts and their rows, silhouettes,
// stats and places. It needs no graphics, so the font's character set (assets/internal/charset)
// reads them as the table does.
package terms

import (
	"fmt"

	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
)

func init() { i18n.RegisterLater(build) }

// build words the book's things the rules name in messages from the same data the rules
// read.
func build() map[string][2]string {
	out := map[string][2]string{}
	for _, n := range book.NPCs() {
		out[string(locke.NPCTerm(n.ID))] = [2]string{n.Name, n.NameEN}
	}
	for _, c := range book.Charts() {
		out[string(locke.ChartTerm(c.ID))] = [2]string{c.Name, c.NameEN}
		for i, r := range c.Rows {
			out[string(locke.RowTerm(c.ID, i))] = [2]string{r.Result.Text, r.Result.TextEN}
		}
		out[string(locke.RowTerm(c.ID, -1))] = [2]string{"―", "—"}
	}
	for _, sl := range book.Silhouettes() {
		out[string(locke.SilhouetteTerm(sl.ID))] = [2]string{sl.Name, sl.NameEN}
	}
	stats := [][2]string{{"耐久力と精神力", "Body and Mind"}, {"ESP能力レベル", "ESP level"}, {"ESPパワー", "ESP power"}, {"耐久力", "Body"}, {"精神力", "Mind"}}
	for st, e := range stats {
		out[string(locke.StatTerm(book.Stat(st)))] = e
	}
	names := book.PlanetNames()
	for p := range names {
		for c := range locke.PlanetCells {
			out[string(locke.PlaceTerm(locke.PlanetPlace(p, c)))] = [2]string{fmt.Sprintf("%s %d", names[p].Name, c+1), fmt.Sprintf("%s %d", names[p].NameEN, c+1)}
		}
	}
	rows := "ABCDEF"
	for r := range locke.BaseSide {
		for c := range locke.BaseSide {
			out[string(locke.PlaceTerm(locke.BasePlace(r, c)))] = [2]string{fmt.Sprintf("基地 %c%d", rows[r], c+1), fmt.Sprintf("base %c%d", rows[r], c+1)}
		}
	}
	out[string(locke.PlaceTerm(locke.Outside))] = [2]string{"秘密基地周辺", "outside the base"}
	out[string(locke.PlaceTerm(locke.OffBoard))] = [2]string{"盤外", "off the board"}
	return out
}
