package locke

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// defendedView plays random games until a view shows an attack with a card played against
// it (a defence under way), and returns it.
func defendedView(t *testing.T) *rl.View {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: 7, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		st.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for n := 0; st.Outcome() == nil && n < 20000; n++ {
			seat := engine.Next(st, &pick)
			v := st.View(seat).(*rl.View)
			if f := v.Fight; f.Hit.On && f.Use.On && f.Use.Kind == rl.UseDefend && f.Hit.As >= 0 && f.Use.Card >= 0 {
				return v
			}
			legal := st.Legal(seat)
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game showed a defended attack")
	return nil
}

// The combat's stage is a face-off: an attack shows its card at the left, and the card played
// against it (here a defence) at the right with its player's name; both whole, with nothing
// of the table cut, in both languages at both sizes (locke-stage-*.png).
func TestLockeStageFacesTheAttackWithItsDefence(t *testing.T) {
	defer ui.SetUnit(1)
	v := defendedView(t)
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		for _, sz := range [][2]int{{1280, 720}, {960, 540}} {
			ctx := sizedCtx(lang, 7, sz[0], sz[1])
			b := boardFor(ctx, v)
			img := uitest.Snapshot(sz[0], sz[1], func(dst *ebiten.Image) { b.Draw(ctx, dst) })
			uitest.Save(t, fmt.Sprintf("locke-stage-%d-%s", sz[0], lang.Code()), img)
			c := b.cmb
			if c.card.id != v.Fight.Hit.As || c.reply.id != v.Fight.Use.Card {
				t.Errorf("%s %d: the stage shows cards %d and %d, not the attack's %d and the defence's %d", lang.Code(), sz[0], c.card.id, c.reply.id, v.Fight.Hit.As, v.Fight.Use.Card)
			}
			if want := b.fighterName(ctx, v.Fight.Use.Fighter); c.reply.who != want {
				t.Errorf("%s %d: the defence is %q's, not %q's", lang.Code(), sz[0], c.reply.who, want)
			}
			if len(b.cut) > 0 {
				t.Errorf("%s %d: cut %q", lang.Code(), sz[0], b.cut)
			}
		}
	}
}
