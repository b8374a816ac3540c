package search

import "zashiki/rules/engine"

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
// weighs more than one that does not.
// It is 1 for a state that is no Witness, or a player without a Prior.
func (b *Searcher) Likelihood(viewer int, s engine.State, rng *engine.RNG) float64 {
	w, ok := s.(Witness)
	if !ok || b.cfg.Prior == nil {
		return 1
	}
	doubt, pol := b.cfg.Doubt, b.cfg.Prior
	p := 1.0
	w.Recall(viewer, rng, func(_ int, v engine.View, legal []engine.Action, made engine.Action) {
		q := doubt / float64(len(legal))
		if pol(v, legal, rng).String() == made.String() {
			q += 1 - doubt
		}
		p *= q
	})
	return p
}

// nextDeal is the state of the next deal: with inference on, one of Infer deals drawn
// afresh, each chosen with a chance in proportion to its likelihood (sampling
// importance resampling: the deals follow the posterior of what the others hold, as far as
// Infer candidates approach it); else one deal drawn uniformly from the View.
func (d *Decision) nextDeal() engine.State {
	s := d.b.game.Determinize(&d.rng, d.view)
	n := d.b.cfg.Infer
	if n < 2 || d.b.cfg.Prior == nil {
		return s
	}
	if _, ok := s.(Witness); !ok {
		return s
	}
	cands := d.candBuf[:0]
	weights := d.weightBuf[:0]
	total := 0.0
	for i := range n {
		if i > 0 {
			s = d.b.game.Determinize(&d.rng, d.view)
		}
		w := d.b.Likelihood(d.seat, s, &d.rng)
		cands, weights, total = append(cands, s), append(weights, w), total+w
	}
	d.candBuf, d.weightBuf = cands, weights
	pick := 0
	if total > 0 {
		r := float64(d.rng.Uint64()>>11) / (1 << 53) * total
		for pick < n-1 && r >= weights[pick] {
			r -= weights[pick]
			pick++
		}
	}
	out := cands[pick]
	clear(cands)
	return out
}
