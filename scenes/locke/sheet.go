package locke

import (
	"fmt"
	"image/color"
	"strings"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The parts of the board that show words build them as data first and draw them after: what
// each part says is then one function's answer, which the tests read too.

// textLine is one line of a part: its words, its colour and its size at unit 1.
type textLine struct {
	text string
	clr  color.Color
	size float64
}

// figures is the stats line of a sheet: the figures the rules' Body holds, as they stand. The
// rules have already taken the power spent, the damage and the 精神力 lost from the maxima.
func figures(ctx *ui.Ctx, b rl.Body) string {
	return ctx.T("locke.board.stats", b.Lv, b.Pw, b.MaxPw, max(b.Dur, 0), b.MaxDur, max(b.Mind, 0), b.MaxMind)
}

// sheetLines are the viewer's own sheet as drawn in a panel w wide at unit u: its name and
// alignment, then its figures (always the second line), the trump in the set-up and, outside a
// combat, its abilities, ability cards and secret placements. In a combat the hand is drawn
// under the figures.
func (b *Board) sheetLines(ctx *ui.Ctx, w float64) []textLine {
	seat := b.viewer()
	if seat < 0 {
		return nil
	}
	v := b.shown
	sh := book.CharacterByID(v.Sheet)
	if sh == nil {
		return []textLine{{ctx.T("locke.board.nosheet"), ui.Muted, ui.SizeSmall}}
	}
	side := i18n.LockeSide(ctx.Lang, v.Side())
	out := []textLine{
		{ctx.T("locke.board.sheet", bookName(ctx.Lang, sh.Name, sh.NameEN), side), sideColour(v.Side()), ui.SizeBody},
		{figures(ctx, v.Body()), ui.Paper, ui.SizeSmall},
	}
	if t := v.Private.Choice.Trump; t > 0 && v.Board.Part == rl.PartSetup {
		out = append(out, textLine{ctx.T("locke.board.trump", i18n.LockeTrump(ctx.Lang, t)), ui.Gold, ui.SizeSmall})
	}
	if v.Fight.On && v.Chars[seat].Fighter >= 0 {
		return out
	}
	size := ui.SizeSmall * ctx.U
	add := func(s string, clr color.Color) {
		for _, l := range ui.Wrap(s, size, w) {
			out = append(out, textLine{l, clr, ui.SizeSmall})
		}
	}
	var names []string
	for _, ab := range sh.Abilities {
		names = append(names, bookName(ctx.Lang, ab.Name, ab.NameEN))
	}
	add(strings.Join(names, "・"), ui.Paper)
	var items []string
	for _, k := range v.Private.Items {
		it := book.AbilityCards()[k]
		items = append(items, bookName(ctx.Lang, it.Name, it.NameEN))
	}
	if len(items) == 0 {
		add(ctx.T("locke.board.noitems"), ui.Muted)
	} else {
		add(ctx.T("locke.board.items", strings.Join(items, "・")), ui.Gold)
	}
	var ps []string
	for _, p := range v.Private.Plans {
		if p.Key() != (v.Board.Part >= rl.PartBase) {
			continue // the 待ち伏せ belong to the planets, the 重要拠点 to the base
		}
		what := ctx.T("locke.board.ambush")
		if p.Key() {
			what = ctx.T("locke.board.key")
		}
		ps = append(ps, what+" "+i18n.T(ctx.Lang, fmt.Sprintf("place.%d", p.Place)))
	}
	if len(ps) > 0 {
		add(ctx.T("locke.board.plans", strings.Join(ps, "、")), ui.Muted)
	}
	return out
}

// plateText is what a seat's plate says: the seat's name, its state words, who the table
// knows it as (its silhouette or open sheet) and its counts.
type plateText struct{ name, tags, who, counts string }

// plate is seat's plate's words.
func (b *Board) plate(ctx *ui.Ctx, seat int) plateText {
	v := b.shown
	c := &v.Chars[seat]
	p := plateText{name: ctx.Names[seat], tags: b.plateTags(ctx, seat)}
	if sh := book.CharacterByID(v.SheetOf(seat)); sh != nil {
		p.who = bookName(ctx.Lang, sh.Name, sh.NameEN)
	} else if c.Silhouette != "" {
		p.who = i18n.T(ctx.Lang, string(rl.SilhouetteTerm(c.Silhouette)))
	}
	if v.Board.Part == rl.PartSetup {
		return p // nothing is counted before the planets
	}
	info := 0
	if seat < len(v.Board.Info) {
		info = v.Board.Info[seat]
	}
	p.counts = ctx.T("locke.board.plate", info, c.Items, c.Taken)
	return p
}
