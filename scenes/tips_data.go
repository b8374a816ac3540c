package scenes

// gameTips is each game's first-game tips, in the order they are offered when several are due
// at once: where the turn is first, then what the viewer may do, then what special cards and
// moments mean. Anchors are the names each board answers in its tipanchors.go; the words are
// in scenes/i18n/tips.go.
var gameTips = map[string][]tipRule{
	"freeeight": {
		{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.fe.turn"},
		{ID: "hand", When: whenYours, Anchor: "hand", Key: "tips.fe.hand"},
		{ID: "two", When: whenShown, Anchor: "attack.two", Key: "tips.fe.two"},
		{ID: "queen", When: whenShown, Anchor: "attack.queen", Key: "tips.fe.queen"},
		{ID: "eight", When: whenShown, Anchor: "named", Key: "tips.fe.eight"},
	},
	"napoleon": {
		{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.np.turn"},
		{ID: "bid", When: whenYours, Anchor: "bids", Key: "tips.np.bid"},
		{ID: "napoleon", When: whenShown, Anchor: "napoleon", Key: "tips.np.napoleon"},
		{ID: "adjutant", When: whenShown, Anchor: "adjutant", Key: "tips.np.adjutant"},
		{ID: "hand", When: whenYours, Anchor: "hand", Key: "tips.np.hand"},
	},
	"boss": {
		{ID: "sides", When: whenShown, Anchor: "boss", Key: "tips.boss.sides"},
		{ID: "vote", When: whenShown, Anchor: "vote", Key: "tips.boss.vote"},
		{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.boss.turn"},
		{ID: "hand", When: whenYours, Anchor: "hand", Key: "tips.boss.hand"},
		{ID: "dice", When: whenShown, Anchor: "die", Key: "tips.boss.dice"},
	},
	"chaos": {
		{ID: "goal", When: whenShown, Anchor: "goal", Key: "tips.chaos.goal"},
		{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.chaos.turn"},
		{ID: "hand", When: whenYours, Anchor: "hand", Key: "tips.chaos.hand"},
		{ID: "place", When: whenHeard, Events: []string{"chaos.log.place"}, Anchor: "work", Key: "tips.chaos.place"},
		{ID: "die", When: whenHeard, Events: []string{"chaos.log.roll", "chaos.log.diestep", "chaos.log.chaos2", "chaos.log.chaos3", "chaos.log.stagnation"}, Anchor: "die", Key: "tips.chaos.die"},
	},
	"locke": {
		{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.locke.turn"},
		{ID: "self", When: whenShown, Anchor: "self", Key: "tips.locke.self"},
		{ID: "map", When: whenShown, Anchor: "map", Key: "tips.locke.map"},
		{ID: "actions", When: whenYours, Anchor: "actions", Key: "tips.locke.actions"},
		{ID: "combat", When: whenShown, Anchor: "combat", Key: "tips.locke.combat"},
	},
}
