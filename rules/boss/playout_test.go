package boss

import (
	"fmt"
	"reflect"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// configs cycles through 4 and 5 seats, every boss seat and every option value.
func configs(n int) []engine.Config {
	out := make([]engine.Config, n)
	for i := range out {
		seats := 4 + i%2
		opts := engine.Options{
			OptBoss:  []string{BossRandom, "1", "2", "3", "4", "5"}[i%6],
			OptVote:  []string{VoteMajority, VoteUnanimous}[i/2%2],
			OptField: []string{FieldEach, FieldOnce}[i/4%2],
			OptMizu:  []string{MizuHealed, MizuHealer}[i/8%2],
		}
		if opts[OptBoss] == "5" && seats == 4 {
			opts[OptBoss] = "4"
		}
		out[i] = engine.Config{Seats: seats, Seed: uint64(i)*7919 + 5, Options: opts}
	}
	return out
}

func playouts() int {
	if testing.Short() {
		return 300
	}
	return 3000
}

// checkInvariants is what holds after every step: all 65 cards accounted for once, lives
// within bounds, at most five rounds, one 社長 on the field, views show only their own hand.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	count := make([]int, NumCards)
	piles := [][]int{s.draw, s.Discard, s.dictDraw, s.DictDiscard}
	piles = append(piles, s.hands...)
	for _, p := range piles {
		for _, c := range p {
			count[c]++
		}
	}
	for _, c := range append(append([]int{}, s.Field...), s.Chief, s.Dict) {
		if c >= 0 {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("card %d is on the table %d times", c, n)
		}
	}
	for _, c := range s.draw {
		if !IsWork(c) {
			return fmt.Errorf("独裁カード %d in the 勤務 draw pile", c)
		}
	}
	if s.Chief >= 0 && KindOf(s.Chief) != Chief {
		return fmt.Errorf("card %d sits where the 社長 goes", s.Chief)
	}
	for seat, c := range s.Field {
		if c >= 0 && (KindOf(c) != Defence || seat == s.Boss) {
			return fmt.Errorf("card %d on seat %d's field", c, seat)
		}
	}
	for seat, l := range s.Life {
		if l < 0 || l > s.MaxLife(seat) {
			return fmt.Errorf("seat %d has life %d", seat, l)
		}
	}
	if s.Round < 1 || s.Round > Rounds {
		return fmt.Errorf("round %d", s.Round)
	}
	if s.ChiefUses >= ChiefUses {
		return fmt.Errorf("社長 used %d times and still on the field", s.ChiefUses)
	}
	for seat := range s.Table.Seats {
		if s.HandCount[seat] != len(s.hands[seat]) {
			return fmt.Errorf("seat %d's hand count %d, holds %d", seat, s.HandCount[seat], len(s.hands[seat]))
		}
	}
	if o := s.Outcome(); o != nil {
		sum := 0
		for _, p := range o.Points {
			sum += p
		}
		if sum != 0 || len(o.Winners) == 0 {
			return fmt.Errorf("outcome %+v", o)
		}
		return nil
	}
	if s.Life[s.Boss] == 0 || s.Down() >= 3 {
		return fmt.Errorf("the game goes on with boss life %d and %d subordinates down", s.Life[s.Boss], s.Down())
	}
	if s.Phase == PhaseRun {
		return fmt.Errorf("between prompts outside Apply")
	}
	return nil
}

func TestRandomPlayouts(t *testing.T) {
	pick := engine.NewRNG(42)
	ends := map[string]int{}
	steps := 0
	for i, cfg := range configs(playouts()) {
		s, rec, err := enginetest.RandomGame(Game, cfg, &pick, 5000, checkInvariants)
		if err != nil {
			t.Fatalf("game %d (%d seats, %v): %v", i, cfg.Seats, cfg.Options, err)
		}
		ends[s.Outcome().Reason.Key]++
		steps += len(rec)
		if i%10 == 0 {
			replayed, err := engine.Replay(Game, cfg, rec)
			if err != nil {
				t.Fatalf("game %d: replay: %v", i, err)
			}
			for seat := range cfg.Seats {
				if !reflect.DeepEqual(replayed.View(seat), s.View(seat)) {
					t.Fatalf("game %d: the replay differs for seat %d", i, seat)
				}
			}
		}
	}
	t.Logf("%d games, %d steps; endings %v", playouts(), steps, ends)
	for _, key := range []string{MsgEndBossDown, MsgEndTeamDown, MsgEndSurvived, MsgEndLetter} {
		if ends[key] == 0 {
			t.Errorf("no random game ended with %s", key)
		}
	}
}
