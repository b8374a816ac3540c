package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The game's end (4.2): a 勝利宣言 nobody objects to, every 重要拠点 destroyed, every character
// dead, or an Evil declarer's 1000 unmoving turns, and the turn limit the rules lack (DESIGN);
// then every sheet is shown and each character's defeat conditions are judged.

// Why the game ended.
const (
	EndClaim    = "claim"    // a 勝利宣言 met no objection
	EndSolo     = "solo"     // a Special's 単独勝利宣言
	EndKeys     = "keys"     // every 重要拠点 was destroyed
	EndAllDead  = "alldead"  // every character is dead
	EndThousand = "thousand" // an Evil declarer's 1000 turns
	EndLimit    = "limit"    // a character's turnLimit-th normal turn ended (DESIGN)
)

// turnLimit ends the game, everyone losing, when a character's 2000th normal turn is over
// (DESIGN). The rule document's ends all wait on the players (a claim nobody objects to, a
// fight that destroys or kills, an Evil declarer who stays put), so a table where someone
// objects to every claim and nobody fights or stands still would go on for ever. Twice the
// Evil declarer's thousand leaves that end within reach of a declaration in a character's
// first thousand turns; a game of the rules' length is a few hundred turns in all.
const turnLimit = 2 * thousand

// Classes of a result (4.2).
const (
	ClassA = "A" // alive, not defeated
	ClassB = "B" // dead, not defeated
	ClassC = "C" // alive, defeated
	ClassD = "D" // dead, defeated
)

// ClaimData is the Data of a 勝利宣言's event: who claims which side's victory, or a sole one.
type ClaimData struct {
	Seat int
	Side book.Side
	Solo bool
}

// soloPossible reports whether a Special may declare a sole victory: every other character is
// dead (a black hole kills, AMB-25 a). It is offered in its own normal turn's support phases
// only, where 勝利宣言 is listed (AMB-34 a).
func (s *State) soloPossible(seat int) bool {
	for t, c := range s.Public.Chars {
		if t != seat && c.Alive {
			return false
		}
	}
	return true
}

// declareVictory is 勝利宣言 (4.3): the sheet goes face up and the declarer claims its
// alignment's victory (its alignment now, after any 改心: the claim tells it); every other
// living character may object, in a window whose members everyone knows. A Special's sole
// victory ends the game at once.
func (s *State) declareVictory(seat int, solo bool) {
	p := &s.Public
	if p.Chars[seat].Sheet == "" {
		s.openSheet(seat)
	}
	side := s.side(seat)
	p.Board.Claim = Victory{Seat: seat, Side: int(side), Solo: solo}
	if s.Loud() {
		// The side claimed travels as the event's Data, the sheet's face: what it tells comes
		// of the sheet turned up (and of a 改心 only its holder knew of).
		s.Emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Data: ClaimData{Seat: seat, Side: side, Solo: solo},
			Msg: engine.M(MsgClaim, engine.SeatRef(seat), boolInt(solo))})
	}
	if solo {
		p.Ask = Ask{}
		s.gameOver(EndSolo)
		return
	}
	var asked []int
	for t, c := range p.Chars {
		if t != seat && c.Alive {
			asked = append(asked, t)
			s.Private[t].Willing = 0
		}
	}
	if len(asked) == 0 {
		p.Ask = Ask{}
		s.gameOver(EndClaim)
		return
	}
	s.ask(Ask{Kind: AskObject, Seats: asked, Seat: -1, Fighter: -1, Back: AskSupport, Count: p.Ask.Count})
}

