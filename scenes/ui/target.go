package ui

// Target is a place on the screen where a click takes an action: a button, a lit map cell, a
// card. Action is the action's canonical string; a page button's is "page:prev" or
// "page:next". Boards list their targets for the scripted click tests (native under Xvfb, and
// in the browser), which click them as a player would instead of reaching into the game.
type Target struct {
	Rect   Rect
	Action string
	Label  string
}

// PanelTargets are an action panel's buttons as targets, actions[i] being choice i's action.
func PanelTargets(p *ActionPanel, actions []string) []Target {
	var out []Target
	shown := p.Shown()
	for k, b := range p.Buttons() {
		switch {
		case k < len(shown) && shown[k] < len(actions):
			out = append(out, Target{Rect: b.Rect, Action: actions[shown[k]], Label: b.Label})
		case k == len(shown) && !b.Disabled:
			out = append(out, Target{Rect: b.Rect, Action: "page:prev", Label: b.Label})
		case k == len(shown)+1 && !b.Disabled:
			out = append(out, Target{Rect: b.Rect, Action: "page:next", Label: b.Label})
		}
	}
	return out
}
