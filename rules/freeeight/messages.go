package freeeight

// Message keys, with the arguments each carries. Every log line and outcome reason the rules
// produce uses one of them; the catalogue (scenes/i18n/freeeight.go) renders them.
const (
	MsgDeal      = "fe.deal"      // int: cards dealt to each seat
	MsgOpening   = "fe.opening"   // CardRef: the opening card
	MsgTurn      = "fe.turn"      // SeatRef: the seat whose turn begins
	MsgPlay      = "fe.play"      // SeatRef, CardRef
	MsgPlayEight = "fe.play8"     // SeatRef, CardRef, string: the named suit's symbol
	MsgDraw      = "fe.draw"      // SeatRef, int: cards drawn
	MsgAttack    = "fe.attack"    // SeatRef: the attacked seat, int: cards it must draw
	MsgEvade     = "fe.evade"     // SeatRef: the seat whose 8 cancelled the attack
	MsgExtra     = "fe.extra"     // SeatRef: the seat that must act again after a 5 or 7
	MsgLastDraw  = "fe.lastdraw"  // SeatRef, CardRef: a last 5, 7 or 8, which draws (fe.draw follows) instead of winning
	MsgReshuffle = "fe.reshuffle" // int: size of the new draw pile
	MsgRon       = "fe.ron"       // SeatRef: declarer, SeatRef: discarder, CardRef
	MsgRonKaeshi = "fe.ronkaeshi" // SeatRef: the discarder, int: the sum its hand shares
	MsgPay       = "fe.pay"       // SeatRef: payer, SeatRef: payee, int: points

	MsgEndTsumo          = "fe.end.tsumo"           // SeatRef: winner
	MsgEndRon            = "fe.end.ron"             // SeatRef: winner, SeatRef: discarder
	MsgEndRonMulti       = "fe.end.ron.multi"       // int: winners, SeatRef: discarder
	MsgEndRonKaeshi      = "fe.end.ronkaeshi"       // SeatRef: winner (the discarder), SeatRef: the ロン player
	MsgEndRonKaeshiMulti = "fe.end.ronkaeshi.multi" // SeatRef: winner (the discarder), int: ロン players
	MsgEndExhausted      = "fe.end.exhausted"       // no arguments
	MsgEndLimit          = "fe.end.limit"           // int: the move cap
)

// MessageKeys lists every message key the rules emit, for the catalogue's completeness test.
var MessageKeys = []string{
	MsgDeal, MsgOpening, MsgTurn, MsgPlay, MsgPlayEight, MsgDraw, MsgAttack, MsgEvade, MsgExtra,
	MsgLastDraw, MsgReshuffle, MsgRon, MsgRonKaeshi, MsgPay,
	MsgEndTsumo, MsgEndRon, MsgEndRonMulti, MsgEndRonKaeshi, MsgEndRonKaeshiMulti,
	MsgEndExhausted, MsgEndLimit,
}
