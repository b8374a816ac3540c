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
	side := sideWord(ctx.Lang, v.Side())
	out := []textLine{
		{ctx.T("locke.board.sheet", bookName(ctx.Lang, sh.Name, sh.NameEN), side), sideColour(v.Side()), ui.SizeBody},
		{figures(ctx, v.Body()), ui.Paper, ui.SizeSmall},
	}
	if t := v.Private.Choice.Trump; t > 0 && v.Board.Part == rl.PartSetup {
		out = append(out, textLine{ctx.T("locke.board.trump", trumpWord(ctx.Lang, t)), ui.Gold, ui.SizeSmall})
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
	add(strings.Join(names, ctx.T("locke.board.sep")), ui.Paper)
	var items []string
	for _, k := range v.Private.Items {
		it := book.AbilityCards()[k]
		items = append(items, bookName(ctx.Lang, it.Name, it.NameEN))
	}
	if len(items) == 0 {
		add(ctx.T("locke.board.noitems"), ui.Muted)
	} else {
		add(ctx.T("locke.board.items", strings.Join(items, ctx.T("locke.board.sep"))), ui.Gold)
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
		add(ctx.T("locke.board.plans", strings.Join(ps, ctx.T("locke.board.placesep"))), ui.Muted)
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

// pack lays parts out in lines of at most w at size, joined by sep, a part never split unless
// it is wider than a line alone (then it wraps).
func pack(parts []string, sep string, size, w float64) []string {
	var out []string
	cur := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if cur != "" && ui.Measure(cur+sep+p, size) <= w {
			cur += sep + p
			continue
		}
		if cur != "" {
			out = append(out, cur)
		}
		cur = ""
		ls := ui.Wrap(p, size, w)
		if len(ls) == 0 {
			continue
		}
		out = append(out, ls[:len(ls)-1]...)
		cur = ls[len(ls)-1]
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// packText lays s out in lines of at most w at size, broken after its separators ("・", " · ",
// a label's colon) so that a figure stays with its word.
func packText(s string, size, w float64) []string {
	var parts []string
	for rest := s; rest != ""; {
		i, n := -1, 0
		for _, sep := range []string{"・", " · ", "：", ": "} {
			if j := strings.Index(rest, sep); j >= 0 && (i < 0 || j < i) {
				i, n = j, len(sep)
			}
		}
		if i < 0 {
			parts = append(parts, rest)
			break
		}
		parts = append(parts, rest[:i+n])
		rest = rest[i+n:]
	}
	return pack(parts, "", size, w)
}

// statusParts are the words over the view: the part, the turn, the decks.
func (b *Board) statusParts(ctx *ui.Ctx) []string {
	bd := &b.shown.Board
	parts := []string{ctx.T(fmt.Sprintf("locke.board.part.%d", max(bd.Part, 1)))}
	if bd.Turn >= 0 && bd.Turn < len(ctx.Names) && bd.Part != rl.PartOver {
		parts = append(parts, ctx.T("locke.board.turn", bd.Turns, ctx.Names[bd.Turn]))
	}
	switch bd.Part {
	case rl.PartPlanet:
		parts = append(parts, ctx.T("locke.board.planetdeck", bd.PlanetDeck, bd.Raphnor, bd.ItemDeck))
	case rl.PartBase:
		parts = append(parts, ctx.T("locke.board.basedeck", bd.BaseDeck, bd.Keys, bd.ItemDeck))
	}
	return parts
}

// statusLines are the status's words laid out in a status w wide.
func (b *Board) statusLines(ctx *ui.Ctx, w float64) []string {
	return pack(b.statusParts(ctx), "  ·  ", ui.SizeSmall*ctx.U, w)
}

// promptText is what the prompt asks, and whether its clock is shown beside it.
func (b *Board) promptText(ctx *ui.Ctx) (string, bool) {
	switch {
	case ctx.Thinking && ctx.Thinker >= 0 && ctx.Thinker < len(ctx.Names):
		return ctx.T("locke.board.thinking", ctx.Names[ctx.Thinker]), false
	case b.viewer() < 0:
		return ctx.T("locke.board.watching"), false
	}
	return promptLine(ctx.Lang, b.shown, len(b.legal) > 0, b.namer(ctx)), b.asking() && ctx.Countdown > 0
}

// asking reports whether the viewer's buttons are up now.
func (b *Board) asking() bool { return len(b.legal) > 0 && !b.Busy() }

// promptLines are the prompt's words laid out in a prompt aw wide. While the viewer is asked
// they keep the clock's room whether or not it runs yet: a window's clock starts after its
// buttons come up, and the lines must not outgrow the prompt the layout made for them.
func (b *Board) promptLines(ctx *ui.Ctx, aw float64) []string {
	text, _ := b.promptText(ctx)
	return ui.Wrap(text, ui.SizeSmall*ctx.U, promptTextW(aw, ctx.U, b.asking()))
}
