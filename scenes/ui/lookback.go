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

// rowH is the height of row r at card width cw.
func (p *LookPanel) rowH(r LookRow, u float64) float64 {
	h := LineHeight(SizeBody * u)
	if len(r.Cards) > 0 {
		h = max(h, p.cardW*CardAspect)
	}
	return h + 8*u
}

// Place sizes the panel for lb inside ctx.Area, centred, shrinking the cards when the rows
// would not fit, and puts the close button at its bottom right.
func (p *LookPanel) Place(ctx *Ctx, lb LookBack) {
	u := ctx.U
	area := ctx.Area
	w := min(lookW*u, area.W-32*u)
	fixed := 2*lookPad*u + LineHeight(SizeLarge*u) + 12*u + // title
		float64(len(lb.Notes))*LineHeight(SizeBody*u) + 8*u + // notes
		lookEmptyH(lb, u) + // the line saying there is nothing yet
		lookClose*u + 12*u // the close button's row
	room := area.H - 24*u - fixed
	p.cardW = lookCard * u
	for p.cardW > 24*u && p.rowsH(lb.Rows, u) > room {
		p.cardW -= 2 * u
	}
	h := fixed + p.rowsH(lb.Rows, u)
	p.Rect = CenteredAt(area.X+area.W/2, area.Y+area.H/2, w, min(h, area.H-16*u))
	p.Close = Button{Rect: Rect{X: p.Rect.Right() - lookPad*u - 140*u, Y: p.Rect.Bottom() - lookPad*u/2 - lookClose*u,
		W: 140 * u, H: lookClose * u}, Label: ctx.T("common.close"), Primary: true}
}

// lookEmptyH is the height of the line that stands in for no rows (the notes then go).
func lookEmptyH(lb LookBack, u float64) float64 {
	if len(lb.Rows) > 0 || len(lb.Notes) > 0 {
		return 0
	}
	return LineHeight(SizeBody * u)
}

func (p *LookPanel) rowsH(rows []LookRow, u float64) float64 {
	h := 0.0
	for _, r := range rows {
		h += p.rowH(r, u)
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
	for _, row := range lb.Rows {
		h := p.rowH(row, u)
		line := Rect{X: left - 8*u, Y: y, W: right - left + 16*u, H: h - 4*u}
		if row.Mark {
			RoundRect(dst, line, 8*u, Gold)
		}
		x := left
		if row.Seat >= 0 && row.Seat < len(ctx.Names) {
			name, _ := Ellipsis(ctx.Names[row.Seat], size, lookName*u-12*u)
			TextCentered(dst, name, size, Rect{X: x, Y: line.Y, W: Measure(name, size), H: line.H}, Ink)
		}
		x += lookName * u // a row of no seat keeps its cards and words in their columns
		for _, c := range row.Cards {
			front := (*ebiten.Image)(nil)
			if c != engine.Unseen {
				front = face(c)
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
			text, _ := Ellipsis(words(row.Words), size, right-x)
			TextCentered(dst, text, size, Rect{X: x, Y: line.Y, W: Measure(text, size), H: line.H}, Ink)
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
