package heuristic

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke"
)

// Locke plays 超人ロック from its View alone, as a player of its side would.
//
// It sorts the others into allies, enemies and neutrals by what it knows of them (their
// sheets when seen, else their silhouettes; its own defeat conditions first: locke_sides.go).
// Good and Evil fight each other; a Special is neutral to both until it stands in the way of
// their claim, and a Special minds only its own conditions and its life.
//
// On the boards (locke_board.go) searchers explore and gather 情報入手, keep clear of
// strangers, heal when hurt, now and then form a party with a likely ally and accept a
// sensible invitation, and try 改心 on a character they may reform when it is cheap; base
// players place their 待ち伏せ where searchers will pass and their 重要拠点 deep in the base
// and apart, then guard those. It starts a fight only against an enemy and when its side on
// the cell is the stronger, claims victory when no enemy is left, and objects to a claim
// exactly when letting it stand would make it lose.
//
// In a fight (locke_fight.go) it attacks enemies with its strongest usable card, defends
// with abilities before cards, joins its allies' attacks (同調) and jams its enemies' cards,
// escapes when a hit could kill it, and now and then declares less than the truth where that
// costs nothing: just the card's LV for an activation, nothing at all against a 幻覚 it
// cannot resist.
type Locke struct {
	// Craft is what it does beyond the rules of thumb above, each learnt from where the
	// heuristic's seats lost (bots.lockeBoard gives it to Strong).
	Craft Craft
}

// Craft is a set of a seasoned player's habits, each one a measured gain for its seat's side.
type Craft uint8

const (
	// Shelter plays a Special searcher for its life: it leaves the unturned cards to the
	// other searchers while one lives (shelters).
	Shelter Craft = 1 << iota
	// Mend heals every point of 耐久力 lost before going on, as when badly hurt (boardMain).
	Mend
	// Spare keeps a base player out of a planet fight its side there would not win (join).
	Spare
)

// Name implements bots.Bot.
func (Locke) Name() string { return "heuristic" }

// Choose implements bots.Bot.
func (l Locke) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*locke.View)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	return lockeBrain{v: v, whim: rng.IntN(100), craft: l.Craft}.choose(legal, rng)
}

// lockeBrain rates one decision's legal actions; the highest is played.
type lockeBrain struct {
	v *locke.View
	// whim is drawn once a decision, 0..99: what the CPU does "now and then" (a party, a
	// bluff) depends on it, so a test can set it.
	whim int
	// craft: Locke.Craft.
	craft Craft
}

// has reports whether it plays with the habit c.
func (b lockeBrain) has(c Craft) bool { return b.craft&c != 0 }

// choose plays the best-rated legal action, ties broken at random.
func (b lockeBrain) choose(legal []engine.Action, rng *engine.RNG) engine.Action {
	best, bestScore := 0, -1e9
	for i, l := range legal {
		a, ok := l.(locke.Action)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		sc := b.value(a) + float64(rng.IntN(100))/10000
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return legal[best]
}

// value rates one legal action of the question open.
func (b lockeBrain) value(a locke.Action) float64 {
	switch b.v.Ask.Kind {
	// the boards
	case locke.AskSetup:
		return b.setup(a)
	case locke.AskPlace:
		return b.place(a)
	case locke.AskSupport:
		return b.boardSupport(a)
	case locke.AskMain:
		return b.boardMain(a)
	case locke.AskDest:
		return b.destScore(a.A)
	case locke.AskBattle:
		return boolScore((a.Verb == locke.VerbBattle) == b.wantsBattle())
	case locke.AskObject:
		return boolScore((a.Verb == locke.VerbObject) == (b.wouldLose() && !exhausted(b.v)))
	case locke.AskInvite:
		return b.invite(a)
	case locke.AskAgree:
		return boolScore((a.Verb == locke.VerbAgree) == b.acceptsParty())
	case locke.AskPeek:
		return b.peek(a.A)
	// the fights
	case locke.AskDeclare:
		return b.declare(a)
	case locke.AskJoin:
		return b.join(a)
	case locke.AskPre:
		return pre(a)
	case locke.AskTurn:
		if a.Verb == locke.VerbReform {
			return b.reform(a.A)
		}
		return b.combatMain(a)
	case locke.AskAfter, locke.AskEscaped:
		if a.Verb == locke.VerbReform {
			return b.reform(a.A)
		}
		return boolScore(a.Verb == locke.VerbEnd)
	case locke.AskAim:
		return b.aim(a)
	case locke.AskDefend:
		return b.defend(a)
	case locke.AskKeep:
		return boolScore(a.Verb == locke.VerbKeep)
	case locke.AskSync:
		return b.sync(a)
	case locke.AskSyncJoin:
		return b.syncJoin(a)
	case locke.AskReact:
		return b.react(a)
	case locke.AskCounter:
		return boolScore(a.Verb == locke.VerbCounter)
	case locke.AskResidual:
		return b.residual(a)
	case locke.AskWilling:
		return boolScore((a.Verb == locke.VerbFight) == b.fightsOn())
	case locke.AskDiscard:
		return discardScore(b.v, a)
	case locke.AskWild:
		return wildScore(a)
	}
	return 0
}

// weary: after a long game the table wants it decided, and fights whoever it meets;
// exhausted: after a very long one it lets any claim stand and claims itself. Neither comes
// in an ordinary game; they keep a table of cautious players from going round for ever.
func weary(v *locke.View) bool     { return v.Board.Turns > 300 }
func exhausted(v *locke.View) bool { return v.Board.Turns > 600 }

func boolScore(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