// objection records one answer to the 勝利宣言. The answers are a secret ballot: each stays its
// seat's until all are in, and then the table learns how many objected, not who (DESIGN, as
// the combat's continuation question). Only the asked hold an answer, so counting every seat's
// counts theirs.
func (s *State) objection(seat int, object bool) {
	p := &s.Public
	back := p.Ask
	if !s.secretAnswer(seat, object) { // Willing 1: objects
		return
	}
	c := &p.Board.Claim
	c.Objections = 0
	for t := range s.Private {
		if s.Private[t].Willing == 1 {
			c.Objections++
		}
		s.Private[t].Willing = 0
	}
	s.log(MsgObjections, c.Objections)
	if c.Objections == 0 {
		s.gameOver(EndClaim)
		return
	}
	if w := &p.Board.Evil[c.Seat]; book.Side(c.Side) == book.Evil && !w.Declared {
		// The 1000 turns run from the first Evil declaration; the declaring turn is no part.
		*w = EvilWatch{Declared: true, Moved: true}
	}
	s.ask(Ask{Kind: AskSupport, Seat: p.Board.Turn, Count: back.Count, Fighter: -1})
}

// gameOver ends the game and judges every character (4.2).
func (s *State) gameOver(reason string) {
	p := &s.Public
	b := &p.Board
	if s.Result != nil {
		return
	}
	b.Part = PartOver
	b.EndReason = reason
	p.Ask = Ask{}
	p.Tasks.Clear()
	b.Steps.Clear()
	for seat := range p.Chars {
		if p.Chars[seat].Sheet == "" {
			s.openSheet(seat)
		}
	}
	out := &engine.Outcome{Points: make([]int, p.Seats), Reason: engine.M(MsgGameEnd + "." + reason)}
	b.Classes = make([]string, p.Seats)
	b.Sides = make([]book.Side, p.Seats)
	for seat, c := range p.Chars {
		b.Sides[seat] = s.side(seat)
		lost := s.defeated(seat, reason)
		switch {
		case c.Alive && !lost:
			b.Classes[seat] = ClassA
		case !lost:
			b.Classes[seat] = ClassB
		case c.Alive:
			b.Classes[seat] = ClassC
		default:
			b.Classes[seat] = ClassD
		}
		if !lost {
			out.Winners = append(out.Winners, seat)
			out.Points[seat] = 1
		}
	}
	s.Result = out
}

// defeated reports whether seat's character loses (4.2).
func (s *State) defeated(seat int, reason string) bool {
	p := &s.Public
	b := &p.Board
	switch reason {
	case EndAllDead, EndLimit: // no side won: the game stopped short of every end the rules know
		return true
	case EndSolo:
		return seat != b.Claim.Seat
	}
	sh := book.CharacterByID(s.Private[seat].Sheet)
	side := s.side(seat)
	claimed := book.Side(b.Claim.Side)
	switch side {
	case book.Good:
		if reason == EndClaim && claimed != book.Good || reason == EndThousand {
			return true
		}
	case book.Evil:
		if reason == EndClaim && claimed != book.Evil || reason == EndKeys {
			return true
		}
	case book.Special:
		if !p.Chars[seat].Alive {
			return true
		}
	}
	if sh.L {
		for t := range p.Chars {
			if t != seat && p.Chars[t].Alive && book.CharacterByID(s.Private[t].Sheet).L {
				return true // another (L) lives
			}
		}
	}
	for _, d := range sh.Defeats {
		if s.defeatHolds(seat, d) {
			return true
		}
	}
	return false
}

// defeatHolds tests one 固有の敗北条件; one naming a character not in the game is ignored, and
// nobody is its own condition (3.1).
func (s *State) defeatHolds(seat int, d book.Defeat) bool {
	p := &s.Public
	if d.Kind == book.DefeatIfSelfDead {
		return !p.Chars[seat].Alive
	}
	for t := range p.Chars {
		if t == seat {
			continue
		}
		sh := book.CharacterByID(s.Private[t].Sheet)
		if sh.ID != d.Who && !(d.Who == "locke" && sh.L) {
			continue
		}
		if d.Kind == book.DefeatIfAlive && p.Chars[t].Alive || d.Kind == book.DefeatIfDead && !p.Chars[t].Alive {
			return true
		}
	}
	return false
}

// ClassOf is a seat's class on the results (A–D), "" before the end.
func (b *Board) ClassOf(seat int) string {
	if seat < len(b.Classes) {
		return b.Classes[seat]
	}
	return ""
}
