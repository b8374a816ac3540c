package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
)

// LookBack is what a board offers to look back at (the last trick, the last plays): a
// heading, rows oldest first, and lines under them. Boards build it from the events they
// were shown, which the table redacted for the viewer, so it holds only what was seen.
type LookBack struct {
	Title engine.Msg
	Rows  []LookRow
	Notes []engine.Msg
	// Empty is the line shown when there are no rows yet ("lb.none" when not set).
	Empty engine.Msg
	// Wide: the rows are sentences (超人ロック's log lines): a row of words alone takes the
	// whole width of a wider panel and wraps, and the oldest rows give way when they do not
	// all fit, a line saying how many.
	Wide bool
}

// LookRow is one action: the seat that took it, the cards it showed as the viewer saw them
// (engine.Unseen is drawn as a back) and the action in words. Words are a message, rendered
// when drawn, so the panel follows the language.
type LookRow struct {
	Seat  int // -1: the words stand alone
	Cards []int
	Words engine.Msg
	Mark  bool // picked out: the trick's winner
}

// LookRule turns one kind of rules message into a look-back row, as data: where the message
// names the seat and the card to show, and the row's words with the message arguments they
// take. The card comes from the event the board was shown, so a card the viewer may not see
// arrives as engine.Unseen and is drawn as a back.
type LookRule struct {
	Seat  int    // the message argument naming the seat; EventSeat: the event's own; NoSeat
	Card  int    // the message argument naming the card; EventCard: the event's own; NoCard
	Words string // the row's words, a catalogue key
	Args  []int  // the message arguments the words take, in order
}

// Where a LookRule finds a seat or a card other than in the message's arguments.
const (
	EventSeat = -1
	NoSeat    = -2
	EventCard = -1
	NoCard    = -2
)

// Row is ev's row under the rule.
func (r LookRule) Row(ev engine.Event) LookRow {
	arg := func(i int) any {
		if i >= 0 && i < len(ev.Msg.Args) {
			return ev.Msg.Args[i]
		}
		return nil
	}
	row := LookRow{Seat: ev.Seat, Words: engine.M(r.Words)}
	if s, ok := arg(r.Seat).(engine.SeatRef); ok {
		row.Seat = int(s)
	} else if r.Seat == NoSeat {
		row.Seat = -1
	}
	switch c, ok := arg(r.Card).(engine.CardRef); {
	case r.Card == EventCard:
		row.Cards = []int{ev.Card}
	case ok:
		row.Cards = []int{int(c)}
	}
	for _, i := range r.Args {
		row.Words.Args = append(row.Words.Args, arg(i))
	}
	return row
}

// LookLog keeps the latest Max rows a board recorded.
type LookLog struct {
	Max  int
	Rows []LookRow
}

// Add appends r, dropping the oldest row beyond Max.
func (l *LookLog) Add(r LookRow) {
	l.Rows = append(l.Rows, r)
	if n := len(l.Rows) - l.Max; l.Max > 0 && n > 0 {
		l.Rows = append(l.Rows[:0], l.Rows[n:]...)
	}
}

// Last is the newest row, or nil.
func (l *LookLog) Last() *LookRow {
	if len(l.Rows) == 0 {
		return nil
	}
	return &l.Rows[len(l.Rows)-1]
}

// Clear forgets every row (a new game).
func (l *LookLog) Clear() { l.Rows = nil }

// Copy is the rows as a slice of their own, for a LookBack handed out.
func (l *LookLog) Copy() []LookRow {
	out := make([]LookRow, len(l.Rows))
	for i, r := range l.Rows {
		r.Cards = append([]int(nil), r.Cards...)
		out[i] = r
	}
	return out
}

// LookPanel lays out and draws a LookBack over the board area: a paper panel with a row per
// action — the seat's name, the cards, the words — and a close button.
type LookPanel struct {
	Close Button
	Rect  Rect
	cardW float64 // the cards' width, smaller when many rows must fit
	// lines are each row's words as drawn (wrapped in a wide look back); shown are the rows
	// drawn, oldest first, and hidden how many gave way.
	lines  [][]string
	shown  []int
	hidden int
	noteAt int     // where among the shown rows the line saying so goes
	bottom float64 // where the rows end
	wide   bool
}

