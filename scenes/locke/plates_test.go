package locke

import (
	"strings"
	"testing"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// A seat's plate shows what the table knows of it whole: its name and state beside its piece,
// then its silhouette and counts each on a row of their own, and its known declarations
// wherever the plate has the room (seven seats at 1280×720); at eleven seats in a 960×540
// window, where it has not, the declarations give way and every row still reads at its
// letters' height.
func TestLockePlatesShowDeclarations(t *testing.T) {
	defer ui.SetUnit(1)
	v := viewIn(t, 7, rl.PartPlanet)
	v.Chars[3].Claims = []rl.Claim{{Stat: book.Lv, Value: 6}, {Stat: book.Dur, Value: 4}}
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		ctx := sizedCtx(lang, 7, 1280, 720)
		b := boardFor(ctx, v)
		decl := b.declared(ctx, 3)
		pl := b.layPlate(ctx, 3, b.lay.seats[3])
		// The declarations are the rows after the counts' (wrapped, perhaps, in two).
		var rest []string
		counts := b.plate(ctx, 3).counts
		for i, r := range pl.rows {
			if r.left == counts {
				for _, r := range pl.rows[i+1:] {
					rest = append(rest, r.left)
				}
			}
		}
		if decl == "" || strings.Join(rest, " ") != decl && strings.Join(rest, "") != decl {
			t.Errorf("%s: plate 4's rows %q do not end with its declarations %q", lang.Code(), pl.rows, decl)
		}
		if len(b.cut) > 0 {
			t.Errorf("%s: cut %q", lang.Code(), b.cut)
		}
	}
	v11 := viewIn(t, 11, rl.PartPlanet)
	v11.Chars[3].Claims = []rl.Claim{{Stat: book.Lv, Value: 6}, {Stat: book.Dur, Value: 4}, {Stat: book.Mind, Value: 5}}
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		ctx := sizedCtx(lang, 11, 960, 540)
		b := boardFor(ctx, v11)
		pl := b.layPlate(ctx, 3, b.lay.seats[3])
		if pl.lh < ui.Legible(ui.SizeSmall*ctx.U)*1.1 || len(b.cut) > 0 {
			t.Errorf("%s at eleven seats: %d rows %.1f px apart, cut %q", lang.Code(), len(pl.rows), pl.lh, b.cut)
		}
	}
}
