package locke

import (
	"slices"

	rl "zashiki/rules/locke"
	"zashiki/scenes/ui"
)

// The guided first game's anchors (scenes/guided_data.go): besides the first-game tips'
// parts, the moments a newcomer is walked through, each named by what makes it come. Like the
// tips' anchors, each is read from what the viewer sees and is on the viewer's own screen.

// guideAnchors answer the guided game's anchors: where the part is, and whether it is on the
// table now. They are asked only at rest (TipAnchor's checks come first).
var guideAnchors = map[string]func(b *Board) (ui.Rect, bool){
	// the viewer's sheet while the set-up deals
	"setup.self": func(b *Board) (ui.Rect, bool) {
		return b.lay.self, b.shown.Board.Part == rl.PartSetup && b.viewer() >= 0
	},
	// the viewer's sheet, where its trump is shown, while it chooses its silhouette
	"setup.trump": func(b *Board) (ui.Rect, bool) {
		return b.lay.self, b.setupStage(rl.SetupChoose) && b.offers(rl.VerbSil, rl.VerbKeep) && b.shown.Private.Choice.Trump > 0
	},
	// the buttons of the first silhouette choice, and of a choice made again
	"setup.choose": func(b *Board) (ui.Rect, bool) {
		return b.lay.actions, b.setupStage(rl.SetupChoose) && b.offers(rl.VerbSil, rl.VerbKeep)
	},
	"setup.again": func(b *Board) (ui.Rect, bool) {
		return b.lay.actions, (b.setupStage(rl.SetupChange) || b.setupStage(rl.SetupRechoose) || b.setupStage(rl.SetupForce)) &&
			b.offers(rl.VerbSil, rl.VerbKeep)
	},
	// the planets, once the planet phase is laid out
	"planet": func(b *Board) (ui.Rect, bool) {
		return b.lay.view, b.shown.Board.Part == rl.PartPlanet && !b.fighting() && b.mapShown()
	},
	// the plate of another seat that is a base player, in the planet phase
	"planet.base": func(b *Board) (ui.Rect, bool) {
		if b.shown.Board.Part != rl.PartPlanet || b.fighting() {
			return ui.Rect{}, false
		}
		for seat, role := range b.shown.Board.Role {
			if seat != b.viewer() && role == rl.BasePlayer && seat < len(b.lay.seats) {
				return b.lay.seats[seat], true
			}
		}
		return ui.Rect{}, false
	},
	// the viewer's own sheet when it is a base player in the planet phase
	"planet.waiting": func(b *Board) (ui.Rect, bool) {
		v := b.viewer()
		return b.lay.self, v >= 0 && b.shown.Board.Part == rl.PartPlanet && v < len(b.shown.Board.Role) &&
			b.shown.Board.Role[v] == rl.BasePlayer
	},
	// the map when the viewer may move on it
	"move": func(b *Board) (ui.Rect, bool) {
		return b.lay.view, !b.fighting() && b.mapShown() && b.offers(rl.VerbMove)
	},
	// the buttons of a main action that can only pass, a twin sharing the viewer's cell
	"twin": func(b *Board) (ui.Rect, bool) {
		return b.lay.actions, b.shown.Ask.Kind == rl.AskMain && b.offers(rl.VerbPass) && len(b.choices) == 1 && b.twinHere()
	},
	// the buttons of a claim, of starting a combat, of the Was-there roll
	"claim":  func(b *Board) (ui.Rect, bool) { return b.choiceRect("claim") },
	"battle": func(b *Board) (ui.Rect, bool) { return b.choiceRect("battle") },
	"there":  func(b *Board) (ui.Rect, bool) { return b.choiceRect("there") },
	// the combat view while the viewer fights in it
	"fight": func(b *Board) (ui.Rect, bool) {
		v := b.viewer()
		return b.lay.view, b.fighting() && v >= 0 && b.shown.Chars[v].Fighter >= 0
	},
	// the viewer's C-cards when one of them may attack
	"hand": func(b *Board) (ui.Rect, bool) {
		var r ui.Rect
		if !b.buttonsUp() {
			return r, false
		}
		for i, hr := range b.handRects {
			if slices.ContainsFunc(b.cardActions(b.shown.Private.Hand[i]), func(a rl.Action) bool { return a.Verb == rl.VerbAttack }) {
				r = union(r, hr)
			}
		}
		return r, r.W > 0
	},
	// the buttons answering another seat's victory claim
	"object": func(b *Board) (ui.Rect, bool) {
		return b.lay.actions, b.shown.Ask.Kind == rl.AskObject && b.offers(rl.VerbObject)
	},
}

// guideAnchor answers an anchor of the guided game.
func (b *Board) guideAnchor(name string) (ui.Rect, bool) {
	if f, ok := guideAnchors[name]; ok {
		return f(b)
	}
	return ui.Rect{}, false
}

// twinHere reports whether another living character wearing the viewer's silhouette stands
// on the viewer's cell (3.2: the viewer's turn then can only pass, and a combat follows).
func (b *Board) twinHere() bool {
	v, s := b.viewer(), b.shown
	if v < 0 {
		return false
	}
	for o, c := range s.Chars {
		if o != v && c.Alive && c.Silhouette == s.Chars[v].Silhouette && s.Board.Pos[o] == s.Board.Pos[v] {
			return true
		}
	}
	return false
}

func (b *Board) setupStage(s rl.SetupStage) bool {
	return b.shown.Board.Part == rl.PartSetup && b.shown.Ask.Kind == rl.AskSetup && b.shown.Board.Setup.Stage == s
}

// offers reports whether the viewer's buttons hold an action of one of verbs.
func (b *Board) offers(verbs ...rl.Verb) bool {
	return b.buttonsUp() && slices.ContainsFunc(b.choices, func(a rl.Action) bool { return slices.Contains(verbs, a.Verb) })
}

// buttonsUp reports whether the buttons on the panel are the viewer's legal actions now: while
// an animation runs they may still be the last question's (held), or none yet.
func (b *Board) buttonsUp() bool {
	if len(b.legal) == 0 || len(b.choices) != len(b.legal) || b.held {
		return false
	}
	for _, a := range b.legal {
		if !slices.Contains(b.choices, a.(rl.Action)) {
			return false
		}
	}
	return true
}

// choiceRect is the button taking the action written s, on the panel's page shown.
func (b *Board) choiceRect(s string) (ui.Rect, bool) {
	if !b.buttonsUp() {
		return ui.Rect{}, false
	}
	acts := make([]string, len(b.choices))
	for i, a := range b.choices {
		acts[i] = a.String()
	}
	for _, t := range ui.PanelTargets(&b.panel, acts) {
		if t.Action == s {
			return t.Rect, true
		}
	}
	return ui.Rect{}, false
}

// union is the smallest rectangle holding a and b (an empty a holds nothing).
func union(a, b ui.Rect) ui.Rect {
	if a.W <= 0 {
		return b
	}
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}