// Look-back panel sizes at unit 1.
const (
	lookW     = 640.0
	lookPad   = 24.0
	lookName  = 150.0
	lookCard  = 46.0
	lookGap   = 6.0
	lookClose = 44.0
)

// rowH is the height of row i at the current card width: a row of cards has room around
// them, lines of words alone follow each other closely.
func (p *LookPanel) rowH(r LookRow, i int, u float64) float64 {
	h := float64(max(1, len(p.lines[i]))) * LineHeight(SizeBody*u)
	if len(r.Cards) > 0 {
		h = max(h, p.cardW*CardAspect)
	}
	if p.wide {
		return h + 2*u
	}
	return h + 8*u
}

// alone reports whether row r is words alone in a wide look back: it starts at the panel's
// left edge rather than in the words' column.
func alone(lb LookBack, r LookRow) bool { return lb.Wide && r.Seat < 0 && len(r.Cards) == 0 }

// Place sizes the panel for lb inside ctx.Area, centred, shrinking the cards when the rows
// would not fit — in a wide look back, then leaving out the oldest rows of the last section —
// and puts the close button at its bottom right.
// label is the board's CardLabel.
func (p *LookPanel) Place(ctx *Ctx, lb LookBack, label func(int) string) {
	u := ctx.U
	area := ctx.Area
	w := min(lookW*u, area.W-32*u)
	if lb.Wide { // as wide as the board, or its plates peek out beside the panel in slivers
		w = area.W - 12*u
	}
	size := SizeBody * u
	p.wide = lb.Wide
	p.lines = p.lines[:0]
	for _, r := range lb.Rows {
		words := i18n.Msg(ctx.Lang, r.Words, ctx.Names, label)
		width := w - 2*lookPad*u - lookName*u
		if alone(lb, r) {
			width = w - 2*lookPad*u
		}
		if lb.Wide {
			p.lines = append(p.lines, Wrap(words, size, width))
		} else {
			p.lines = append(p.lines, []string{words})
		}
	}
	fixed := 2*lookPad*u + LineHeight(SizeLarge*u) + 12*u + // title
		float64(len(lb.Notes))*LineHeight(size) + 8*u + // notes
		lookEmptyH(lb, u) + // the line saying there is nothing yet
		lookClose*u + 12*u // the close button's row
	room := area.H - 24*u - fixed
	p.cardW = lookCard * u
	p.show(lb, 0)
	for p.cardW > 24*u && p.rowsH(lb, u) > room {
		p.cardW -= 2 * u
	}
	rowsH := func() float64 {
		if p.hidden > 0 {
			return p.rowsH(lb, u) + LineHeight(size) // the line saying how many gave way
		}
		return p.rowsH(lb, u)
	}
	for n := 1; lb.Wide && rowsH() > room && n < len(lb.Rows); n++ {
		p.show(lb, n)
	}
	h := fixed + rowsH()
	p.Rect = CenteredAt(area.X+area.W/2, area.Y+area.H/2, w, min(h, area.H-16*u))
	p.bottom = p.Rect.Y + lookPad*u + LineHeight(SizeLarge*u) + 12*u + rowsH()
	p.Close = Button{Rect: Rect{X: p.Rect.Right() - lookPad*u - 140*u, Y: p.Rect.Bottom() - lookPad*u/2 - lookClose*u,
		W: 140 * u, H: lookClose * u}, Label: ctx.T("common.close"), Primary: true}
}

// Shown is the rows drawn, by index, oldest first.
func (p *LookPanel) Shown() []int { return p.shown }

// RowsBottom is where the last row ends.
func (p *LookPanel) RowsBottom() float64 { return p.bottom }

// show leaves out the n oldest rows of the last section (the rows under the last heading,
// or all of them when there is none), keeping its newest: what came before it is short, and
// the newest is what is looked for.
func (p *LookPanel) show(lb LookBack, n int) {
	first := 0
	for i, r := range lb.Rows {
		if r.Mark {
			first = i + 1
		}
	}
	n = max(0, min(n, len(lb.Rows)-first-1))
	p.shown, p.hidden = p.shown[:0], n
	for i := range lb.Rows {
		if i == first {
			p.noteAt = len(p.shown)
		}
		if i < first || i >= first+n {
			p.shown = append(p.shown, i)
		}
	}
}

