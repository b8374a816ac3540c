package locke

import (
	"slices"
	"strconv"
	"strings"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The events' animations: a piece glides to its new place, dice tumble and settle on the
// roll, the chart or the damage table is shown with the rolled line lit, damage floats over
// its fighter, a played Cカード flies to the discards, and the parts' openings get a banner.
// Every rules line waits a moment, so the log can be followed at normal speed.

// Ticks (at speed 1) an event holds the next one back.
const (
	waitLine   = 14
	waitGlide  = 16
	waitDice   = 34
	waitBanner = 60
	waitCard   = 18
)

// flight is a played Cカード crossing the table: from the hand or the fighter's plate to the
// middle, then to the discards (drawFlights).
type flight struct {
	tw   *ui.Tween
	from ui.Rect
	card int
}

func (f *flight) Tween() *ui.Tween { return f.tw }

// Land implements ui.Flight: the board's sequencer is typed for flights, and a played card's
// landing changes nothing.
func (f *flight) Land() {}

// glide moves seat's piece from one world point to another.
type glide struct {
	seat     int
	from, to point
	tw       *ui.Tween
}

// dice are the dice on the table: tumbling while the tween runs, then showing the roll until
// hold runs out.
type dice struct {
	tw, hold *ui.Tween
	faces    []int
}

// shown reports whether the dice are on the table.
func (d *dice) shown() bool { return d.tw != nil && (!d.tw.Done() || !d.hold.Done()) }

func (d *dice) rolling() bool { return d.tw != nil && !d.tw.Done() }

// face is die i's face at tick: flickering while the dice tumble, then the roll's.
func (d *dice) face(i, tick int) int {
	if d.rolling() {
		return 1 + (tick/3+i*2)%6
	}
	return d.faces[i]
}

// total is the faces' sum at tick: the roll the damage table's row follows as they tumble.
func (d *dice) total(tick int) int {
	n := 0
	for i := range d.faces {
		n += d.face(i, tick)
	}
	return n
}

// lookup is a table shown with one line lit: a chart's row, or the damage table's cell.
type lookup struct {
	chart  string // a chart's ID, or "" for the damage table
	row    int    // the chart's row, or the damage table's roll
	column int    // the damage table's column
	tw     *ui.Tween
}

func (l *lookup) on() bool { return l.tw != nil && !l.tw.Done() }

// float is a number rising over a fighter (damage) or a seat's plate.
type float struct {
	fighter int
	text    string
	tw      *ui.Tween
}

func (f *float) Tween() *ui.Tween { return f.tw }

// banner is a large line over the table that fades: a part begins, a claim is made.
type banner struct {
	text string
	tw   *ui.Tween
}

// animate advances the animations one tick, and settles on the latest view when all is done.
func (b *Board) animate(ctx *ui.Ctx) {
	b.seq.Step(ctx, b.start)
	live := b.glides[:0]
	for _, g := range b.glides {
		g.tw.Step(ctx.Speed)
		p := g.tw.Value()
		if g.seat < len(b.pos) {
			b.pos[g.seat] = point{ui.Lerp(g.from.X, g.to.X, p), ui.Lerp(g.from.Y, g.to.Y, p)}
		}
		if !g.tw.Done() {
			live = append(live, g)
		}
	}
	b.glides = live
	if b.dice.tw != nil {
		if b.dice.tw.Done() {
			b.dice.hold.Step(ctx.Speed)
		}
		b.dice.tw.Step(ctx.Speed)
	}
	if b.lookup.tw != nil {
		b.lookup.tw.Step(ctx.Speed)
	}
	if b.banner.tw != nil {
		b.banner.tw.Step(ctx.Speed)
	}
	b.floats = ui.StepTweens(b.floats, ctx.Speed)
	b.flights = ui.StepTweens(b.flights, ctx.Speed)
	if !b.Busy() && b.shown != b.v {
		b.settle()
	}
}

// start begins one event; its log line is written already.
func (b *Board) start(ctx *ui.Ctx, ev engine.Event) {
	b.look.note(ev)
	switch ev.Kind {
	case engine.EvMove:
		b.move(ctx, ev)
	case engine.EvReveal:
		b.seq.Wait = waitLine
	case engine.EvRoll:
		// the chart's line came first and started the dice
	case engine.EvPhase:
		b.phase(ctx, ev)
	case engine.EvMessage:
		b.message(ctx, ev)
	}
}

// move glides a piece, or flies a card to the discards.
func (b *Board) move(ctx *ui.Ctx, ev engine.Event) {
	if ev.To.Name == "piece" && ev.Seat >= 0 && ev.Seat < len(b.pos) {
		from := b.pos[ev.Seat]
		to := b.world.placeXY(b.v, ev.Seat, ev.N)
		if from.X != from.X || to.X != to.X { // NaN: off the boards before or after
			b.pos[ev.Seat] = to
			return
		}
		b.glides = append(b.glides, &glide{seat: ev.Seat, from: from, to: to, tw: ui.NewTween(0.45, ui.EaseInOutCubic)})
		b.seq.Wait = waitGlide
		return
	}
	if ev.To.Name == "cdiscard" && ev.Card >= 0 && ev.Card < len(book.CCards()) && b.fighting() {
		// The flight holds the next event back a moment, not the game: the table moves on
		// while the card crosses it.
		b.flights = append(b.flights, &flight{tw: ui.NewTween(0.85, nil), from: b.playedFrom(ev.Seat, ev.Card), card: ev.Card})
		b.seq.Wait = waitCard
	}
}

// playedFrom is where a played card starts its flight: its row in the viewer's hand, else
// its fighter's plate.
func (b *Board) playedFrom(seat, card int) ui.Rect {
	if seat == b.viewer() {
		if i := slices.Index(b.shown.Private.Hand, card); i >= 0 && i < len(b.handRects) {
			return b.handRects[i]
		}
	}
	return b.fighterBox(b.fighterOfSeat(seat))
}

// phase marks the openings: a round, a turn, a normal turn.
func (b *Board) phase(ctx *ui.Ctx, ev engine.Event) {
	switch ev.Msg.Key {
	case rl.MsgRound:
		b.showBanner(i18n.Msg(ctx.Lang, ev.Msg, ctx.Names, b.CardLabel))
	}
	b.seq.Wait = waitLine
}

// message animates the lines that carry a roll or a hit; every line waits a moment.
func (b *Board) message(ctx *ui.Ctx, ev engine.Event) {
	b.seq.Wait = waitLine
	a := ev.Msg.Args
	switch ev.Msg.Key {
	case rl.MsgChart:
		chart, row := chartRow(a)
		roll := argInt(a, 2)
		if c := book.ChartByID(chart); c != nil {
			b.roll(c.Dice, roll)
			b.lookup = lookup{chart: chart, row: row, tw: ui.NewTween(2.6, nil)}
		}
	case rl.MsgDamage:
		fire, dur, roll, dmg := argInt(a, 1), argInt(a, 2), argInt(a, 3), argInt(a, 4)
		b.roll(2, roll)
		b.lookup = lookup{row: roll, column: damageColumn(fire, dur, roll, dmg), tw: ui.NewTween(2.6, nil)}
		if len(a) > 0 {
			b.hitFighter(b.fighterNamed(a[0]), dmg)
		}
	case rl.MsgDie, rl.MsgMystery:
		b.roll(2, argInt(a, 1))
	case rl.MsgMeleeJudge:
		b.roll(2, argInt(a, 4))
		b.hitFighter(b.fighterNamed(a[2]), argInt(a, 5))
		b.hitFighter(b.fighterNamed(a[0]), argInt(a, 7))
		b.seq.Wait = waitDice
	case rl.MsgPlanetPhase, rl.MsgBasePhase, rl.MsgClaim, rl.MsgCombatStart:
		b.showBanner(i18n.Msg(ctx.Lang, ev.Msg, ctx.Names, b.CardLabel))
	}
	if strings.HasPrefix(ev.Msg.Key, rl.MsgGameEnd) {
		b.showBanner(i18n.Msg(ctx.Lang, ev.Msg, ctx.Names, b.CardLabel))
	}
}

// roll tumbles the dice to show roll, as n dice.
func (b *Board) roll(n, roll int) {
	if roll <= 0 {
		return
	}
	faces := []int{roll}
	if n == 2 {
		lo := max(1, roll-6)
		faces = []int{lo + (roll-2*lo)/2, roll - lo - (roll-2*lo)/2}
	}
	b.dice = dice{tw: ui.NewTween(0.55, ui.EaseOutCubic), hold: ui.NewTween(3, nil), faces: faces}
	b.seq.Wait = waitDice
}

// hitFighter floats the damage over fighter f.
func (b *Board) hitFighter(f, dmg int) {
	if f < 0 || dmg <= 0 {
		return
	}
	b.floats = append(b.floats, &float{fighter: f, text: "−" + strconv.Itoa(dmg), tw: ui.NewTween(1.4, ui.EaseOutCubic)})
}

func (b *Board) showBanner(text string) {
	b.banner = banner{text: text, tw: ui.NewTween(1.6, nil)}
	b.seq.Wait = waitBanner
}

// fighterNamed is the fighter a message's name argument means: a seat's, or the first NPC of
// that name still in the fight; -1 for none.
func (b *Board) fighterNamed(arg any) int {
	fs := b.shown.Fight.Fighters
	switch x := arg.(type) {
	case engine.SeatRef:
		return b.fighterOfSeat(int(x))
	case engine.Term:
		for i, f := range fs {
			if f.Seat < 0 && string(rl.NPCTerm(f.NPC)) == string(x) && !f.Out {
				return i
			}
		}
	}
	return -1
}

// fighterOfSeat is seat's fighter in the combat shown, -1 for none.
func (b *Board) fighterOfSeat(seat int) int {
	for i, f := range b.shown.Fight.Fighters {
		if f.Seat == seat && f.Kind == rl.PC {
			return i
		}
	}
	for i, f := range b.shown.Fight.Fighters {
		if f.Seat == seat {
			return i
		}
	}
	return -1
}

// damageColumn is the damage table's column the line used: the ratio's, or the nearest one
// that gives the damage dealt (a melee's [格闘:X] shifts it).
func damageColumn(fire, dur, roll, dmg int) int {
	col := book.Column(fire, dur)
	if book.Damage(roll, col) == dmg {
		return col
	}
	for d := 1; d < book.DamageColumns; d++ {
		for _, c := range []int{col - d, col + d} {
			if c >= 0 && c < book.DamageColumns && book.Damage(roll, c) == dmg {
				return c
			}
		}
	}
	return col
}

// chartRow reads a chart line's chart and row from its terms.
func chartRow(a []any) (string, int) {
	if len(a) < 4 {
		return "", -1
	}
	t, _ := a[3].(engine.Term)
	s := strings.TrimPrefix(string(t), "chart.")
	i := strings.LastIndexByte(s, '.')
	if i < 0 {
		return "", -1
	}
	row, err := strconv.Atoi(s[i+1:])
	if err != nil {
		return "", -1
	}
	return s[:i], row
}

func argInt(a []any, i int) int {
	if i < len(a) {
		if n, ok := a[i].(int); ok {
			return n
		}
	}
	return 0
}
