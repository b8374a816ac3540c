package i18n

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// TestYouIsAddressedInTheSecondPerson: the lone human's English name is "You", and the
// messages about it read as English: the verb agrees, the possessive is "your", the object
// of its own act is "yourself", and "you" is capitalised only where a sentence starts.
func TestYouIsAddressedInTheSecondPerson(t *testing.T) {
	if got := T(En, "name.you"); got != "You" {
		t.Fatalf("the lone human is %q in English", got)
	}
	register(map[string]entry{
		"test.on":     {"%sが%sを%sに使いました。", "%s uses %s on %s."},
		"test.turn":   {"%sの番です。", "%s's turn."},
		"test.also":   {"連帯責任：%sは%sにも1ダメージ。", "Joint Responsibility: %s also deals 1 damage to %s."},
		"test.brace":  {"%sは%s", "%s {1:is|are} %s"},
		"test.points": {"%s点", "%s {1:point|points}"},
		"test.next":   {"次は%s", "Next: %s"},
		"test.check":  {"%[1]sの判定：%[2]d", "%[1]s's check: rolls %[2]d, then %[1]s draws."},
	})
	defer func() {
		for _, k := range []string{"test.on", "test.turn", "test.also", "test.brace", "test.points", "test.next", "test.check"} {
			delete(catalogue, k)
		}
	}()
	for _, c := range []struct {
		key  string
		args []any
		want string
	}{
		{"test.on", []any{"You", "Recovery", "You"}, "You use Recovery on yourself."},
		{"test.on", []any{"Sakura", "Recovery", "You"}, "Sakura uses Recovery on you."},
		{"test.on", []any{"You", "Recovery", "Sakura"}, "You use Recovery on Sakura."},
		{"test.on", []any{"Sakura", "Recovery", "Sakura"}, "Sakura uses Recovery on Sakura."},
		{"test.turn", []any{"You"}, "Your turn."},
		{"test.turn", []any{"Sakura"}, "Sakura's turn."},
		{"test.also", []any{"You", "Kenji"}, "Joint Responsibility: You also deal 1 damage to Kenji."},
		{"test.also", []any{"Kenji", "You"}, "Joint Responsibility: Kenji also deals 1 damage to you."},
		{"test.brace", []any{"You", "out"}, "You are out"},
		{"test.brace", []any{"Kenji", "out"}, "Kenji is out"},
		{"test.points", []any{"+1"}, "+1 point"},
		{"test.points", []any{"-1"}, "-1 point"},
		{"test.points", []any{"0"}, "0 points"},
		{"test.points", []any{"-3"}, "-3 points"},
		{"test.next", []any{"You"}, "Next: You"},
		{"test.check", []any{"You", 4}, "Your check: rolls 4, then you draw."},
		{"boss.deal", []any{"You", 7, 2}, "You are the boss. Dealt 7 cards to the boss and 2 to each subordinate."},
		{"boss.showhand", []any{"You"}, "You have no usable card and show the hand."},
		{"boss.bossturn", []any{"You"}, "Your turn (up to two cards)."},
		{"boss.bossturn", []any{"Kenji"}, "Boss Kenji's turn (up to two cards)."},
		{"boss.end.teamdown", []any{"You", 3}, "You win: 3 subordinates are out!"},
		{"boss.end.teamdown", []any{"Kenji", 1}, "Boss Kenji wins: 1 subordinate is out!"},
		{"np.pass", []any{"You"}, "You pass."},
		{"results.winner", []any{"You"}, "You win!"},
		{"history.record", []any{3, 1, "+1"}, "3 played, 1 won, +1 point"},
	} {
		if got := T(En, c.key, c.args...); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.key, c.args, got, c.want)
		}
	}
	if got := T(Ja, "test.turn", "あなた"); got != "あなたの番です。" {
		t.Errorf("Japanese: %q", got)
	}
	for verb, plain := range map[string]string{"passes": "pass", "tries": "try", "dies": "die",
		"touches": "touch", "uses": "use", "goes": "go", "has": "have", "was": "were", "loses": "lose"} {
		if got, ok := plainForm(verb); !ok || got != plain {
			t.Errorf("%s: %q, want %q", verb, got, plain)
		}
	}
}

