package search

import (
	"reflect"

	"zashiki/rules/engine"
)

// Witness is what a game's state may offer so that the search weighs its deals by what the
// other seats were seen to do (freeeight.State.Recall): each recent public choice of a seat
// other than viewer, rebuilt as this deal would have had it — the seat's View then, its legal
// moves then, and the move it made. What the deal leaves open (which of a hand's cards came
// later) is drawn from rng. v and legal are f's to read until it returns.
type Witness interface {
	Recall(viewer int, rng *engine.RNG, f func(seat int, v engine.View, legal []engine.Action, made engine.Action))
}

// Defaults of the inference.
const (
	// DefaultDoubt is the model's chance that a seat plays a uniformly random move instead
	// of the policy's: other players are not the heuristic, and a deal must not be ruled out
	// by one move the model did not foresee.
	DefaultDoubt = 0.25
)

// Likelihood is how likely deal s makes the recent public choices of the other seats under
// the model of them: each plays the prior's move with probability 1-doubt, else a uniformly
// random legal move, so a choice is worth (1-doubt)·[it is the prior's] + doubt/|legal|. A
// deal that explains the moves seen (a seat that drew holds nothing it would have played)
// weighs more than one that does not. It is 1 for a state that is no Witness, and for a
// player without a Prior.
func (b *Searcher) Likelihood(viewer int, s engine.State, rng *engine.RNG) float64 {
	w, ok := s.(Witness)
	if !ok || b.cfg.Prior == nil {
		return 1
	}
	doubt, pol := b.cfg.Doubt, b.cfg.Prior
	p := 1.0
	w.Recall(viewer, rng, func(_ int, v engine.View, legal []engine.Action, made engine.Action) {
		q := doubt / float64(len(legal))
		if sameAction(pol(v, legal, rng), made) {
			q += 1 - doubt
		}
		p *= q
	})
	return p
}

// sameAction reports whether a and b are the same move: equal values, else the same String
// form (which, unlike the comparison of values, allocates: most answers are equal values).
func sameAction(a, b engine.Action) bool {
	if t := reflect.TypeOf(a); t == reflect.TypeOf(b) && t.Comparable() && a == b {
		return true
	}
	return a.String() == b.String()
}

// nextDeal is the state of the next deal: with inference on, a deal drawn from the View and
// kept with a chance equal to its likelihood (rejection sampling: a likelihood is at most 1,
// so a kept deal follows the posterior of what the others hold exactly, and one that the
// moves seen cannot tell from any other, likelihood 1, is kept at once, at no cost but the
// likelihood's); after Infer deals none of which was kept, one of them chosen with a chance
// in proportion to its likelihood (sampling importance resampling, which approaches the
// posterior as far as Infer deals can). Without inference, one deal drawn from the View.
func (d *Decision) nextDeal() engine.State {
	s, cands, weights := d.b.deal(d.view, &d.rng, d.candBuf[:0], d.weightBuf[:0])
	d.candBuf, d.weightBuf = cands, weights
	return s
}

// Deal is one deal of what v's seat cannot see, drawn as the search draws the deals it
// searches (nextDeal), from rng: for a test of how well the deals fit the truth.
func (b *Searcher) Deal(v engine.View, rng *engine.RNG) engine.State {
	s, _, _ := b.deal(v, rng, nil, nil)
	return s
}

// deal is nextDeal's drawing, with cands and weights as its scratch (returned for reuse,
// emptied, so a playout allocates nothing).
func (b *Searcher) deal(v engine.View, rng *engine.RNG, cands []engine.State, weights []float64) (engine.State, []engine.State, []float64) {
	s := b.game.Determinize(rng, v)
	n := b.cfg.Infer
	if n < 2 || b.cfg.Prior == nil {
		return s, cands, weights
	}
	if _, ok := s.(Witness); !ok {
		return s, cands, weights
	}
	total := 0.0
	for i := range n {
		if i > 0 {
			s = b.game.Determinize(rng, v)
		}
		w := b.Likelihood(v.Viewer(), s, rng)
		if uniform(rng) < w {
			clear(cands)
			return s, cands[:0], weights[:0]
		}
		cands, weights, total = append(cands, s), append(weights, w), total+w
	}
	pick, r := 0, uniform(rng)*total
	for pick < n-1 && r >= weights[pick] {
		r -= weights[pick]
		pick++
	}
	out := cands[pick]
	clear(cands)
	return out, cands[:0], weights[:0]
}

// uniform is a number in [0, 1) from rng.
func uniform(rng *engine.RNG) float64 { return float64(rng.Uint64()>>11) / (1 << 53) }
