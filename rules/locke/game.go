package locke

import (
	"fmt"
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// CombatGame is the combat sub-game on its own: a fight among some of the seats' characters
// and NPCs, with the others outside (alive or dead) able to join by the charts. It is how the
// combat is tested (and measured) apart from the planet and base phases. A game ends when the
// combat and every escape's aftermath are done; the living characters win.
var CombatGame engine.Game = combatGame{}

// Option keys and values.
const (
	OptPhase    = "phase" // where the combat happens: planet or base (NPC targets, 6.2)
	PhasePlanet = "planet"
	PhaseBase   = "base"
	// OptLowPower (AMB-04): may a Cカード be used with less power left than its LV? allow: yes,
	// the remainder floors at 0 (the default); refuse: no.
	OptLowPower = "low_power"
	Allow       = "allow"
	Refuse      = "refuse"
	// OptMeleeEdge (AMB-15): a [格闘:X] shift past the table's left edge stays on 1:2以下
	// (clamp, the default) or falls off it: no damage (nodamage).
	OptMeleeEdge = "melee_edge"
	EdgeClamp    = "clamp"
	EdgeNoDamage = "nodamage"
)

var combatOptions = []engine.Option{
	{Key: OptPhase, Default: PhasePlanet, Values: []string{PhasePlanet, PhaseBase}},
	{Key: OptLowPower, Default: Allow, Values: []string{Allow, Refuse}},
	{Key: OptMeleeEdge, Default: EdgeClamp, Values: []string{EdgeClamp, EdgeNoDamage}},
}

type combatGame struct{}

func (combatGame) ID() string               { return "locke-combat" }
func (combatGame) Seats() (min, max int)    { return 2, 11 }
func (combatGame) Options() []engine.Option { return engine.CloneOptions(combatOptions) }

// New deals a random combat: a sheet and a silhouette to every seat, one seat in six dead,
// one in four with an ability card, at least one character in the fight, and up to two NPCs
// (at least one when only one character fights).
func (combatGame) New(cfg engine.Config) (engine.State, error) {
	if cfg.Seats < 2 || cfg.Seats > 11 {
		return nil, fmt.Errorf("locke-combat seats 2 to 11 players, not %d", cfg.Seats)
	}
	opts, err := engine.ResolveOptions(combatOptions, cfg.Options)
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(cfg.Seed ^ 0x10c4e)
	set := Setup{Seats: cfg.Seats, Seed: cfg.Seed, Base: opts[OptPhase] == PhaseBase, Items: map[int][]int{},
		Options: map[string]string{OptLowPower: opts[OptLowPower], OptMeleeEdge: opts[OptMeleeEdge]}}
	sheets := normalSheets()
	rng.Shuffle(len(sheets), func(i, j int) { sheets[i], sheets[j] = sheets[j], sheets[i] })
	set.Sheets = sheets[:cfg.Seats]
	sils := book.Silhouettes()
	items := book.AbilityCards()
	for seat := range cfg.Seats {
		set.Silhouettes = append(set.Silhouettes, sils[rng.IntN(len(sils))].ID)
		if rng.IntN(6) == 0 {
			set.Dead = append(set.Dead, seat)
		}
		if rng.IntN(4) == 0 {
			set.Items[seat] = []int{rng.IntN(len(items))}
		}
	}
	for seat := range cfg.Seats {
		if !slices.Contains(set.Dead, seat) && (len(set.In) == 0 || rng.IntN(2) == 0) {
			set.In = append(set.In, seat)
		}
	}
	if len(set.In) == 0 {
		set.Dead = set.Dead[1:]
		set.In = []int{0}
	}
	npcs := npcIDs()
	n := rng.IntN(3)
	if len(set.In) == 1 {
		n = max(n, 1)
	}
	for range n {
		set.NPCs = append(set.NPCs, npcs[rng.IntN(len(npcs))])
	}
	return NewCombat(set), nil
}

// Setup is a combat laid out by hand (tests) or by New.
type Setup struct {
	Seats       int
	Seed        uint64
	Base        bool
	Sheets      []string // each seat's character ID
	Silhouettes []string // each seat's silhouette ID (default: its own character's)
	Dead        []int
	In          []int    // the seats whose characters fight from the start
	NPCs        []string // NPC IDs in the fight from the start
	Hands       map[int][]int
	Items       map[int][]int
	Deck        []int // the top of the Cカード deck, the next card first
	Dice        []int // fixed dice, used before the RNG's
	Minions     map[int]int
	Options     map[string]string // low_power, melee_edge (the phase comes from Base)
}

// NewCombat lays a combat out and runs it to its first question.
func NewCombat(set Setup) *State {
	s := &State{Core: engine.NewCore(set.Seed), Secrets: engine.NewSecrets[Public, Private, Hidden](set.Seats)}
	p := &s.Public
	p.Seats = set.Seats
	p.Options = map[string]string{OptPhase: PhasePlanet, OptLowPower: Allow, OptMeleeEdge: EdgeClamp}
	for k, v := range set.Options {
		p.Options[k] = v
	}
	if set.Base {
		p.Options[OptPhase] = PhaseBase
	}
	p.Fight = Combat{On: true, Base: set.Base, Turn: -1, Block: -1}
	p.Chars = make([]Char, set.Seats)
	used := map[string]bool{}
	for seat := range set.Seats {
		id := set.Sheets[seat]
		used[id] = true
		sil := id
		if seat < len(set.Silhouettes) && set.Silhouettes[seat] != "" {
			sil = set.Silhouettes[seat]
		} else if sh := book.CharacterByID(id); sh != nil {
			sil = sh.Silhouette
		}
		p.Chars[seat] = Char{Silhouette: sil, Alive: !slices.Contains(set.Dead, seat), Fighter: -1}
		m := &s.Private[seat]
		m.Sheet = id
		m.Hand = []int{}
		m.Items = slices.Clone(set.Items[seat])
		m.Suits = make([]int, len(book.CharacterByID(id).Abilities))
		p.Chars[seat].Items = len(m.Items)
	}
	for _, id := range normalSheets() {
		if !used[id] {
			s.Hidden.Pool = append(s.Hidden.Pool, id)
		}
	}
	s.Hidden.Espers = map[int][]int{}
	s.Hidden.Rigged = slices.Clone(set.Dice)
	// The deck: the given top first, the rest shuffled under it.
	held := map[int]bool{}
	for _, h := range set.Hands {
		for _, c := range h {
			held[c] = true
		}
	}
	for _, c := range set.Deck {
		held[c] = true
	}
	var rest []int
	for c := range book.CCards() {
		if !held[c] {
			rest = append(rest, c)
		}
	}
	s.RNG.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i := len(set.Deck) - 1; i >= 0; i-- {
		rest = append(rest, set.Deck[i])
	}
	s.Hidden.Deck = rest
	p.Fight.DeckSize = len(rest)
	for _, seat := range set.In {
		f := s.addPC(seat, 0)
		s.Public.Fight.Fighters[f].Fresh = true
		s.Public.Fight.Fighters[f].Limit = s.handLimit(seat, 0)
		for _, c := range set.Hands[seat] {
			s.toHand(f, c)
		}
		s.Public.Fight.Fighters[f].Minions = set.Minions[seat]
	}
	for _, id := range set.NPCs {
		s.addNPC(id)
	}
	p.Tasks.Later(Task{Kind: tJoin}, Task{Kind: tRevive}, Task{Kind: tMove})
	s.run()
	return s
}

// addNPC brings an NPC into the fight; a member of an obstacle whose weapon comes from the
// 武器チェック chart rolls it now.
func (s *State) addNPC(id string) int {
	n := book.NPCByID(id)
	f := Fighter{NPC: id, Seat: -1, Fresh: true}
	switch n.Kind {
	case book.Esper:
		f.Kind, f.Lv, f.Members, f.Limit = Esper, n.Lv, []int{n.Dur}, 7
	default:
		f.Kind = Obstacle
		for range max(n.Members, 1) {
			f.Members = append(f.Members, n.Dur)
		}
	}
	if n.WeaponCheck {
		for range f.Members {
			f.Gear = append(f.Gear, s.weaponCheck())
		}
	}
	i := s.addFighter(f)
	if n.Kind == book.Esper {
		s.Hidden.Espers[i] = []int{}
	}
	return i
}

// AddCellNPC brings an NPC in by a cell's effect, joining at the next movement: a combat
// takes one NPC from cells, the first (6.2). It reports whether the NPC came.
func (s *State) AddCellNPC(id string) bool {
	for _, f := range s.Public.Fight.Fighters {
		if f.Cell {
			return false
		}
	}
	f := s.addNPC(id)
	fi := &s.Public.Fight.Fighters[f]
	fi.Cell = true
	fi.Fresh = false
	fi.JoinAt = s.Public.Fight.Round + 1
	return true
}

// weaponCheck rolls a member's weapon on the 武器チェック chart: a weapon, or a single shot
// from above (kept as the member's 火力); a trap or an armoured car gives a レイガン here (the
// board resolves those when the chart is rolled for a cell).
func (s *State) weaponCheck() string {
	res := book.ChartByID("weapon").Lookup(s.roll(2))
	switch res.Do {
	case "weapon":
		return res.Ref
	case "from_above":
		return fmt.Sprintf("fire:%d", res.N)
	case "trap":
		s.weaponTrap() // in a prison fight the prisoner escapes (4.4)
	}
	return "raygun"
}

// normalSheets are the IDs of every sheet dealt in a normal game.
func normalSheets() []string {
	var out []string
	for _, c := range book.Characters() {
		if !c.Extra {
			out = append(out, c.ID)
		}
	}
	return out
}

// npcIDs are the NPCs the random combats draw from: those of the ランダム戦闘 chart.
func npcIDs() []string {
	var out []string
	for _, r := range book.ChartByID("battle").Rows {
		if r.Result.Do == "npc" && !slices.Contains(out, r.Result.Ref) {
			out = append(out, r.Result.Ref)
		}
	}
	return out
}

// Seats implements engine.State.
func (s *State) Seats() int { return s.Public.Seats }

// Clone implements engine.State.
func (s *State) Clone() engine.State {
	c := *s
	c.Core = s.Core.Fork()
	c.Secrets = s.Secrets.Copy()
	return &c
}

// View is what one seat knows.
type View struct {
	Seat int
	Public
	Private
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }

// View implements engine.State.
func (s *State) View(seat int) engine.View {
	p, m := s.Seen(seat)
	return &View{Seat: seat, Public: p, Private: m}
}
