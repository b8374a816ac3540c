package heuristic

import (
	"testing"

	"zashiki/rules/boss"
	"zashiki/rules/engine"
)

type bossRandom struct{}

func (bossRandom) Choose(_ engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

type bossChooser interface {
	Choose(engine.View, []engine.Action, *engine.RNG) engine.Action
}

// bossGames plays n games with the boss at seat 0 and returns how many the boss won.
func bossGames(t *testing.T, n, seats int, bossBot, teamBot bossChooser) int {
	t.Helper()
	wins := 0
	rng := engine.NewRNG(77)
	for i := range n {
		st, err := boss.Game.New(engine.Config{Seats: seats, Seed: uint64(i) + 1, Options: engine.Options{boss.OptBoss: "1"}})
		if err != nil {
			t.Fatal(err)
		}
		for st.Outcome() == nil {
			seat := st.Actors()[0]
			b := teamBot
			if seat == 0 {
				b = bossBot
			}
			a := b.Choose(st.View(seat), st.Legal(seat), &rng)
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatalf("game %d: seat %d %q: %v", i, seat, a, err)
			}
		}
		if st.Outcome().Winners[0] == 0 {
			wins++
		}
	}
	return wins
}

// Each heuristic side beats random play: the heuristic boss wins more against random
// subordinates than a random boss does, and heuristic subordinates beat a random boss more
// often than random ones do.
func TestBossHeuristicBeatsRandom(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	for _, seats := range []int{4, 5} {
		rr := bossGames(t, n, seats, bossRandom{}, bossRandom{})
		hr := bossGames(t, n, seats, Boss{}, bossRandom{})
		rh := bossGames(t, n, seats, bossRandom{}, Boss{})
		hh := bossGames(t, n, seats, Boss{}, Boss{})
		t.Logf("%d seats, boss wins of %d: random v random %d, heuristic boss v random %d, random boss v heuristic %d, heuristic v heuristic %d",
			seats, n, rr, hr, rh, hh)
		if hr <= rr {
			t.Errorf("%d seats: the heuristic boss (%d) does no better than a random one (%d)", seats, hr, rr)
		}
		if rh >= rr {
			t.Errorf("%d seats: heuristic subordinates (boss wins %d) do no better than random ones (%d)", seats, rh, rr)
		}
	}
}

func bossView(seat int, life []int, hand string) *boss.View {
	v := &boss.View{Seat: seat}
	v.Table = boss.Table{Seats: len(life), Boss: 0, Life: life, Resigned: -1, Chief: -1, Dict: -1,
		Field: make([]int, len(life)), Order: []int{1, 2, 3}, Round: 2, Options: map[string]string{}}
	for i := range v.Field {
		v.Field[i] = -1
	}
	ids := map[rune]int{'a': 0, 'd': 22, 'r': 33, 'c': 43}
	for _, r := range hand {
		if id, ok := ids[r]; ok {
			v.Hand = append(v.Hand, id)
			ids[r]++
		}
	}
	return v
}

func bossChoose(v *boss.View, legal ...string) string {
	var ls []engine.Action
	for _, l := range legal {
		a, _ := boss.ParseAction(l)
		ls = append(ls, a)
	}
	rng := engine.NewRNG(1)
	return Boss{}.Choose(v, ls, &rng).String()
}

func TestBossFocusesTheWeakest(t *testing.T) {
	v := bossView(0, []int{7, 4, 2, 3}, "aa")
	v.Phase = boss.PhaseBossTurn
	if got := bossChoose(v, "attack 1", "attack 2", "attack 3", "end"); got != "attack 2" {
		t.Fatalf("boss chose %s", got)
	}
	v.Dict, v.Flags = boss.DictatorID(boss.JoshiDokusai), boss.RoundFlags{}
	if got := bossChoose(v, "attack 1", "attack 2", "attack 3", "end"); got != "attack 1" {
		t.Fatalf("with 上司独裁 the boss chose %s", got)
	}
}

func TestSubordinateHealsTheWeakestAndTimesTheLetter(t *testing.T) {
	v := bossView(1, []int{7, 4, 1, 3}, "ra")
	v.Phase = boss.PhaseSubTurn
	if got := bossChoose(v, "attack 0", "heal 2", "heal 3"); got != "heal 2" {
		t.Fatalf("chose %s", got)
	}
	v = bossView(1, []int{2, 1, 4, 4}, "d")
	v.Phase = boss.PhaseSubTurn
	if got := bossChoose(v, "guard", "resign"); got != "resign" {
		t.Fatalf("a letter worth 3 against a boss at 2: chose %s", got)
	}
}

func TestSubordinatesCancelJoshiDokusai(t *testing.T) {
	v := bossView(2, []int{7, 4, 4, 4}, "a")
	v.Phase, v.Dict, v.Charges = boss.PhaseVote, boss.DictatorID(boss.JoshiDokusai), 1
	if got := bossChoose(v, "vote yes", "vote no"); got != "vote yes" {
		t.Fatalf("chose %s", got)
	}
	v.Dict = boss.DictatorID(boss.YukyuKyuka)
	if got := bossChoose(v, "vote yes", "vote no"); got != "vote no" {
		t.Fatalf("chose %s on 有給休暇", got)
	}
}
