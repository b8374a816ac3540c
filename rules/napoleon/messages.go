package napoleon

// Message keys, with the arguments each carries. Every log line and outcome reason the rules
// produce uses one of them; the catalogue (scenes/i18n/napoleon.go) renders them.
const (
	MsgDeal       = "np.deal"       // int: cards per seat, int: hidden cards
	MsgBidTurn    = "np.bidturn"    // SeatRef: the seat to declare or pass
	MsgBid        = "np.bid"        // SeatRef, int: face cards, string: trump symbol
	MsgPass       = "np.pass"       // SeatRef
	MsgRedeal     = "np.redeal"     // no arguments: every seat passed
	MsgNapoleon   = "np.napoleon"   // SeatRef: Napoleon, int: face cards, string: trump symbol
	MsgAdjutant   = "np.adjutant"   // SeatRef: Napoleon, CardRef: the adjutant card
	MsgTakeHidden = "np.takehidden" // SeatRef: Napoleon
	MsgDiscard    = "np.discard"    // SeatRef: Napoleon
	MsgLead       = "np.lead"       // int: trick number (1-12), SeatRef: the leader
	MsgPlay       = "np.play"       // SeatRef, CardRef
	MsgReveal     = "np.reveal"     // SeatRef: the adjutant, CardRef: the adjutant card
	MsgRevealSelf = "np.revealself" // SeatRef: Napoleon, who played the adjutant card itself
	MsgTrick      = "np.trick"      // SeatRef: winner, CardRef: winning card, int: face cards taken

	MsgRuleMighty   = "np.rule.mighty"   // no arguments: マイティ took the trick
	MsgRuleTrumpJ   = "np.rule.trumpj"   // no arguments
	MsgRuleUraJ     = "np.rule.uraj"     // no arguments
	MsgRuleYoromeki = "np.rule.yoromeki" // no arguments
	MsgRuleJBlocks  = "np.rule.jblocks"  // no arguments
	MsgRuleHunt     = "np.rule.hunt"     // no arguments
	MsgRuleSame2    = "np.rule.same2"    // no arguments

	// MsgAloneWas tells at the end that Napoleon discarded the adjutant card and so played
	// alone unknown to the others (a card held by a player is always played, so revealed).
	MsgAloneWas = "np.alonewas" // SeatRef: Napoleon
	MsgScore    = "np.score"    // SeatRef, int: points

	MsgEndWin       = "np.end.win"       // SeatRef: Napoleon, int: side's face cards, int: declared
	MsgEndLose      = "np.end.lose"      // SeatRef: Napoleon, int: side's face cards, int: declared
	MsgEndWinAlone  = "np.end.win.alone" // same arguments, Napoleon alone
	MsgEndLoseAlone = "np.end.lose.alone"
	MsgEndRedeals   = "np.end.redeals" // int: deals thrown in
)

// ruleMsgs names each special winning rule's log line (plain wins have none).
var ruleMsgs = map[Rule]string{
	RuleMighty: MsgRuleMighty, RuleTrumpJ: MsgRuleTrumpJ, RuleUraJ: MsgRuleUraJ,
	RuleYoromeki: MsgRuleYoromeki, RuleJBlocks: MsgRuleJBlocks, RuleHunt: MsgRuleHunt, RuleSame2: MsgRuleSame2,
}

// MessageKeys lists every message key the rules emit, for the catalogue's completeness test.
var MessageKeys = []string{
	MsgDeal, MsgBidTurn, MsgBid, MsgPass, MsgRedeal, MsgNapoleon, MsgAdjutant, MsgTakeHidden,
	MsgDiscard, MsgLead, MsgPlay, MsgReveal, MsgRevealSelf, MsgTrick,
	MsgRuleMighty, MsgRuleTrumpJ, MsgRuleUraJ, MsgRuleYoromeki, MsgRuleJBlocks, MsgRuleHunt, MsgRuleSame2,
	MsgAloneWas, MsgScore,
	MsgEndWin, MsgEndLose, MsgEndWinAlone, MsgEndLoseAlone, MsgEndRedeals,
}
