package boss

// Message keys, with the arguments each carries. The catalogue (scenes/i18n/boss.go) renders
// them; every key is listed in MessageKeys for its completeness test.
const (
	MsgDeal           = "boss.deal"          // SeatRef boss, int boss hand, int subordinate hand
	MsgRound          = "boss.round"         // int round
	MsgDictator       = "boss.dictator"      // CardRef: the round's 独裁カード
	MsgVoteOpen       = "boss.vote.open"     // CardRef, int cancels left
	MsgVoteYes        = "boss.vote.yes"      // SeatRef voter
	MsgVoteNo         = "boss.vote.no"       // SeatRef voter
	MsgVoteCancel     = "boss.vote.cancel"   // int yes, int voters, int cancels left after
	MsgVoteKeep       = "boss.vote.keep"     // int yes, int voters
	MsgTegaraMiss     = "boss.tegara.miss"   // -
	MsgTegaraNone     = "boss.tegara.none"   // -
	MsgTurn           = "boss.turn"          // SeatRef subordinate
	MsgBossTurn       = "boss.bossturn"      // SeatRef boss
	MsgBossEnd        = "boss.bossend"       // SeatRef boss
	MsgOryo           = "boss.oryo"          // SeatRef boss
	MsgSabori         = "boss.sabori"        // SeatRef boss
	MsgNomikai        = "boss.nomikai"       // -
	MsgNoOvertime     = "boss.nozangyo"      // int boss refill, int subordinate refill
	MsgNoOvertimeDone = "boss.nozangyo.done" // SeatRef, int cards kept
	MsgDraw           = "boss.draw"          // SeatRef, int
	MsgReshuffle      = "boss.reshuffle"     // int new draw pile size
	MsgRoll           = "boss.roll"          // int die
	MsgPlay           = "boss.play"          // SeatRef, CardRef
	MsgPlayOn         = "boss.playon"        // SeatRef, CardRef, SeatRef target
	MsgPlayDown       = "boss.playdown"      // SeatRef (at life 0), CardRef
	MsgFizzle         = "boss.fizzle"        // SeatRef: odd die, the card is discarded unused
	MsgCost           = "boss.cost"          // SeatRef, int life after
	MsgKosen          = "boss.kosen"         // SeatRef: 交戦的な態度 adds 1
	MsgDokusai        = "boss.dokusai"       // SeatRef boss: 上司独裁 adds 100
	MsgRuleBonus      = "boss.rule"          // SeatRef boss: ルールは破ろう's extra attack
	MsgChiefBoss      = "boss.chief.boss"    // -: a 社長 lands on the boss's field
	MsgChiefTeam      = "boss.chief.team"    // -: a 社長 lands on the team's field
	MsgChiefLeaves    = "boss.chief.leaves"  // -
	MsgChiefHit       = "boss.chief.hit"     // SeatRef owner, SeatRef target
	MsgChiefMend      = "boss.chief.mend"    // SeatRef owner, SeatRef target
	MsgFieldGuard     = "boss.fieldguard"    // SeatRef: the 防御 on its field softens the hit
	MsgDamageAsk      = "boss.damage.ask"    // SeatRef, int damage
	MsgBlock          = "boss.block"         // SeatRef: throws a 防御
	MsgGenba          = "boss.genba"         // SeatRef boss, int damage cancelled
	MsgNoDamage       = "boss.nodamage"      // SeatRef
	MsgHurt           = "boss.hurt"          // SeatRef, int lost, int life after
	MsgHeal           = "boss.heal"          // SeatRef, int gained, int life after
	MsgHealFull       = "boss.healfull"      // SeatRef
	MsgMizu           = "boss.mizu"          // SeatRef: 水も飲まずに
	MsgYukyu          = "boss.yukyu"         // SeatRef: 有給休暇, must discard
	MsgDiscard        = "boss.discard"       // SeatRef, CardRef
	MsgShowHand       = "boss.showhand"      // SeatRef: no usable card
	MsgShimatsuMend   = "boss.shimatsu.mend" // SeatRef boss
	MsgShimatsuHit    = "boss.shimatsu.hit"  // SeatRef boss, SeatRef target
	MsgRentai         = "boss.rentai"        // SeatRef boss, SeatRef target
	MsgResign         = "boss.resign"        // SeatRef
	MsgLetterDamage   = "boss.letter"        // SeatRef boss, int damage

	MsgEndBossDown = "boss.end.bossdown" // SeatRef boss
	MsgEndTeamDown = "boss.end.teamdown" // SeatRef boss, int subordinates at 0
	MsgEndLetter   = "boss.end.letter"   // SeatRef: the subordinate whose 辞表 lost the game
	MsgEndSurvived = "boss.end.survived" // int rounds
)

// MessageKeys lists every message key the rules emit.
var MessageKeys = []string{
	MsgDeal, MsgRound, MsgDictator, MsgVoteOpen, MsgVoteYes, MsgVoteNo, MsgVoteCancel, MsgVoteKeep,
	MsgTegaraMiss, MsgTegaraNone, MsgTurn, MsgBossTurn, MsgBossEnd, MsgOryo, MsgSabori, MsgNomikai,
	MsgNoOvertime, MsgNoOvertimeDone, MsgDraw, MsgReshuffle, MsgRoll, MsgPlay, MsgPlayOn, MsgPlayDown,
	MsgFizzle, MsgCost, MsgKosen, MsgDokusai, MsgRuleBonus, MsgChiefBoss, MsgChiefTeam, MsgChiefLeaves,
	MsgChiefHit, MsgChiefMend, MsgFieldGuard, MsgDamageAsk, MsgBlock, MsgGenba, MsgNoDamage, MsgHurt,
	MsgHeal, MsgHealFull, MsgMizu, MsgYukyu, MsgDiscard, MsgShowHand, MsgShimatsuMend, MsgShimatsuHit,
	MsgRentai, MsgResign, MsgLetterDamage,
	MsgEndBossDown, MsgEndTeamDown, MsgEndLetter, MsgEndSurvived,
}