// thirdPerson finds English that treats "you" as a third person: a subject You (starting a
// sentence, a clause or a label) with a third-person verb ("You uses", "You also deals",
// "You draw 1 and discards 1"), "You's", or a capital You inside a sentence ("on You").
var thirdPerson = regexp.MustCompile(`(?:^|[.:;!?(]\s*|, |\band |\bthen )[Yy]ou(?: also| then| now| still| only| always| never)? (?:is|was|has|does|[a-z]*[a-rt-z]s)\b` +
	`|(?:^|[.:;!?(]\s*)You [a-z]+(?: [^.:;!?()]*)? and (?:is|has|[a-z]*[a-rt-z]s)\b` +
	`|\b[Yy]ou's\b|[a-z,] You\b|[Yy]ourself's`)

// youFaults renders every English format of all with each name-like argument (%s) in turn as
// "You", the others as "Ann" and every number as 2, and lists the renderings thirdPerson
// finds. Arguments that are cards or words, never seats, are rendered as "You" too: an
// English message reads right whatever its subject.
func youFaults(all map[string]entry) []string {
	var faults []string
	for key, e := range all {
		types := map[int]byte{}
		n := 0
		for _, v := range verbs(e.en) {
			types[v.arg] = v.char
			n = max(n, v.arg+1)
		}
		for you := 0; you < n; you++ {
			if types[you] != 's' {
				continue
			}
			args := make([]any, n)
			for i := range args {
				switch {
				case i == you:
					args[i] = "You"
				case types[i] == 's':
					args[i] = "Ann"
				default:
					args[i] = 2
				}
			}
			got := T(En, key, args...)
			if m := thirdPerson.FindString(got); m != "" {
				faults = append(faults, fmt.Sprintf("%s (argument %d): %q in %q", key, you+1, m, got))
			}
		}
	}
	sort.Strings(faults)
	return faults
}

// TestEveryMessageAgreesWithYou: no English message of any game says "You uses", "You has",
// "You's" or "on You" when a name in it is the lone human.
func TestEveryMessageAgreesWithYou(t *testing.T) {
	for _, f := range youFaults(entries()) {
		t.Error(f)
	}
	// The check sees a message the rewrite cannot mend: a verb after "and".
	register(map[string]entry{"test.agree": {"%s", "%s draws 1 and discards 1."}})
	defer delete(catalogue, "test.agree")
	if got := youFaults(map[string]entry{"test.agree": catalogue["test.agree"]}); len(got) != 1 {
		t.Errorf("a planted \"and discards\" found as %q", got)
	}
}

// TestNamesEndingInSTakeTheApostropheAlone: "Cybers' turn", never "Cybers's turn", in every
// English message that gives a name the possessive; other names take 's.
func TestNamesEndingInSTakeTheApostropheAlone(t *testing.T) {
	if got := T(En, "fe.turn", "Cybers"); got != "Cybers' turn." {
		t.Errorf("fe.turn: %q", got)
	}
	if got := T(En, "fe.turn", "Sakura"); got != "Sakura's turn." {
		t.Errorf("fe.turn: %q", got)
	}
	if got := T(En, "locke.log.die", "Cybers", 4, 0); got != "Cybers' check: rolls 4, failure." {
		t.Errorf("locke.log.die: %q", got)
	}
	found := 0
	for key, e := range entries() {
		if !strings.Contains(e.en, "s's") && !strings.Contains(e.en, "%s's") && !strings.Contains(e.en, "]s's") {
			continue
		}
		var args []any
		for _, v := range verbs(e.en) {
			for len(args) <= v.arg {
				args = append(args, nil)
			}
			if v.char == 's' {
				args[v.arg] = "Cybers"
			} else {
				args[v.arg] = 2
			}
		}
		if len(args) == 0 {
			continue
		}
		found++
		if got := T(En, key, args...); strings.Contains(got, "Cybers's") {
			t.Errorf("%s: %q", key, got)
		}
	}
	if found < 30 {
		t.Errorf("only %d messages give a name the possessive: the walk misses some", found)
	}
}

// soloNames are the English default names of a table whose one human sits first; hotSeat
// those of a table of humans.
func soloNames(n int) []string {
	names := []string{T(En, "name.you")}
	for i := 1; i < n; i++ {
		names = append(names, T(En, fmt.Sprintf("name.%d", i)))
	}
	return names
}

