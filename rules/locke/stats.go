package locke

import "zashiki/rules/locke/book"

// Body is a character's four 能力値 as they stand now, by the rules of 3.1. It is built from
// the sheet, the public modifiers and spending, and the seat's private damage.
type Body struct {
	Lv      int // ESP能力レベル in effect (already lowered to the remaining power)
	MaxPw   int
	Pw      int // remaining ESPパワー
	Dur     int // remaining 耐久力 of the body
	Mind    int // remaining 精神力
	MaxDur  int
	MaxMind int
}

// Levels applies the two conversions of 3.1 to a level and a maximum power: level 0 with a
// maximum of 1 or more acts as level 1; a maximum of 0 with level 1 or more becomes 10. Both
// hold only while their cause does (they are recomputed from the sheet every time).
func Levels(lv, maxPw int) (int, int) {
	if maxPw <= 0 && lv >= 1 {
		maxPw = 10
	}
	if lv <= 0 && maxPw >= 1 {
		lv = 1
	}
	return max(lv, 0), max(maxPw, 0)
}

// Remaining is the power left: the maximum less what was spent, plus the credit a rise of the
// maximum gave while nothing remained, never below 0 nor above the maximum.
func Remaining(maxPw, spent, credit int) int {
	return min(max(maxPw-spent+credit, 0), maxPw)
}

// Effective is the ESP level in effect: lowered to the remaining power while that is below it.
func Effective(lv, remaining int) int { return min(lv, remaining) }

// bodyOf is a seat's body now.
func (s *State) bodyOf(seat int) Body { return bodyFrom(&s.Public.Chars[seat], &s.Private[seat]) }

// bodyFrom builds a body from what the table sees of a character and what its seat knows.
func bodyFrom(c *Char, m *Private) Body {
	sh := sheetOf(m.Sheet)
	if sh == nil {
		return Body{}
	}
	mods := c.Mods
	for _, ab := range sh.Abilities {
		if ab.Steady && ab.Effect == book.Boost {
			addStat(&mods, ab.Stat, ab.N)
		}
	}
	b := m.Boost
	mods.Lv, mods.Pw, mods.Dur, mods.Mind = mods.Lv+b.Lv, mods.Pw+b.Pw, mods.Dur+b.Dur, mods.Mind+b.Mind
	lv, maxPw := Levels(sh.Stats.Lv+mods.Lv, sh.Stats.Pw+mods.Pw)
	pw := Remaining(maxPw, c.Spent, m.Credit)
	maxDur := sh.Stats.Dur + mods.Dur
	maxMind := sh.Stats.Mind + mods.Mind
	return Body{
		Lv: Effective(lv, pw), MaxPw: maxPw, Pw: pw,
		Dur: maxDur - m.Body, Mind: maxMind - c.MindLoss, MaxDur: maxDur, MaxMind: maxMind,
	}
}

// raisePw raises a seat's maximum power by d (a 変身チェック): when nothing remained, the
// remaining power rises by as much (3.1).
func (s *State) raisePw(seat, d int) {
	before := s.bodyOf(seat)
	s.Public.Chars[seat].Mods.Pw += d
	if before.Pw == 0 && d > 0 {
		after := s.bodyOf(seat)
		// Credit so that remaining = d: maxAfter - spent + credit = d.
		s.Private[seat].Credit = d - after.MaxPw + s.Public.Chars[seat].Spent
	}
}

// check is one (能力値)チェック: 2D6 at or under the declared value succeeds (6.1).
func (s *State) check(declared int) (bool, int) {
	r := s.roll(2)
	return r <= declared, r
}

// roll throws n six-sided dice (fixed dice first, for tests).
func (s *State) roll(n int) int {
	t := 0
	for range n {
		t += s.d6()
	}
	return t
}

func (s *State) d6() int {
	if r := s.Hidden.Rigged; len(r) > 0 {
		s.Hidden.Rigged = r[1:]
		return r[0]
	}
	return 1 + s.RNG.IntN(6)
}