// lookEmptyH is the height of the line that stands in for no rows (the notes then go).
func lookEmptyH(lb LookBack, u float64) float64 {
	if len(lb.Rows) > 0 || len(lb.Notes) > 0 {
		return 0
	}
	return LineHeight(SizeBody * u)
}

func (p *LookPanel) rowsH(lb LookBack, u float64) float64 {
	h := 0.0
	for _, i := range p.shown {
		h += p.rowH(lb.Rows[i], i, u)
	}
	return h
}

// Draw paints lb; face and label are the board's CardImage and CardLabel. Place first.
func (p *LookPanel) Draw(dst *ebiten.Image, ctx *Ctx, lb LookBack, face func(int) *ebiten.Image, label func(int) string) {
	u := ctx.U
	r := p.Rect
	words := func(m engine.Msg) string { return i18n.Msg(ctx.Lang, m, ctx.Names, label) }
	Panel(dst, r, u)
	left, right := r.X+lookPad*u, r.Right()-lookPad*u
	title, _ := Ellipsis(words(lb.Title), SizeLarge*u, right-left)
	Text(dst, title, SizeLarge*u, left, r.Y+lookPad*u, Left, Ink)
	y := r.Y + lookPad*u + LineHeight(SizeLarge*u) + 12*u
	size := SizeBody * u
	back := assets.CardBack(0) // a card the viewer did not see
	for k, i := range p.shown {
		if k == p.noteAt && p.hidden > 0 {
			Text(dst, words(engine.M("lb.earlier", p.hidden)), size, left, y, Left, Premul(Ink, 0.6))
			y += LineHeight(size)
		}
		row := lb.Rows[i]
		h := p.rowH(row, i, u)
		line := Rect{X: left - 8*u, Y: y, W: right - left + 16*u, H: h - 4*u}
		if row.Mark {
			RoundRect(dst, line, 8*u, Gold)
		}
		x := left
		if row.Seat >= 0 && row.Seat < len(ctx.Names) {
			name, _ := Ellipsis(ctx.Names[row.Seat], size, lookName*u-12*u)
			TextCentered(dst, name, size, Rect{X: x, Y: line.Y, W: Measure(name, size), H: line.H}, Ink)
		}
		if !alone(lb, row) {
			x += lookName * u // a row of no seat keeps its cards and words in their columns
		}
		for _, c := range row.Cards {
			front := (*ebiten.Image)(nil)
			if c != engine.Unseen {
				front = face(c)
			}
			if front != nil && !Readable(front, p.cardW) { // too small to read: its name
				x += DrawTag(dst, label(c), x, line.Y+line.H/2, u) + lookGap*u
				continue
			}
			pose := Pose{X: x + p.cardW/2, Y: line.Y + line.H/2, W: p.cardW, Face: 1}
			if front == nil {
				pose.Face = 0
			}
			DrawCard(dst, front, back, pose, CardLook{})
			x += p.cardW + lookGap*u
		}
		if row.Words.Key != "" {
			if len(row.Cards) > 0 {
				x += 6 * u
			}
			lines := p.lines[i]
			if !lb.Wide {
				l, _ := Ellipsis(lines[0], size, right-x)
				lines = []string{l}
			}
			top := line.Y + (line.H-float64(len(lines))*LineHeight(size))/2
			for k, l := range lines {
				TextCentered(dst, l, size, Rect{X: x, Y: top + float64(k)*LineHeight(size), W: Measure(l, size), H: LineHeight(size)}, Ink)
			}
		}
		y += h
	}
	notes := lb.Notes
	if len(lb.Rows) == 0 {
		empty := lb.Empty
		if empty.Key == "" {
			empty = engine.M("lb.none")
		}
		notes = []engine.Msg{empty}
	}
	y += 4 * u
	for _, m := range notes {
		text, _ := Ellipsis(words(m), size, right-left)
		Text(dst, text, size, left, y, Left, Ink)
		y += LineHeight(size)
	}
	Text(dst, ctx.T("lb.keys"), SizeSmall*u, left, p.Close.Rect.Y+(p.Close.Rect.H-LineHeight(SizeSmall*u))/2, Left, Premul(Ink, 0.6))
	p.Close.Draw(dst, size, u)
}
