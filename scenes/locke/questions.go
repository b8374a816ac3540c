package locke

import (
	"strings"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// question is how the table puts one kind of question the rules ask (rules/locke AskKind) to
// its player: how it is asked, which verbs answer it, how their buttons read, and what the
// table says while another seat answers it.
type question struct {
	// name is the question's part of the catalogue keys: its prompt (locke.ui.ask.<name>) and
	// the buttons that read differently when they answer it (locke.ui.act.<verb>.<name>).
	name string
	// prompt is the line over the buttons; nil when locke.ui.ask.<name> says it all.
	prompt func(w words) string
	// why names the reason the question is asked, said after the prompt on the same line
	// (locke.ui.why.<why>): a newcomer is told what the rules want and what hangs on it. nil
	// when the question's name is its reason whatever the moment.
	why func(w words) string
	// answers are the verbs of the actions that answer it.
	answers []rl.Verb
	// wait is the line while others answer it (locke.ui.wait.<wait>): it names the seat asked,
	// unless the question is a window put to several at once.
	wait string
	// hint words an answer as a sentence for the Hint button.
	hint func(w words, a rl.Action) string
}

// questions holds one entry per kind of question. It is filled in init: its hints read the
// question's name back from it.
var questions map[rl.AskKind]question

func init() {
	questions = map[rl.AskKind]question{
		rl.AskJoin: {name: "join", wait: "join", hint: sayVerb, answers: verbs(rl.VerbThere, rl.VerbAlive, rl.VerbStay),
			prompt: func(w words) string {
				chart := "there"
				if !w.v.Chars[w.v.Seat].Alive {
					chart = "alive"
				}
				return w.t("ask.join", w.chart(chart))
			}},
		rl.AskPre: {name: "pre", wait: "pre", hint: sayVerb, answers: verbs(rl.VerbReady, rl.VerbMystery, rl.VerbPre)},
		rl.AskTurn: {name: "turn", wait: "turn", hint: sayVerb, answers: verbs(rl.VerbOpen, rl.VerbDrop, rl.VerbReform, rl.VerbSup,
			rl.VerbAttack, rl.VerbEscape, rl.VerbIllusion, rl.VerbTelepath, rl.VerbWild, rl.VerbMelee, rl.VerbWeapon,
			rl.VerbProxy, rl.VerbRetreat, rl.VerbDiscard, rl.VerbPass),
			prompt: func(w words) string { return w.t("ask.turn", w.v.Fight.Round) }},
		rl.AskAfter:   {name: "after", wait: "turn", hint: sayVerb, answers: verbs(rl.VerbOpen, rl.VerbDrop, rl.VerbReform, rl.VerbSup, rl.VerbEnd)},
		rl.AskEscaped: {name: "escaped", wait: "escaped", hint: sayVerb, answers: verbs(rl.VerbOpen, rl.VerbDrop, rl.VerbReform, rl.VerbSup, rl.VerbEnd)},
		rl.AskDeclare: {name: "declare", wait: "declare", hint: sayDeclared, answers: verbs(rl.VerbLv, rl.VerbMind, rl.VerbDur),
			prompt: words.declPrompt},
		rl.AskDefend: {name: "defend", wait: "defend", hint: sayVerb, answers: verbs(rl.VerbDefend, rl.VerbGuard, rl.VerbTake),
			prompt: func(w words) string {
				h := &w.v.Fight.Hit
				return w.t("ask.defend", w.fighter(h.By), h.Level, h.Fire)
			}},
		rl.AskKeep: {name: "keep", wait: "keep", hint: sayVerb, answers: verbs(rl.VerbKeep, rl.VerbDrop),
			prompt: func(w words) string { return w.t("ask.keep", w.v.Fight.KeepLv) }},
		rl.AskSync: {name: "sync", wait: "sync", hint: sayVerb, answers: verbs(rl.VerbMinion, rl.VerbAsk, rl.VerbGo)},
		rl.AskSyncJoin: {name: "syncjoin", wait: "syncjoin", hint: sayVerb, answers: verbs(rl.VerbJoin, rl.VerbDecline),
			prompt: func(w words) string {
				h := &w.v.Fight.Hit
				return w.t("ask.syncjoin", w.fighter(h.By), w.card(h.As))
			}},
		rl.AskReact: {name: "react", wait: "react", hint: sayVerb, answers: verbs(rl.VerbJam, rl.VerbBlock, rl.VerbLet),
			prompt: func(w words) string {
				u := w.v.Fight.Use
				return w.t("ask.react", w.fighter(u.Fighter), w.card(face(u)))
			}},
		rl.AskCounter: {name: "counter", wait: "counter", hint: sayVerb, answers: verbs(rl.VerbCounter, rl.VerbNoCounter)},
		rl.AskResidual: {name: "residual", wait: "residual", hint: sayVerb, answers: verbs(rl.VerbBoost, rl.VerbHinder, rl.VerbDecline),
			prompt: func(w words) string { return w.t("ask.residual", w.fighter(w.v.Fight.Hit.By)) }},
		rl.AskWilling: {name: "willing", wait: "willing", hint: sayVerb, answers: verbs(rl.VerbFight, rl.VerbStop)},
		rl.AskDiscard: {name: "discard", wait: "discard", hint: sayVerb, answers: verbs(rl.VerbDiscard, rl.VerbKeepAll),
			prompt: func(w words) string {
				if fi := w.ownFighter(); fi != nil && fi.HandCount > fi.Limit {
					return w.t("ask.discard", fi.Limit)
				}
				return w.t("ask.discard1")
			}},
		rl.AskWild: {name: "wild", wait: "turn", hint: sayVerb, answers: verbs(rl.VerbAs, rl.VerbBack)},
		rl.AskAim: {name: "aim", wait: "turn", hint: sayAim, answers: verbs(rl.VerbAim, rl.VerbBack),
			prompt: func(w words) string { return w.t("ask.aim", w.pending()) }},
		rl.AskSetup: {name: "setup", wait: "force", hint: sayVerb, answers: verbs(rl.VerbSil, rl.VerbKeep, rl.VerbRefuse, rl.VerbRecent),
			prompt: words.setupPrompt, why: func(w words) string { return "setup." + setupStages[w.v.Board.Setup.Stage] }},
		rl.AskPlace: {name: "place", wait: "place", hint: sayVerb, answers: verbs(rl.VerbPlace),
			why: func(w words) string {
				if w.v.Board.Grid != nil {
					return "place.key"
				}
				return "place"
			},
			prompt: func(w words) string {
				if w.v.Board.Grid != nil {
					return w.t("ask.place.key", w.v.Ask.Count+1)
				}
				return w.t("ask.place", w.v.Ask.Count+1)
			}},
		rl.AskSupport: {name: "support", wait: "main", hint: sayVerb, answers: verbs(rl.VerbOpen, rl.VerbReform, rl.VerbClaim, rl.VerbSolo,
			rl.VerbDissolve, rl.VerbEnd),
			prompt: func(w words) string { return w.t("ask.support", w.v.Ask.Count) },
			// A Special cannot claim (4.3): the others are told what a claim risks.
			why: func(w words) string {
				if w.v.Side() == book.Special {
					return "support"
				}
				return "support.claim"
			}},
		rl.AskMain: {name: "main", wait: "main", hint: sayVerb, answers: verbs(rl.VerbMove, rl.VerbPort, rl.VerbTele, rl.VerbEnter,
			rl.VerbIntrude, rl.VerbHeal, rl.VerbTreat, rl.VerbParty, rl.VerbPass)},
		rl.AskDest: {name: "dest", wait: "dest", hint: sayVerb, answers: verbs(rl.VerbTo),
			prompt: func(w words) string { return w.t(w.destKey()) },
			why:    func(w words) string { return strings.TrimPrefix(w.destKey(), "ask.") }},
		rl.AskBattle: {name: "battle", wait: "battle", hint: sayVerb, answers: verbs(rl.VerbBattle, rl.VerbNoBattle),
			why: func(w words) string {
				if w.twinHere() {
					return "battle.twin"
				}
				return "battle"
			},
			prompt: func(w words) string {
				if w.twinHere() {
					return w.t("ask.battle.twin")
				}
				return w.t("ask.battle")
			}},
		rl.AskObject: {name: "object", wait: "object", hint: sayVerb, answers: verbs(rl.VerbObject, rl.VerbAccept),
			prompt: func(w words) string {
				c := w.v.Board.Claim
				return w.t("ask.object", w.name(c.Seat), w.side(book.Side(c.Side)))
			}},
		rl.AskInvite: {name: "invite", wait: "invite", hint: sayVerb, answers: verbs(rl.VerbInvite, rl.VerbPropose, rl.VerbBack),
			prompt: func(w words) string { return w.t("ask.invite", len(w.v.Board.Invited)) }},
		rl.AskAgree: {name: "agree", wait: "agree", hint: sayVerb, answers: verbs(rl.VerbAgree, rl.VerbDecline),
			prompt: func(w words) string { return w.t("ask.agree", w.name(w.v.Board.Turn)) }},
		rl.AskPeek: {name: "peek", wait: "peek", hint: sayVerb, answers: verbs(rl.VerbPeek),
			prompt: func(w words) string {
				if w.v.Ask.Count == 1 {
					return w.t("ask.peek.base")
				}
				return w.t("ask.peek")
			}},
	}
}

func verbs(vs ...rl.Verb) []rl.Verb { return vs }

// setupStages name the set-up's questions (rules/locke SetupStage) in the keys of their
// reasons.
var setupStages = map[rl.SetupStage]string{
	rl.SetupRefuse: "refuse", rl.SetupChoose: "choose", rl.SetupChange: "change",
	rl.SetupRechoose: "rechoose", rl.SetupForce: "force",
}

// whyKey is the key of the reason q is asked now.
func (q question) whyKey(w words) string {
	if q.why != nil {
		return "why." + q.why(w)
	}
	return "why." + q.name
}
