package search

import (
	"math"

	"zashiki/rules/engine"
)

// node is a move in the tree: the seat that made it and its String form. The tree is shared
// by every deal, so a node stands for the move in every deal where it is legal; its children
// are the moves that may follow, of whichever seat acts next in a deal.
type node struct {
	seat     int
	key      string
	children []*node
	visits   int
	avail    int     // iterations in which the move was legal when its parent was reached
	reward   float64 // the sum of the rewards of seat over the visits
}

func (n *node) child(seat int, key string) *node {
	for _, c := range n.children {
		if c.seat == seat && c.key == key {
			return c
		}
	}
	return nil
}

func (n *node) add(seat int, key string) *node {
	c := &node{seat: seat, key: key}
	n.children = append(n.children, c)
	return c
}

// descend chooses seat's move at n among legal (the moves legal in this deal): a move not yet
// tried, the policy's choice first, while n has been visited too little to weigh more moves
// than it has tried (progressive widening: a new node follows the policy, and the other moves
// join as visits accumulate, so a few exploratory playouts of poor moves deep down do not drown
// the values of the moves above them); else the tried move with the best upper confidence
// bound, counted over the iterations in which it was available (the information-set variant of
// UCB1). It reports whether the move is new to the tree.
func (d *Decision) descend(s engine.State, n *node, seat int, legal []engine.Action, rng *engine.RNG) (*node, engine.Action, bool) {
	kids := d.kids[:0]
	var untried []int
	for i, a := range legal {
		c := n.child(seat, a.String())
		kids = append(kids, c)
		if c == nil {
			untried = append(untried, i)
		} else {
			c.avail++
		}
	}
	d.kids = kids
	if len(untried) > 0 && len(untried) == len(legal) || len(untried) > 0 && len(legal)-len(untried) < d.width(n) {
		pick := untried[rng.IntN(len(untried))]
		if pol := d.b.cfg.Playout; pol != nil && len(untried) > 1 {
			want := pol(policyView(s, seat), legal, rng).String()
			for _, i := range untried {
				if legal[i].String() == want {
					pick = i
				}
			}
		}
		c := n.add(seat, legal[pick].String())
		c.avail = 1
		return c, legal[pick], true
	}
	best, bestVal := 0, math.Inf(-1)
	for i, c := range kids {
		if c == nil {
			continue // not weighed here yet
		}
		if c.visits == 0 { // an iteration through it was abandoned: try it again
			return c, legal[i], false
		}
		v := c.reward/float64(c.visits) + d.b.cfg.Exploration*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
		if v > bestVal {
			best, bestVal = i, v
		}
	}
	return kids[best], legal[best], false
}

// width is how many of its moves a node reached visits times may weigh: one at first, then
// one more at 4, 16, 36, … visits (Config.Widen scales the visits).
func (d *Decision) width(n *node) int {
	return 1 + int(math.Sqrt(float64(n.visits)*d.b.cfg.Widen)/2)
}
