// Package search is the search player: Information-Set Monte Carlo Tree Search with one
// observer (Cowling, Powley & Whitehouse 2012). Each iteration deals what the seat cannot see
// afresh from its View (the game's Determinize), walks one shared tree of moves keyed by their
// String form, grows it by one move, plays the game out with a playout policy (a game's
// heuristic, or random moves) and credits every move on the way with the result for the seat
// that made it. It uses the rules contract alone, so it plays every game unchanged.
//
// A decision is made in slices: Begin starts it, Step works for at most a given time, Choice
// gives the answer. The table steps it once per frame, so the screen never freezes, also in
// the browser, where the game runs on one thread.
package search

import (
	"cmp"
	"math"
	"slices"
	"time"

	"zashiki/rules/engine"
)

// Policy picks a move in a playout (and the first move tried at a new node): a game's
// heuristic, typically. It must return one of legal.
type Policy func(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action

// Config is a search player's budget and policy.
type Config struct {
	// Iterations is the budget of a decision: how many deals are searched.
	Iterations int
	// WindowIterations is the budget of an answer in a reaction window (0: Iterations). A
	// short one keeps the answer as quick as a forced one, so its timing tells nobody that
	// the seat had a choice.
	WindowIterations int
	// Exploration is the UCB constant (0: DefaultExploration). Rewards are 0 to 1.
	Exploration float64
	// Playout picks the moves of a playout and the first move tried at a new node (nil:
	// uniform random). A seat with one legal move makes it without asking.
	Playout Policy
	// Noise is the chance of a uniformly random move instead of a searched one: a weaker
	// player's mistakes.
	Noise float64
	// Prior is the move to beat at the root (nil: Playout): it is searched on every deal and
	// chosen unless another move shows a clear gain over it. A costly heuristic may be the
	// prior, asked once a decision, where only a cheap one can play the playouts.
	Prior Policy
	// Evidence is how many standard errors another root move must gain over the policy's
	// choice, on the same deals, to be chosen instead (0: DefaultEvidence).
	Evidence float64
	// Widen scales how fast a node of the tree weighs more of its moves than the policy's
	// (0: DefaultWiden); a very small value keeps the tree on the policy's moves below the
	// root, which then makes the search flat Monte Carlo over the root moves.
	Widen float64
	// MaxPlayout is the number of moves after which a playout stops and counts as a game
	// nobody won (0: DefaultMaxPlayout).
	MaxPlayout int
	// Infer is how many deals are drawn for each one searched, the one searched picked among
	// them by how well it explains the other seats' recent public moves under the model of
	// them (Prior with Doubt's noise), where the game's state is a Witness (0 or 1: deals
	// drawn uniformly, no inference).
	Infer int
	// Doubt is the model's chance of a random move instead of Prior's (0: DefaultDoubt).
	Doubt float64
	// Rule, where it gives a move, makes the decision unsearched (nil: never): a kind of
	// decision where a rule of thumb was measured to play better than the search. It is told
	// Prior's move.
	Rule func(v engine.View, legal []engine.Action, prior engine.Action) (engine.Action, bool)
}

// Defaults for Config's zero fields.
const (
	DefaultExploration = 0.7
	DefaultWiden       = 1
	DefaultEvidence    = 1
	DefaultMaxPlayout  = 1000
)

// Searcher is a search player for one game. It keeps no state between decisions, so one
// Searcher may serve several seats and goroutines.
type Searcher struct {
	game engine.Game
	name string
	cfg  Config
}

// New makes a search player for game g, named name (its kind on the command line).
func New(g engine.Game, name string, cfg Config) *Searcher {
	if cfg.Iterations < 1 {
		cfg.Iterations = 1
	}
	if cfg.WindowIterations < 1 {
		cfg.WindowIterations = cfg.Iterations
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = DefaultExploration
	}
	if cfg.Prior == nil {
		cfg.Prior = cfg.Playout
	}
	if cfg.Evidence <= 0 {
		cfg.Evidence = DefaultEvidence
	}
	if cfg.Widen <= 0 {
		cfg.Widen = DefaultWiden
	}
	if cfg.MaxPlayout <= 0 {
		cfg.MaxPlayout = DefaultMaxPlayout
	}
	if cfg.Doubt <= 0 {
		cfg.Doubt = DefaultDoubt
	}
	return &Searcher{game: g, name: name, cfg: cfg}
}

// Name implements bots.Bot.
func (b *Searcher) Name() string { return b.name }

// Config is the player's budget and policy, its defaults filled in.
func (b *Searcher) Config() Config { return b.cfg }

// Choose implements bots.Bot: the whole decision at once.
func (b *Searcher) Choose(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	d := b.Begin(v, legal, rng)
	for !d.Step(time.Hour) {
	}
	return d.Choice()
}

// Begin starts a decision for v's seat among legal (never empty). It draws one number from
// rng, so the decision, made in any number of slices, is the same for the same stream.
func (b *Searcher) Begin(v engine.View, legal []engine.Action, rng *engine.RNG) *Decision {
	d := &Decision{b: b, view: v, seat: v.Viewer(), legal: legal, rng: engine.NewRNG(rng.Uint64()),
		budget: b.cfg.Iterations, root: &node{seat: -1}}
	switch {
	case len(legal) == 1:
		d.budget = 0 // nothing to weigh
	case b.cfg.Noise > 0 && float64(d.rng.IntN(1<<20)) < b.cfg.Noise*(1<<20):
		d.budget, d.blunder = 0, legal[d.rng.IntN(len(legal))]
	case b.game.Determinize(&d.rng, v).Window() != nil: // the window is public: any deal shows it
		d.budget = b.cfg.WindowIterations
	}
	for _, a := range legal {
		d.moves = append(d.moves, &rootMove{act: a, node: d.root.add(d.seat, a.String())})
	}
	d.cands = slices.Clone(d.moves)
	if pol := b.cfg.Prior; pol != nil && d.budget > 0 {
		// The policy's move is the one to beat: it is played first on every deal and never
		// dropped, and another move replaces it only on clear evidence (see Choice).
		prior := pol(v, legal, &d.rng)
		if d.budget < len(legal) {
			d.budget = 0 // too few playouts to try every move once: the policy answers alone
		}
		if rule := b.cfg.Rule; rule != nil {
			if a, ok := rule(v, legal, prior); ok {
				prior, d.budget = a, 0 // a decision the search plays worse than the rule
			}
		}
		want := prior.String()
		for i, m := range d.cands {
			if m.node.key == want {
				d.cands[0], d.cands[i] = d.cands[i], d.cands[0]
				d.prior = m
			}
		}
	}
	d.plan()
	return d
}

// Decision is a choice being made. It is used by one goroutine at a time.
//
// The root is searched apart from the tree: every deal is played out once after each move
// still in the running, with the same random stream for each (common random numbers: the luck
// of the deal and of the draws falls alike on every move, so a few hundred deals tell moves
// apart that thousands of independent ones would not), and the field is halved by mean
// reward at every phase (sequential halving), so the budget goes to the moves that matter.
// Below the root each playout walks and grows the shared information-set tree.
type Decision struct {
	b       *Searcher
	view    engine.View
	seat    int
	legal   []engine.Action
	rng     engine.RNG
	root    *node
	moves   []*rootMove
	cands   []*rootMove // the moves still in the running
	done    int         // playouts run
	budget  int
	prior   *rootMove     // the playout policy's choice, nil without a policy
	blunder engine.Action // the random move of a noisy player, instead of a search

	// the deal under way: its state before the root move, its random seed, the next
	// candidate to play it after, and the deals left in this phase
	deal        engine.State
	dealSeed    uint64
	next        int
	dealsLeft   int
	priorReward float64 // the prior's move's reward on the deal under way

	failed    int             // playouts abandoned on a refused move (a rules bug; counted for tests)
	path      []*node         // scratch of iterate
	kids      []*node         // scratch of descend
	legalBuf  []engine.Action // scratch of playout: one legal list reused at every move
	candBuf   []engine.State  // scratch of nextDeal
	weightBuf []float64       // scratch of nextDeal
}

// rootMove is one of the seat's legal moves with its tally.
type rootMove struct {
	act  engine.Action
	node *node
	// diff and diff2 sum the gain over the prior's move on the same deal, and its square,
	// over paired deals
	diff, diff2 float64
	paired      int
}

// beats reports whether m's paired gain over the prior's move, on the n deals both played,
// exceeds z standard errors.
func (m *rootMove) beats(n int, z float64) bool {
	if n < 2 || m.paired < 2 {
		return false
	}
	k := float64(m.paired)
	mean := m.diff / k
	sd := math.Sqrt(max(0, m.diff2/k-mean*mean))
	return mean > z*sd/math.Sqrt(k)
}

func (m *rootMove) mean() float64 {
	if m.node.visits == 0 {
		return 0
	}
	return m.node.reward / float64(m.node.visits)
}

// plan sets the number of deals of the next phase: the budget left, shared among the phases
// left (one per halving), spread over the candidates.
func (d *Decision) plan() {
	phases := 1
	for n := len(d.cands); n > 1; n = (n + 1) / 2 {
		phases++
	}
	phases = max(1, phases-1)
	d.dealsLeft = max(1, (d.budget-d.done)/(phases*len(d.cands)))
}

// Step runs playouts until the budget is spent or limit has passed (at least one while any is
// left), and reports whether the decision is made.
func (d *Decision) Step(limit time.Duration) bool {
	start := time.Now()
	for !d.Done() {
		d.work()
		if time.Since(start) >= limit {
			break
		}
	}
	return d.Done()
}

// work is one playout: the next candidate on the deal under way, a new deal when every
// candidate has played it, and a halving when the phase's deals are spent.
func (d *Decision) work() {
	if d.deal == nil {
		d.deal = d.nextDeal()
		d.deal.SetQuiet(true)
		d.dealSeed, d.next = d.rng.Uint64(), 0
	}
	m := d.cands[d.next]
	rng := engine.NewRNG(d.dealSeed)
	r := d.iterate(d.deal.Clone(), m, &rng)
	d.done++
	switch {
	case m == d.prior:
		d.priorReward = r
	case d.prior != nil:
		g := r - d.priorReward
		m.diff, m.diff2, m.paired = m.diff+g, m.diff2+g*g, m.paired+1
	}
	if d.next++; d.next < len(d.cands) {
		return
	}
	d.deal = nil
	if d.dealsLeft--; d.dealsLeft > 0 || len(d.cands) == 1 {
		return
	}
	slices.SortStableFunc(d.cands, func(a, b *rootMove) int { return cmp.Compare(b.mean(), a.mean()) })
	keep := d.cands[:(len(d.cands)+1)/2]
	if i := slices.Index(d.cands, d.prior); i >= len(keep) {
		keep = append(keep, d.prior) // never dropped: the move to beat
	}
	if i := slices.Index(keep, d.prior); i > 0 {
		keep[0], keep[i] = keep[i], keep[0] // and first on every deal
	}
	d.cands = keep
	d.plan()
}

// Done reports whether the budget is spent.
func (d *Decision) Done() bool { return d.done >= d.budget }

// Iterations is how many playouts have run.
func (d *Decision) Iterations() int { return d.done }

// Choice is the best move so far: the candidate with the best mean reward (the first legal
// move before any search). It may be asked before the decision is done, to cut it short.
func (d *Decision) Choice() engine.Action {
	if d.blunder != nil {
		return d.blunder
	}
	best := d.cands[0]
	for _, m := range d.cands[1:] {
		if m.mean() > best.mean() {
			best = m
		}
	}
	if p := d.prior; p != nil && best != p && !best.beats(p.node.visits, d.b.cfg.Evidence) {
		return p.act
	}
	return best.act
}

// Stats is how often each root move was played out and its mean reward, by String form.
func (d *Decision) Stats() map[string][2]float64 {
	out := map[string][2]float64{}
	for _, m := range d.moves {
		out[m.node.key] = [2]float64{float64(m.node.visits), m.mean()}
	}
	return out
}

// iterate plays root move m on deal s, walks the tree below it and grows it by one move,
// plays out, credits every move on the way, and returns the seat's reward.
func (d *Decision) iterate(s engine.State, m *rootMove, rng *engine.RNG) float64 {
	n, path, steps := m.node, append(d.path[:0], m.node), 0
	if _, err := s.Apply(d.seat, m.act); err != nil {
		d.failed++
		return 0
	}
	for s.Outcome() == nil && steps < d.b.cfg.MaxPlayout {
		seat := engine.Next(s, nil)
		legal := s.Legal(seat)
		if len(legal) == 0 {
			d.failed++
			return 0
		}
		a, grown := legal[0], false
		if len(legal) > 1 { // a forced move is no decision: the tree skips it
			n, a, grown = d.descend(s, n, seat, legal, rng)
			path = append(path, n)
		}
		if _, err := s.Apply(seat, a); err != nil {
			d.failed++
			return 0
		}
		steps++
		if grown {
			break
		}
	}
	d.path = path
	r := d.playout(s, steps, rng)
	d.root.visits++
	for _, p := range path {
		p.visits++
		p.reward += r[p.seat]
	}
	return r[d.seat]
}

// playout plays s on with the policy until the game ends or the move cap, and returns each
// seat's reward.
func (d *Decision) playout(s engine.State, steps int, rng *engine.RNG) []float64 {
	pol := d.b.cfg.Playout
	for ; s.Outcome() == nil && steps < d.b.cfg.MaxPlayout; steps++ {
		seat := engine.Next(s, rng)
		legal := engine.AppendLegal(s, d.legalBuf[:0], seat)
		d.legalBuf = legal
		var a engine.Action
		switch {
		case len(legal) == 0:
			d.failed++
			return make([]float64, s.Seats())
		case len(legal) == 1:
			a = legal[0]
		case pol != nil:
			a = pol(policyView(s, seat), legal, rng)
		default:
			a = legal[rng.IntN(len(legal))]
		}
		if _, err := s.Apply(seat, a); err != nil {
			d.failed++
			return make([]float64, s.Seats())
		}
		engine.ApplyForced(s)
	}
	return Rewards(s.Outcome(), s.Seats())
}

// sharedViewer is a state that can show a seat its View without copying it (the rules
// packages' SharedView): the view a playout policy reads and drops before the next move.
type sharedViewer interface{ SharedView(seat int) engine.View }

// policyView is seat's View of s for the policy, shared with s where the game allows it.
func policyView(s engine.State, seat int) engine.View {
	if sv, ok := s.(sharedViewer); ok {
		return sv.SharedView(seat)
	}
	return s.View(seat)
}

// Rewards scores an outcome for every seat: 1 for a winner, 0 for everyone else, and 0 for
// all when there is no outcome yet (a playout cut short) or no winner.
func Rewards(o *engine.Outcome, seats int) []float64 {
	r := make([]float64, seats)
	if o == nil {
		return r
	}
	for _, w := range o.Winners {
		if w >= 0 && w < seats {
			r[w] = 1
		}
	}
	return r
}

// Failed is how many playouts were abandoned on a refused move: a rules bug, zero always.
func (d *Decision) Failed() int { return d.failed }