func hotSeatNames(n int) []string {
	var names []string
	for i := range n {
		names = append(names, T(En, "name.player", i+1))
	}
	return names
}

// gameLog plays a game of g to its end (or a bound) with random legal actions and renders
// every message its events and outcome carry, as the human in seat 0 reads them, in English.
func gameLog(t *testing.T, g engine.Game, cfg engine.Config, names []string) []string {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(cfg.Seed)
	card := func(c int) string { return fmt.Sprintf("card%d", c) }
	var lines []string
	say := func(m engine.Msg) {
		if m.Key != "" {
			lines = append(lines, Msg(En, m, names, card))
		}
	}
	for step := 0; s.Outcome() == nil && step < 3000; step++ {
		seat := engine.Next(s, &pick)
		legal := s.Legal(seat)
		evs, err := s.Apply(seat, legal[pick.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range engine.Redact(evs, 0) {
			say(e.Msg)
		}
		engine.ApplyForced(s)
	}
	if o := s.Outcome(); o != nil {
		say(o.Reason)
	}
	return lines
}

// TestLoneHumanLogReadsYou: the log of a game with one human, in English, calls that human
// "You" with verbs that agree — never "Player 1", never "You uses" — in every game; at a
// hot-seat table the humans keep their names and the third person.
func TestLoneHumanLogReadsYou(t *testing.T) {
	for _, g := range games.All {
		lo, hi := g.Seats()
		n := min(max(lo, 4), hi)
		you, thirds := 0, 0
		for seed := uint64(1); seed <= 3; seed++ {
			cfg := engine.Config{Seats: n, Seed: seed, Options: engine.Options{}}
			for _, o := range g.Options() {
				cfg.Options[o.Key] = o.Default
			}
			for _, line := range gameLog(t, g, cfg, soloNames(n)) {
				if strings.Contains(line, "Player 1") {
					t.Errorf("%s: %q names the lone human Player 1", g.ID(), line)
				}
				if m := thirdPerson.FindString(line); m != "" {
					t.Errorf("%s: %q in %q", g.ID(), m, line)
				}
				if strings.Contains(line, "You ") || strings.Contains(line, "Your ") {
					you++
				}
			}
			for _, line := range gameLog(t, g, cfg, hotSeatNames(n)) {
				if strings.Contains(line, "yourself") || strings.HasPrefix(line, "You ") {
					t.Errorf("%s hot-seat: %q addresses a named player as you", g.ID(), line)
				}
				if strings.Contains(line, "Player 1 ") || strings.Contains(line, "Player 1's") {
					thirds++
				}
			}
		}
		if you == 0 || thirds == 0 {
			t.Errorf("%s: the lone human appears in %d lines, Player 1 at hot-seat in %d", g.ID(), you, thirds)
		}
	}
}

// TestListsJoinNamesInTheLanguage: winners are listed with 「・」 in Japanese and with commas
// and "and" in English, where the lone human inside a list is "you".
func TestListsJoinNamesInTheLanguage(t *testing.T) {
	for _, c := range []struct {
		lang  Lang
		items []string
		want  string
	}{
		{Ja, []string{"あなた", "さくら"}, "あなた・さくら"},
		{En, []string{"Sakura"}, "Sakura"},
		{En, []string{"You", "Sakura"}, "You and Sakura"},
		{En, []string{"Sakura", "You"}, "Sakura and you"},
		{En, []string{"Haruto", "Sakura", "Kenji"}, "Haruto, Sakura and Kenji"},
		{En, nil, ""},
	} {
		if got := List(c.lang, c.items); got != c.want {
			t.Errorf("%q: %q, want %q", c.items, got, c.want)
		}
	}
	if got := T(En, "results.winners", List(En, []string{"Sakura", "You"})); got != "Sakura and you win!" {
		t.Errorf("results.winners: %q", got)
	}
}

// The boss's title stands apart from the name in Japanese: 「上司（あなた）の番です」, not
// 「上司あなたの番です」, which runs the title into the lone human's あなた.
func TestBossTitleStandsApartFromYou(t *testing.T) {
	for _, k := range []string{"boss.bossturn", "boss.end.bossdown", "boss.end.teamdown"} {
		if got := T(Ja, k, "あなた", 2); !strings.HasPrefix(got, "上司（あなた）") {
			t.Errorf("%s: %q", k, got)
		}
	}
}
