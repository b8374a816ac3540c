package chaos

// Message keys, with the arguments each carries. The catalogue (scenes/i18n/chaos.go)
// renders them. MsgGoal and MsgEndWin end in ".<victory>", MsgPlace in ".<category>".
const (
	MsgGoal          = "chaos.log.goal"       // no arguments
	MsgBoxed         = "chaos.log.boxed"      // int: cards set aside unseen
	MsgDieSet        = "chaos.log.dieset"     // int: the die's starting face
	MsgSetUpRoll     = "chaos.log.setuproll"  // int: the face rolled at set-up
	MsgRoll          = "chaos.log.roll"       // SeatRef, int: the face rolled
	MsgDeal          = "chaos.log.deal"       // int: cards dealt to each seat
	MsgSetUpWork     = "chaos.log.setupwork"  // CardRef: a card laid in a workplace at set-up
	MsgTurn          = "chaos.log.turn"       // SeatRef
	MsgPlay          = "chaos.log.play"       // SeatRef, CardRef
	MsgDiscard       = "chaos.log.discard"    // SeatRef, CardRef
	MsgPlace         = "chaos.log.place"      // SeatRef, CardRef
	MsgResources     = "chaos.log.resources"  // int: change, int: now
	MsgToLane        = "chaos.log.tolane"     // CardRef, int: resources paid
	MsgPushOut       = "chaos.log.pushout"    // CardRef, int: resources paid
	MsgDraw          = "chaos.log.draw"       // SeatRef, int: cards drawn
	MsgAskAgree      = "chaos.log.askagree"   // CardRef
	MsgAskLived      = "chaos.log.asklived"   // CardRef
	MsgAnswerYes     = "chaos.log.yes"        // SeatRef
	MsgAnswerNo      = "chaos.log.no"         // SeatRef
	MsgAskPassed     = "chaos.log.askpassed"  // CardRef
	MsgAskFailed     = "chaos.log.askfailed"  // CardRef
	MsgRecycle       = "chaos.log.recycle"    // int: cards returned to the deck
	MsgNoTarget      = "chaos.log.notarget"   // CardRef
	MsgWorkDiscarded = "chaos.log.workdisc"   // CardRef
	MsgLaneToWork    = "chaos.log.lanetowork" // CardRef
	MsgLaneDiscarded = "chaos.log.lanedisc"   // CardRef
	MsgReplay        = "chaos.log.replay"     // CardRef: the workplace card whose effect resolves
	MsgDieStep       = "chaos.log.diestep"    // SeatRef, int: step, int: face now
	MsgChaos2        = "chaos.log.chaos2"     // SeatRef
	MsgChaos3        = "chaos.log.chaos3"     // int: cards turned over
	MsgTurnOver      = "chaos.log.turnover"   // CardRef
	MsgOrder         = "chaos.log.order"      // CardRef first, CardRef second
	MsgStagnation    = "chaos.log.stagnation" // int: the face now

	MsgEndWin        = "chaos.end.win"        // no arguments
	MsgEndDeck       = "chaos.end.deck"       // no arguments
	MsgEndChaos      = "chaos.end.chaos"      // no arguments
	MsgEndStagnation = "chaos.end.stagnation" // no arguments
)

// MessageKeys lists every message key the rules emit, for the catalogue's completeness test.
var MessageKeys = append(suffixed(), []string{
	MsgBoxed, MsgDieSet, MsgSetUpRoll, MsgRoll, MsgDeal, MsgSetUpWork, MsgTurn, MsgPlay, MsgDiscard,
	MsgResources, MsgToLane, MsgPushOut, MsgDraw, MsgAskAgree, MsgAskLived,
	MsgAnswerYes, MsgAnswerNo, MsgAskPassed, MsgAskFailed, MsgRecycle, MsgNoTarget,
	MsgWorkDiscarded, MsgLaneToWork, MsgLaneDiscarded, MsgReplay, MsgDieStep, MsgChaos2,
	MsgChaos3, MsgTurnOver, MsgOrder, MsgStagnation,
	MsgEndDeck, MsgEndChaos, MsgEndStagnation,
}...)

func suffixed() []string {
	var out []string
	for _, v := range Victories {
		out = append(out, MsgGoal+"."+string(v), MsgEndWin+"."+string(v))
	}
	for _, c := range Cats {
		out = append(out, MsgPlace+"."+c.Name())
	}
	return out
}
