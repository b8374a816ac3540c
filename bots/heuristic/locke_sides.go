package heuristic

import (
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// Who is whose: the CPU's reading of the table, from its View alone.

// stance is how this seat regards another character.
type stance uint8

const (
	neutral stance = iota // neither: it leaves them be
	ally                  // on its side (or a character its own conditions want alive)
	enemy                 // against it (or a character its own conditions want dead)
)

// believedSide is the side seat is taken for: the sheet when this seat knows it (its own: as
// 改心 left it), else what its silhouette shows (a partner's shows its leader's, 6.1).
func believedSide(v *locke.View, seat int) book.Side {
	if seat == v.Seat {
		return v.Side()
	}
	if sh := book.CharacterByID(v.SheetOf(seat)); sh != nil && len(sh.Sides) > 0 {
		return sh.Sides[0]
	}
	return v.ShownSide(seat)
}

// stanceOf is how this seat regards seat's character. Its own defeat conditions come first:
// a character it must outlive is an enemy, one it must keep alive an ally, whatever their
// sides. Then Good and Evil are each other's enemies; a Special is neutral to them until it
// blocks their claim (blocked), and regards nobody but its conditions.
func stanceOf(v *locke.View, seat int) stance {
	if seat == v.Seat {
		return ally
	}
	if st := conditionStance(v, seat); st != neutral {
		return st
	}
	return sideStance(v, seat, blocked(v))
}

// sideStance is the stance by sides alone; wary counts Specials as enemies, and, when no
// Special is left to blame, those it takes for allies by their silhouettes alone (unmasked).
func sideStance(v *locke.View, seat int, wary bool) stance {
	me, them := v.Side(), believedSide(v, seat)
	switch {
	case me == book.Special:
		return neutral
	case them == me && !(wary && unmasked(v, seat)):
		return ally
	case them == book.Special && !wary:
		return neutral
	}
	return enemy
}

// unmasked: seat wears its side's silhouette but its sheet is unseen, and nobody living
// shows another side: when a claim of its side was objected to, one of them objected, so
// that silhouette is a disguise (4.1: a silhouette need not be the sheet's).
func unmasked(v *locke.View, seat int) bool {
	if v.SheetOf(seat) != "" {
		return false
	}
	for t, c := range v.Chars {
		if t != v.Seat && c.Alive && sideStance(v, t, false) != ally {
			return false
		}
	}
	return true
}

// conditionStance reads this seat's own defeat conditions against what it knows of seat's
// sheet: "defeated if X lives" makes X an enemy, "defeated if X dies" an ally; an (L)
// character loses while another (L) lives (4.2).
func conditionStance(v *locke.View, seat int) stance {
	mine := book.CharacterByID(v.Sheet)
	theirs := book.CharacterByID(v.SheetOf(seat))
	if mine == nil || theirs == nil {
		return neutral
	}
	if mine.L && theirs.L {
		return enemy
	}
	for _, d := range mine.Defeats {
		if d.Who != theirs.ID && !(d.Who == "locke" && theirs.L) {
			continue
		}
		switch d.Kind {
		case book.DefeatIfAlive:
			return enemy
		case book.DefeatIfDead:
			return ally
		}
	}
	return neutral
}

// blocked: its own side claimed victory, someone objected, and no enemy by sides is left
// alive; those in its way must be the neutrals, or, with none alive, the unknown who wear its
// side's silhouette (unmasked): they are enemies from now.
func blocked(v *locke.View) bool {
	c := v.Board.Claim
	if c.Seat < 0 || c.Solo || c.Objections == 0 || book.Side(c.Side) != v.Side() || v.Side() == book.Special {
		return false
	}
	for seat, ch := range v.Chars {
		if seat != v.Seat && ch.Alive && sideStance(v, seat, false) == enemy {
			return false
		}
	}
	return true
}

// enemiesAlive reports whether any living character is this seat's enemy.
func enemiesAlive(v *locke.View) bool {
	for seat, c := range v.Chars {
		if seat != v.Seat && c.Alive && stanceOf(v, seat) == enemy {
			return true
		}
	}
	return false
}

// sideHasWon: for a Good or Evil seat, no enemy lives as far as the table shows, so a claim
// should stand.
func sideHasWon(v *locke.View) bool {
	return v.Side() != book.Special && !enemiesAlive(v)
}

// wouldLose reports whether the claim under way, unopposed, makes this seat lose by what it
// knows: another side's claim (for Good and Evil), or its own defeat conditions holding.
func (b lockeBrain) wouldLose() bool {
	v := b.v
	me := v.Side()
	claimed := book.Side(v.Board.Claim.Side)
	if me != book.Special && claimed != me {
		return true
	}
	mine := book.CharacterByID(v.Sheet)
	if me == book.Special && !v.Chars[v.Seat].Alive {
		return true
	}
	for seat, c := range v.Chars {
		if seat == v.Seat {
			continue
		}
		theirs := book.CharacterByID(v.SheetOf(seat))
		if theirs == nil {
			continue
		}
		if mine.L && theirs.L && c.Alive {
			return true // another (L) lives (4.2)
		}
		for _, d := range mine.Defeats {
			if d.Who != theirs.ID && !(d.Who == "locke" && theirs.L) {
				continue
			}
			if d.Kind == book.DefeatIfAlive && c.Alive || d.Kind == book.DefeatIfDead && !c.Alive {
				return true
			}
		}
	}
	return false
}

// strength is a rough measure of what seat's character can still take and deal: its
// 耐久力 left (the true one for itself, else the sheet's or a guess, less the damage seen),
// half its ESP level, and what its ability cards (a mirror, a field, a suit) add.
func strength(v *locke.View, seat int) float64 {
	items := itemWorth * float64(v.Chars[seat].Items)
	if seat == v.Seat {
		bd := v.Body()
		return float64(max(bd.Dur, 0)) + float64(bd.Lv)/2 + items
	}
	dur, lv := 4, 4 // a character of the middle ranks
	if sh := book.CharacterByID(v.SheetOf(seat)); sh != nil {
		dur, lv = sh.Stats.Dur, sh.Stats.Lv
	}
	return float64(max(dur-v.Chars[seat].Taken, 0)) + float64(lv)/2 + items
}

// itemWorth is what an ability card adds to a character's strength.
const itemWorth = 1.5

// hurt reports whether this seat is down to half its 耐久力 or 精神力, or less.
func hurt(v *locke.View) bool {
	bd := v.Body()
	return bd.Dur*2 <= bd.MaxDur || bd.Mind*2 <= bd.MaxMind
}
