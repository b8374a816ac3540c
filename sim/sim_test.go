package sim

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/games"
)

func TestRunSmallSim(t *testing.T) {
	var out bytes.Buffer
	if err := Run([]string{"-games", "50", "-seed", "3", "-bots", "heuristic,random,random"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	t.Log("\n" + text)
	for _, want := range []string{"freeeight: 50 games, 3 seats, seed 3", "heuristic", "games with no winner:", "actions:", "games/s"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// Each seat row: seat, bot, wins, win %, points, points/game.
	row := regexp.MustCompile(`(?m)^\s*(\d)\s+(\w+)\s+(\d+)\s+([\d.]+)\s+(-?\d+)\s+(-?[\d.]+)\s*$`)
	rows := row.FindAllStringSubmatch(text, -1)
	if len(rows) != 3 {
		t.Fatalf("found %d seat rows, want 3", len(rows))
	}
	wins, points := 0, 0
	for _, r := range rows {
		w, _ := strconv.Atoi(r[3])
		p, _ := strconv.Atoi(r[5])
		wins += w
		points += p
	}
	noWin := regexp.MustCompile(`no winner: (\d+)`).FindStringSubmatch(text)
	n, _ := strconv.Atoi(noWin[1])
	if wins+n < 50 || n > 50 {
		t.Errorf("%d wins and %d games without a winner in 50 games", wins, n)
	}
	if points != 0 {
		t.Errorf("points sum to %d, want 0 (every payment has a payer)", points)
	}
}

// TestWorkersDoNotChangeFigures runs the same sim on one and on three workers.
func TestWorkersDoNotChangeFigures(t *testing.T) {
	figures := func(workers string) string {
		var out bytes.Buffer
		if err := Run([]string{"-games", "250", "-seed", "11", "-workers", workers}, &out); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(out.String(), "\n")
		return strings.Join(lines[:len(lines)-2], "\n") // all but the timing line
	}
	if one, three := figures("1"), figures("3"); one != three {
		t.Errorf("figures differ with workers:\n%s\n---\n%s", one, three)
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-nosuchflag"},
		{"-game", "chess"},
		{"-bots", "heuristic,genius"},
		{"-bots", "random"}, // one seat is too few
		{"-bots", "random,random,random,random,random,random,random"},
		{"-games", "0"},
		{"-workers", "0"},
		{"-options", "nosuchoption=1"},
		{"-options", "garbage"},
		{"extra"},
	} {
		var out bytes.Buffer
		if err := Run(args, &out); err == nil {
			t.Errorf("Run(%q) succeeded", args)
		}
	}
}

func BenchmarkSim(b *testing.B) {
	cfg, err := parse([]string{"-bots", "heuristic,random,random,random"}, &bytes.Buffer{})
	if err != nil {
		b.Fatal(err)
	}
	games := 0
	for i := 0; b.Loop(); i++ {
		cfg.seed = uint64(i)
		cfg.games = chunkGames
		t, err := run(cfg)
		if err != nil {
			b.Fatal(err)
		}
		games += t.games
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// broken is a game whose state refuses its own legal action at the third step.
type broken struct{}

func (broken) ID() string                                           { return "broken" }
func (broken) Seats() (int, int)                                    { return 2, 2 }
func (broken) Options() []engine.Option                             { return nil }
func (broken) New(engine.Config) (engine.State, error)              { return &brokenState{}, nil }
func (broken) Determinize(*engine.RNG, ...engine.View) engine.State { return &brokenState{} }

type brokenState struct{ steps int }

type move struct{}

func (move) String() string { return "move" }

type seatView int

func (v seatView) Viewer() int { return int(v) }

func (s *brokenState) Seats() int                                { return 2 }
func (s *brokenState) Actors() []int                             { return []int{s.steps % 2} }
func (s *brokenState) Legal(int) []engine.Action                 { return []engine.Action{move{}} }
func (s *brokenState) View(seat int) engine.View                 { return seatView(seat) }
func (s *brokenState) Outcome() *engine.Outcome                  { return nil }
func (s *brokenState) Clone() engine.State                       { c := *s; return &c }
func (s *brokenState) Redeal(*engine.RNG, ...int) engine.State   { return s.Clone() }
func (s *brokenState) Window() *engine.Window                    { return nil }
func (s *brokenState) SetQuiet(bool)                             {}
func (s *brokenState) ParseAction(string) (engine.Action, error) { return move{}, nil }
func (s *brokenState) Apply(int, engine.Action) ([]engine.Event, error) {
	if s.steps == 2 {
		return nil, engine.Illegal("the rules disagree with themselves")
	}
	s.steps++
	return nil, nil
}

func TestRunReportsEngineErrors(t *testing.T) {
	defer func(old func(string) (engine.Game, bool)) { lookup = old }(lookup)
	lookup = func(id string) (engine.Game, bool) {
		if id == "broken" {
			return broken{}, true
		}
		return games.Lookup(id)
	}
	err := Run([]string{"-game", "broken", "-seed", "5"}, &bytes.Buffer{})
	if err == nil {
		t.Fatal("a refused choice went unreported")
	}
	for _, want := range []string{"seed 5", "game 1", "game seed", "step 3", "seat 0", `"move"`, "disagree"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

// TestSweepPlaysEveryTableSize: a sweep (超人ロック's default) plays every size in the range with
// each bot kind, reports how each ended and how long, and checks the invariants throughout.
func TestSweepPlaysEveryTableSize(t *testing.T) {
	var out bytes.Buffer
	if err := Run([]string{"-game", "locke", "-games", "7", "-seed", "1", "-seats", "5-11", "-bots", "random"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	t.Log("\n" + text)
	for n := 5; n <= 11; n++ {
		row := regexp.MustCompile(`(?m)^` + strconv.Itoa(n) + `\s+random\s+1\s+\d+\s+\d+\s+\d+\s+\w+ 1 \(100%\)`)
		if !row.MatchString(text) {
			t.Errorf("no row for %d seats", n)
		}
	}
	for _, want := range []string{"locke: 7 games over 5-11 seats", "ends: ", "invariants: checked after every step", "per game"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// A finished game's teams are tallied per team: a team is present in a game when one of its
// seats is there and wins it when one of its seats wins; seats are counted one by one.
func TestTeamsAreTalliedPerSide(t *testing.T) {
	tl := newTally(3)
	tl.addTeams([]string{"Good", "Evil", "Good"}, []int{0})
	tl.addTeams([]string{"Good", "Evil", "Evil"}, []int{1, 2})
	for name, want := range map[string]teamTally{
		"Good": {present: 2, won: 1, seats: 3, seatWins: 1},
		"Evil": {present: 2, won: 1, seats: 3, seatWins: 2},
	} {
		if got := *tl.teams[name]; got != want {
			t.Errorf("%s: %+v, want %+v", name, got, want)
		}
	}
	if m := median([]int{5, 1, 3}); m != 3 {
		t.Errorf("median of 5,1,3 = %v, want 3", m)
	}
	if m := median([]int{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median of 4,1,3,2 = %v, want 2.5", m)
	}
}

// 超人ロック's sweep prints, per table size, the wins of each side the seats ended on (its
// state names them once the game is over) and the median game length.
func TestSweepReportsWinsPerTeam(t *testing.T) {
	var out bytes.Buffer
	if err := Run([]string{"-game", "locke", "-games", "3", "-seed", "2", "-seats", "5-5", "-bots", "heuristic"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	t.Log("\n" + text)
	row := regexp.MustCompile(`(?m)^5\s+heuristic\s+(Evil|Good|Special)\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+(\d+)\s+(\d+)\s+([\d.]+)%`)
	rows := row.FindAllStringSubmatch(text, -1)
	if len(rows) == 0 {
		t.Fatal("no team rows")
	}
	seats := 0
	for _, r := range rows {
		games, _ := strconv.Atoi(r[2])
		won, _ := strconv.Atoi(r[3])
		n, _ := strconv.Atoi(r[5])
		wins, _ := strconv.Atoi(r[6])
		if won > games || games > 3 || wins > n || wins < won {
			t.Errorf("%s: %d of %d games, %d of %d seats", r[1], won, games, wins, n)
		}
		seats += n
	}
	if seats != 3*5 {
		t.Errorf("team rows count %d seats, want 15 (3 games of 5)", seats)
	}
	if !regexp.MustCompile(`(?m)^5\s+heuristic\s+3\s+\d+\s+\d+\s+\d+\s+`).MatchString(text) {
		t.Error("no seats row with the median length")
	}
	if !strings.Contains(text, "per game, median ") || !strings.Contains(text, ", longest ") {
		t.Error("no median on the actions line")
	}
}
