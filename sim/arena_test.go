package sim

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestArenaSeatsEachBotEverywhere: over 2n games each bot sits in every seat equally often,
// each deal is played with the bots swapped, and with an odd table A and B take the extra
// seat in turn.
func TestArenaSeatsEachBotEverywhere(t *testing.T) {
	for _, seats := range []int{3, 4} {
		c := arena{seats: seats}
		count := make([][2]int, seats)
		for i := range 2 * seats {
			for j, b := range c.seating(i) {
				count[j][b]++
			}
			if a, b := c.seating(i-i%2), c.seating(i-i%2+1); a[0] == b[0] {
				t.Errorf("%d seats: games %d and %d seat the same bot first", seats, i-i%2, i-i%2+1)
			}
		}
		for j, n := range count {
			if n[0] != n[1] {
				t.Errorf("%d seats: seat %d held A %d times and B %d times", seats, j, n[0], n[1])
			}
		}
	}
}

// TestArenaSeatsASideByOneBot: in a game won by sides every seat of a side holds the same
// bot, the replay of a deal swaps them, and a third side goes to A and B in turn by deal, so
// each bot plays each side equally often.
func TestArenaSeatsASideByOneBot(t *testing.T) {
	sides := []int{1, 1, 2, 2, 1, 2, 3} // 超人ロック at 7 seats: Good, Evil, one Special
	count := map[int][2]int{}
	for i := range 8 {
		who := sideSeating(i, sides)
		twin := sideSeating(i^1, sides)
		bySide := map[int]int{}
		for j, b := range who {
			if first, ok := bySide[sides[j]]; ok && first != b {
				t.Errorf("game %d: side %d holds both bots: %v", i, sides[j], who)
			}
			bySide[sides[j]] = b
			if twin[j] == b {
				t.Errorf("games %d and %d seat the same bot at seat %d", i, i^1, j)
			}
		}
		if bySide[1] == bySide[2] {
			t.Errorf("game %d: Good and Evil both held by bot %d", i, bySide[1])
		}
		for sd, b := range bySide {
			c := count[sd]
			c[b]++
			count[sd] = c
		}
	}
	for sd, c := range count {
		if c[0] != c[1] {
			t.Errorf("side %d held by A %d times and by B %d times", sd, c[0], c[1])
		}
	}
	if sideSeating(0, sides)[6] == sideSeating(2, sides)[6] {
		t.Error("the Special's bot did not change from one deal to the next")
	}
}

// TestArenaSidesReport: 超人ロック's arena seats by side unless asked otherwise, says so,
// and counts the deals one bot won on both sides; -seating takes only its two words.
func TestArenaSidesReport(t *testing.T) {
	var out bytes.Buffer
	if err := RunArena([]string{"-game", "locke", "-bots", "heuristic,random", "-games", "6", "-seed", "1", "-seats", "5"}, &out); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`deals won by one bot on both sides: heuristic (\d+), random (\d+)`).FindStringSubmatch(out.String())
	if m == nil || !strings.Contains(out.String(), "sides: each side played by one bot") {
		t.Fatalf("no sides lines in\n%s", out.String())
	}
	if h, _ := strconv.Atoi(m[1]); h == 0 {
		t.Errorf("the heuristic won no deal on both sides against random:\n%s", out.String())
	}
	out.Reset()
	if err := RunArena([]string{"-game", "locke", "-bots", "heuristic,random", "-games", "2", "-seats", "5", "-seating", "seats"}, &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "sides:") {
		t.Errorf("-seating seats still seated by side:\n%s", out.String())
	}
	if err := RunArena([]string{"-game", "locke", "-seating", "teams"}, &bytes.Buffer{}); err == nil {
		t.Error("-seating teams was accepted")
	}
}

// TestArenaReport: the last line gives A's share of the wins with its interval; the heuristic
// takes most of the wins from the random player.
func TestArenaReport(t *testing.T) {
	var out bytes.Buffer
	if err := RunArena([]string{"-game", "freeeight", "-bots", "heuristic,random", "-games", "40", "-seed", "2"}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	last := lines[len(lines)-1]
	m := regexp.MustCompile(`^heuristic vs random: ([\d.]+)% \[([\d.]+)%, ([\d.]+)%\] over 40 games$`).FindStringSubmatch(last)
	if m == nil {
		t.Fatalf("last line %q", last)
	}
	if w, _ := strconv.ParseFloat(m[1], 64); w < 60 {
		t.Errorf("heuristic took %s%% of the wins from random", m[1])
	}
	for _, args := range [][]string{{"-bots", "heuristic"}, {"-bots", "heuristic,genius"}, {"-games", "1"}, {"-game", "chess"}} {
		if err := RunArena(args, &bytes.Buffer{}); err == nil {
			t.Errorf("RunArena(%q) succeeded", args)
		}
	}
}

// TestArenaPairsCooperativeDeals: in a cooperative game each deal is played by a team of A
// and a team of B, and the report counts the deals only one team won; the heuristic team wins
// more such deals than the random one.
func TestArenaPairsCooperativeDeals(t *testing.T) {
	var out bytes.Buffer
	if err := RunArena([]string{"-game", "chaos", "-bots", "heuristic,random", "-games", "20", "-seed", "1", "-options", "difficulty=hard"}, &out); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`deals won by one team only: heuristic (\d+), random (\d+) \(heuristic`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no paired line in\n%s", out.String())
	}
	h, _ := strconv.Atoi(m[1])
	r, _ := strconv.Atoi(m[2])
	if h <= r {
		t.Errorf("heuristic won %s deals alone, random %s", m[1], m[2])
	}
}
