package locke

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
	"zashiki/rules/locke/book"
)

// The set-up's tests (4.1). The helpers are named setup* so they never meet another file's.

// setupGame starts a whole game of seats with the season option on or off; it stops at the
// set-up's first question.
func setupGame(t testing.TB, seats int, seed uint64, season bool) *State {
	t.Helper()
	v := Off
	if season {
		v = On
	}
	st, err := Game.New(engine.Config{Seats: seats, Seed: seed, Options: engine.Options{OptSeason: v}})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// setupSil is the "sil" action of a silhouette ID.
func setupSil(t testing.TB, id string) string {
	t.Helper()
	for i, sl := range book.Silhouettes() {
		if sl.ID == id {
			return fmt.Sprintf("sil %d", i)
		}
	}
	t.Fatalf("no silhouette %q", id)
	return ""
}

// setupTrumps gives every seat listed the trump t (white-box: a test's own deal).
func setupTrumps(s *State, t int, seats ...int) {
	for _, seat := range seats {
		s.Private[seat].Choice.Trump = t
	}
}

// setupChoose has every seat choose the silhouette given for it, in seat order, each holding
// a 2 (no restriction).
func setupChoose(t testing.TB, s *State, ids ...string) {
	t.Helper()
	setupTrumps(s, 2, seatList(len(ids))...)
	for seat, id := range ids {
		do(t, s, seat, setupSil(t, id))
	}
}

// setupSilsOf are the silhouette IDs among a legal list, and whether "keep" is in it.
func setupSilsOf(s *State, seat int) (ids []string, keep bool) {
	for _, a := range s.Legal(seat) {
		switch a := a.(Action); a.Verb {
		case VerbSil:
			ids = append(ids, book.Silhouettes()[a.A].ID)
		case VerbKeep:
			keep = true
		}
	}
	return ids, keep
}

// 4.1 人数表: (L) 1 and (G)/(E)/(S) by the table for 5 to 11 players, row by row, and every
// deal follows it (an (L) sheet from the ロック sheets, a slash sheet by its leftmost side).
func TestSetup_RoleTableRowByRow(t *testing.T) {
	rows := map[int][4]int{5: {1, 1, 2, 1}, 6: {1, 1, 2, 2}, 7: {1, 2, 3, 1}, 8: {1, 2, 3, 2},
		9: {1, 2, 3, 3}, 10: {1, 3, 4, 2}, 11: {1, 3, 4, 3}}
	for n := 5; n <= 11; n++ {
		l, g, e, sp := Roles(n)
		if got := [4]int{l, g, e, sp}; got != rows[n] {
			t.Errorf("%d players: table %v, want %v", n, got, rows[n])
		}
		for seed := range uint64(20) {
			s := setupGame(t, n, seed, false)
			count := [4]int{}
			for seat := range n {
				sh := book.CharacterByID(s.Private[seat].Sheet)
				switch {
				case sh.L:
					count[0]++
				case sh.Sides[0] == book.Good:
					count[1]++
				case sh.Sides[0] == book.Evil:
					count[2]++
				case sh.Sides[0] == book.Special:
					count[3]++
				}
			}
			if count != rows[n] {
				t.Fatalf("%d players, seed %d: dealt (L)/(G)/(E)/(S) %v, want %v", n, seed, count, rows[n])
			}
		}
	}
	if l, _, _, _ := Roles(4); l != 0 {
		t.Error("4 players has a row")
	}
}

// 4.1 山札: the normal sheets not dealt are the deck, each once.
func TestSetup_UndealtSheetsFormTheDeck(t *testing.T) {
	for n := 5; n <= 11; n++ {
		s := setupGame(t, n, uint64(n), false)
		var all []string
		for seat := range n {
			all = append(all, s.Private[seat].Sheet)
		}
		if len(s.Hidden.Pool) != len(normalSheets())-n {
			t.Fatalf("%d players: deck of %d, want %d", n, len(s.Hidden.Pool), len(normalSheets())-n)
		}
		all = append(all, s.Hidden.Pool...)
		slices.Sort(all)
		want := normalSheets()
		slices.Sort(want)
		if !slices.Equal(all, want) {
			t.Fatalf("%d players: sheets dealt and deck %v, want every normal sheet once %v", n, all, want)
		}
	}
}

// 4.1 トランプ (エース): an ace allows only the silhouette of the sheet's own name — its own
// silhouette, so グルンベルグ(S) wears グルンベルグ(S), not the Evil グルンベルグ (AMB-27 a).
func TestSetup_AceAllowsOnlyTheSilhouetteOfTheSheetsName(t *testing.T) {
	s := setupGame(t, 7, 1, false)
	for _, ace := range []int{1, 11} {
		s.Private[0].Sheet = "grunberg-s"
		setupTrumps(s, ace, 0)
		if ids, keep := setupSilsOf(s, 0); !slices.Equal(ids, []string{"grunberg-s"}) || keep {
			t.Fatalf("ace %d: legal silhouettes %v keep %v, want only grunberg-s", ace, ids, keep)
		}
		s.Private[0].Sheet = "locke2"
		if ids, _ := setupSilsOf(s, 0); !slices.Equal(ids, []string{"locke"}) {
			t.Fatalf("ace %d with ロック2: %v, want the ロック silhouette", ace, ids)
		}
	}
}

// 4.1 トランプ (10): a 10 allows only silhouettes of the sheet's alignment, its current (so
// leftmost) one for a slash sheet (AMB-27 a): ラン(改心可) (E/G) wears an Evil silhouette.
func TestSetup_TenAllowsOnlyTheSheetsAlignment(t *testing.T) {
	s := setupGame(t, 7, 2, false)
	for _, ten := range []int{10, 20} {
		s.Private[0].Sheet = "ran-e"
		setupTrumps(s, ten, 0)
		ids, _ := setupSilsOf(s, 0)
		var evil []string
		for _, sl := range book.Silhouettes() {
			if sl.Side == book.Evil {
				evil = append(evil, sl.ID)
			}
		}
		if !slices.Equal(ids, evil) {
			t.Fatalf("10 (%d) with ラン(改心可): %v, want the Evil silhouettes %v", ten, ids, evil)
		}
		s.Private[0].Sheet = "wong"
		for _, id := range mustSils(t, s, 0) {
			if silhouette(id).Side != book.Special {
				t.Fatalf("10 with Dr.ウォン allows %s", id)
			}
		}
	}
}

func mustSils(t testing.TB, s *State, seat int) []string {
	t.Helper()
	ids, _ := setupSilsOf(s, seat)
	if len(ids) == 0 {
		t.Fatalf("seat %d may wear nothing", seat)
	}
	return ids
}

// 4.1 トランプ (2–9): any other trump allows every silhouette.
func TestSetup_OtherTrumpsAllowEverySilhouette(t *testing.T) {
	s := setupGame(t, 7, 3, false)
	for _, tr := range []int{2, 5, 9, 12, 19} {
		setupTrumps(s, tr, 0)
		if ids := mustSils(t, s, 0); len(ids) != len(book.Silhouettes()) {
			t.Fatalf("trump %d: %d silhouettes, want all %d", tr, len(ids), len(book.Silhouettes()))
		}
	}
}

// 4.1 トランプ: every seat is dealt one of the 20 (black A–10, red A–10), each a different
// card, and only its holder is told which.
func TestSetup_OneTrumpEachSeenByItsHolderAlone(t *testing.T) {
	s := setupGame(t, 11, 4, false)
	seen := map[int]bool{}
	for seat := range 11 {
		tr := s.Private[seat].Choice.Trump
		if tr < 1 || tr > 20 || seen[tr] {
			t.Fatalf("seat %d holds trump %d (dealt %v)", seat, tr, seen)
		}
		seen[tr] = true
	}
	if len(s.Hidden.Setup.Trumps) != 9 {
		t.Fatalf("%d trumps left undealt, want 9", len(s.Hidden.Setup.Trumps))
	}
	v := s.View(3).(*View)
	if v.Choice.Trump != s.Private[3].Choice.Trump {
		t.Fatal("a seat does not see its own trump")
	}
}

// 4.1 伏せて選び、全員一斉に公開: the silhouettes are chosen face down and shown together. Until
// the last seat chooses, nobody wears one, another seat's view holds no choice, and the
// events tell the others nothing of it.
func TestSetup_SilhouettesAreShownTogether(t *testing.T) {
	s := setupGame(t, 5, 5, false)
	if w := s.Window(); w == nil || w.Kind != "setup" || w.Policy != engine.AnyOrder {
		t.Fatalf("the silhouette choice is not an any-order window: %+v", w)
	}
	if actors := s.Actors(); !slices.Equal(actors, []int{0, 1, 2, 3, 4}) {
		t.Fatalf("asked %v, want everyone", actors)
	}
	picks := []string{"raiza", "riot", "nagato", "leon", "lag"}
	setupTrumps(s, 2, 0, 1, 2, 3, 4)
	for _, seat := range []int{3, 0, 4, 1} {
		before := engine.Copy(s.Public)
		evs := do(t, s, seat, setupSil(t, picks[seat]))
		// Nothing public changed but who is still to answer.
		after := engine.Copy(s.Public)
		after.Ask.Seats = before.Ask.Seats
		if !reflect.DeepEqual(before, after) {
			t.Fatalf("seat %d's choice changed the public table", seat)
		}
		for other := range 5 {
			if other == seat {
				continue
			}
			for _, e := range engine.Redact(evs, other) {
				if strings.Contains(fmt.Sprint(e), picks[seat]) {
					t.Fatalf("seat %d is told of seat %d's choice: %+v", other, seat, e)
				}
			}
		}
		if v := s.View(2).(*View); v.Choice.Answer.Verb != VerbNone {
			t.Fatalf("seat 2's view shows an answer before it chose: %+v", v.Choice)
		}
	}
	do(t, s, 2, setupSil(t, picks[2]))
	for seat, id := range picks {
		if s.Public.Chars[seat].Silhouette != id {
			t.Fatalf("seat %d wears %q, want %q", seat, s.Public.Chars[seat].Silhouette, id)
		}
	}
}

// 4.1 / 3.2 枚数: when more seats choose a name at once than it has copies, the earlier seats
// in seat order wear it and the later ones choose again among what is left (DESIGN).
func TestSetup_PicksBeyondTheCopiesLaterSeatsChooseAgain(t *testing.T) {
	s := setupGame(t, 7, 6, false)
	setupTrumps(s, 2, seatList(7)...)
	for seat, id := range []string{"nia", "riot", "nia", "nagato", "nia", "grunberg", "leon"} {
		do(t, s, seat, setupSil(t, id))
	}
	if s.Public.Chars[0].Silhouette != "nia" || s.Public.Chars[2].Silhouette != "nia" || s.Public.Chars[4].Silhouette != "" {
		t.Fatalf("nia (2 copies) chosen by seats 0, 2, 4: they wear %q %q %q", s.Public.Chars[0].Silhouette,
			s.Public.Chars[2].Silhouette, s.Public.Chars[4].Silhouette)
	}
	if actors := s.Actors(); !slices.Equal(actors, []int{4}) || s.Public.Board.Setup.Stage != SetupChoose {
		t.Fatalf("asked again %v (stage %d), want seat 4 alone", actors, s.Public.Board.Setup.Stage)
	}
	if ids := mustSils(t, s, 4); slices.Contains(ids, "nia") {
		t.Fatal("seat 4 may choose nia again with no copy left")
	}
	do(t, s, 4, setupSil(t, "lag"))
	if s.Public.Board.Setup.Stage != SetupDone || s.Public.Ask.Kind == AskSetup {
		t.Fatalf("stage %d (ask %d) after every seat wore a silhouette", s.Public.Board.Setup.Stage, s.Public.Ask.Kind)
	}
}

// 4.1 / 3.2: the silhouettes decide the roles — Good and Special ones search, Evil ones run the
// base; the trumps go back once the set-up is over.
func TestSetup_RolesFollowTheSilhouettes(t *testing.T) {
	s := setupGame(t, 7, 7, false)
	setupChoose(t, s, "locke", "riot", "ran", "ran-e", "elmi", "cornelia", "raiza")
	want := []Role{Searcher, BasePlayer, Searcher, BasePlayer, Searcher, BasePlayer, Searcher}
	if !slices.Equal(s.Public.Board.Role, want) {
		t.Fatalf("roles %v, want %v", s.Public.Board.Role, want)
	}
	for seat := range 7 {
		if s.Private[seat].Choice.Trump != 0 {
			t.Fatalf("seat %d still holds trump %d after the set-up", seat, s.Private[seat].Choice.Trump)
		}
	}
}

// 4.1 是正 (the example): 7 players deal 3 (E) sheets. Five searchers and two base players are
// too few base players, so the five searchers — and only they — may keep or change their
// silhouettes; one changing to an Evil silhouette settles it.
func TestSetup_BalancingTheLargerSideMayChange(t *testing.T) {
	s := setupGame(t, 7, 8, false)
	setupChoose(t, s, "locke", "riot", "ran", "nagato", "elmi", "lag", "raiza")
	su := &s.Public.Board.Setup
	larger := []int{0, 2, 4, 5, 6}
	if su.Stage != SetupChange || !slices.Equal(s.Actors(), larger) {
		t.Fatalf("stage %d asked %v, want the change window for the searchers %v", su.Stage, s.Actors(), larger)
	}
	for _, seat := range []int{1, 3} {
		if len(s.Legal(seat)) != 0 {
			t.Fatalf("base player %d is asked in the change window", seat)
		}
	}
	// The trump still holds (AMB-28 a): an ace wearing its own name may only keep it.
	s.Private[2].Sheet = "ran"
	setupTrumps(s, 1, 2)
	if ids, keep := setupSilsOf(s, 2); len(ids) != 0 || !keep {
		t.Fatalf("an ace wearing its own name may choose %v (keep %v), want keep alone", ids, keep)
	}
	for _, seat := range []int{2, 4, 5, 6} {
		do(t, s, seat, "keep")
	}
	if s.Public.Chars[0].Silhouette != "locke" {
		t.Fatal("a change shows before the window closes")
	}
	do(t, s, 0, setupSil(t, "octavius"))
	if s.Public.Chars[0].Silhouette != "octavius" || s.Public.Board.Role[0] != BasePlayer || su.Stage != SetupDone {
		t.Fatalf("seat 0 wears %s role %d, stage %d: want octavius, a base player, done", s.Public.Chars[0].Silhouette,
			s.Public.Board.Role[0], su.Stage)
	}
}

// 4.1 是正 (それでも少ない場合): when the change leaves the counts short, the larger side alone
// is dealt trumps again from all 20 reshuffled (AMB-28 a) and chooses again; a seat may keep
// what it wears when its new trump allows it.
func TestSetup_StillUnbalancedTheLargerSideIsDealtTrumpsAgain(t *testing.T) {
	s := setupGame(t, 7, 9, false)
	setupChoose(t, s, "riot", "nagato", "grunberg", "octavius", "stroheim", "leon", "raiza")
	larger := []int{0, 1, 2, 3, 4}
	for _, seat := range larger {
		do(t, s, seat, "keep")
	}
	su := &s.Public.Board.Setup
	if su.Stage != SetupRechoose || su.Redeals != 1 || !slices.Equal(s.Actors(), larger) || !slices.Equal(su.Holders, larger) {
		t.Fatalf("stage %d redeals %d asked %v holders %v, want the larger side choosing again", su.Stage, su.Redeals, s.Actors(), su.Holders)
	}
	seen := map[int]bool{}
	for seat := range 7 {
		tr := s.Private[seat].Choice.Trump
		switch {
		case slices.Contains(larger, seat) && (tr < 1 || tr > 20 || seen[tr]):
			t.Fatalf("larger-side seat %d holds %d", seat, tr)
		case !slices.Contains(larger, seat) && tr != 0:
			t.Fatalf("smaller-side seat %d still holds trump %d", seat, tr)
		}
		seen[tr] = true
	}
	if len(s.Hidden.Setup.Trumps) != 15 {
		t.Fatalf("%d trumps undealt, want 15 (all 20 reshuffled)", len(s.Hidden.Setup.Trumps))
	}
	// A 10 allows the sheet's own side: keeping an Evil silhouette is allowed to an Evil sheet
	// only.
	s.Private[0].Sheet, s.Private[1].Sheet = "riot", "raiza"
	setupTrumps(s, 10, 0, 1)
	if _, keep := setupSilsOf(s, 0); !keep {
		t.Fatal("an Evil sheet with a 10 may not keep its Evil silhouette")
	}
	if ids, keep := setupSilsOf(s, 1); keep || slices.ContainsFunc(ids, func(id string) bool { return silhouette(id).Side != book.Good }) {
		t.Fatalf("a Good sheet with a 10 wearing an Evil silhouette: keep %v, choices %v", keep, ids)
	}
	setupTrumps(s, 3, 1, 2, 3, 4)
	for _, seat := range []int{0, 2, 3, 4} {
		do(t, s, seat, "keep")
	}
	do(t, s, 1, setupSil(t, "lag"))
	if su.Stage != SetupDone || s.Public.Board.Role[1] != Searcher {
		t.Fatalf("stage %d, seat 1's role %d: want done with seat 1 a searcher", su.Stage, s.Public.Board.Role[1])
	}
}

// 4.1 是正の繰り返し (DESIGN): the loop ends whatever the players do. After three deals of
// trumps to the larger side, its seats are drawn one at a time, publicly, to wear a silhouette
// of the smaller side (their trump applies where it allows one) until the counts hold.
func TestSetup_BalancingEndsEvenIfTheLargerSideAlwaysKeeps(t *testing.T) {
	s := setupGame(t, 9, 10, false)
	setupChoose(t, s, "riot", "nagato", "grunberg", "octavius", "stroheim", "amazona", "ran-e", "leon", "raiza")
	su := &s.Public.Board.Setup
	for round := 0; su.Stage == SetupChange || su.Stage == SetupRechoose; round++ {
		if round > setupRedeals {
			t.Fatalf("round %d of keeping", round)
		}
		for _, seat := range s.Actors() {
			setupTrumps(s, 2, seat)
			do(t, s, seat, "keep")
		}
	}
	if su.Stage != SetupForce || su.Redeals != setupRedeals || s.Window() != nil {
		t.Fatalf("stage %d after %d redeals (window %+v), want one seat made to cross over", su.Stage, su.Redeals, s.Window())
	}
	// 9 players: 3 (E) sheets; 7 base players and 2 searchers, so one crosses over.
	seat := s.Actors()[0]
	if silhouette(s.Public.Chars[seat].Silhouette).Side != book.Evil {
		t.Fatalf("seat %d drawn from the smaller side", seat)
	}
	s.Private[seat].Sheet = "riot"
	setupTrumps(s, 1, seat)
	ids, keep := setupSilsOf(s, seat)
	if keep || len(ids) == 0 || slices.ContainsFunc(ids, func(id string) bool { return silhouette(id).Side == book.Evil }) {
		t.Fatalf("crossing seat may keep %v or choose %v, want searchers' silhouettes only", keep, ids)
	}
	do(t, s, seat, setupSil(t, ids[0]))
	if su.Stage != SetupDone {
		t.Fatalf("stage %d after the crossing", su.Stage)
	}
	searchers, bases := s.setupSides()
	if len(searchers) != 3 || len(bases) != 6 {
		t.Fatalf("%d searchers and %d base players, want 3 and 6", len(searchers), len(bases))
	}
}

// 4.1 是正: with random players at every table size, the set-up always ends with at least as
// many searchers and as many base players as (E) sheets dealt.
func TestSetup_RandomPlayersAlwaysReachABalancedTable(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 70
	}
	for i := range games {
		n := 5 + i%7
		s := setupGame(t, n, uint64(i)*31+7, i%2 == 0)
		s.SetQuiet(true)
		pick := engine.NewRNG(uint64(i))
		steps := 0
		for s.Public.Board.Setup.Stage != SetupDone {
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if steps++; steps > 2000 {
				t.Fatalf("game %d (%d seats): the set-up does not end (stage %d)", i, n, s.Public.Board.Setup.Stage)
			}
		}
		searchers, bases := s.setupSides()
		_, _, e, _ := Roles(n)
		if len(searchers) < e || len(bases) < e {
			t.Fatalf("game %d: %d searchers, %d base players, %d (E) sheets", i, len(searchers), len(bases), e)
		}
		worn := map[string]int{}
		for _, c := range s.Public.Chars {
			worn[c.Silhouette]++
		}
		for id, k := range worn {
			if sl := silhouette(id); sl == nil || k > sl.Copies {
				t.Fatalf("game %d: %d seats wear %q", i, k, id)
			}
		}
	}
}

// 4.1 拒否 (AMB-29, option season): every seat may declare 拒否 once a game; the answers are
// secret until all are in, and any 拒否 deals every sheet again. Without the season option
// nobody is asked.
func TestSetup_RefusalRedealsEverySheet(t *testing.T) {
	off := setupGame(t, 6, 11, false)
	if off.Public.Board.Setup.Stage != SetupChoose {
		t.Fatalf("season off: stage %d, want the silhouette choice at once", off.Public.Board.Setup.Stage)
	}
	s := setupGame(t, 6, 11, true)
	su := &s.Public.Board.Setup
	if su.Stage != SetupRefuse || !slices.Equal(s.Actors(), seatList(6)) || su.Deals != 1 {
		t.Fatalf("season on: stage %d asked %v deals %d, want everyone asked about the first deal", su.Stage, s.Actors(), su.Deals)
	}
	before := make([]string, 6)
	for seat := range 6 {
		before[seat] = s.Private[seat].Sheet
		if got := legalOf(s, seat); !slices.Equal(got, []string{"keep", "refuse"}) {
			t.Fatalf("seat %d may %v, want keep or refuse", seat, got)
		}
	}
	do(t, s, 2, "refuse")
	if su.Deals != 1 || su.Refused[2] || s.Private[0].Sheet != before[0] {
		t.Fatal("a 拒否 acted before every seat answered")
	}
	for _, seat := range []int{0, 1, 3, 4, 5} {
		do(t, s, seat, "keep")
	}
	if su.Deals != 2 || !su.Refused[2] || su.Stage != SetupRefuse {
		t.Fatalf("deals %d refused %v stage %d: want a second deal and a new window", su.Deals, su.Refused, su.Stage)
	}
	if s.Private[2].Choice.Refused != before[2] {
		t.Fatalf("seat 2 refused %q, want %q", s.Private[2].Choice.Refused, before[2])
	}
	if slices.Contains(legalOf(s, 2), "refuse") {
		t.Fatal("seat 2 may declare a second 拒否")
	}
	changed := 0
	for seat := range 6 {
		if s.Private[seat].Sheet != before[seat] {
			changed++
		}
	}
	if changed == 0 {
		t.Fatal("no sheet changed hands in the new deal")
	}
	for seat := range 6 {
		do(t, s, seat, "keep")
	}
	if su.Stage != SetupChoose || su.Deals != 2 {
		t.Fatalf("stage %d deals %d after nobody refused", su.Stage, su.Deals)
	}
}

// 4.1 直前拒否: a seat dealt again the sheet it refused this game may refuse it again, any
// number of times; it cannot for another sheet (the previous game's sheet is not offered:
// nothing records it).
func TestSetup_RecentRefusalOfTheSheetRefusedBefore(t *testing.T) {
	s := setupGame(t, 5, 12, true)
	su := &s.Public.Board.Setup
	x := s.Private[1].Sheet
	do(t, s, 1, "refuse")
	for _, seat := range []int{0, 2, 3, 4} {
		do(t, s, seat, "keep")
	}
	for deal := 3; deal <= 4; deal++ {
		s.Private[1].Sheet = x // dealt x again (white-box)
		if got := legalOf(s, 1); !slices.Equal(got, []string{"keep", "recent"}) {
			t.Fatalf("seat 1 holding the sheet it refused may %v, want keep or recent", got)
		}
		if slices.Contains(legalOf(s, 0), "recent") {
			t.Fatal("a seat that refused nothing may declare 直前拒否")
		}
		for seat := range 5 {
			if seat == 1 {
				do(t, s, 1, "recent")
			} else {
				do(t, s, seat, "keep")
			}
		}
		if su.Deals != deal {
			t.Fatalf("deals %d after a 直前拒否, want %d", su.Deals, deal)
		}
	}
	s.Private[1].Sheet = "hijiri"
	if x != "hijiri" && slices.Contains(legalOf(s, 1), "recent") {
		t.Fatal("直前拒否 offered for another sheet")
	}
}

// Secrecy: the set-up's windows, answers and trumps pass the stepwise secrecy check and
// Determinize from every seat at every step (trumps and unrevealed answers of other seats
// are dealt afresh).
func TestSetup_SecrecyOfTheChoices(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	for i := range games {
		n := 5 + i%7
		s := setupGame(t, n, uint64(i)*17+3, i%2 == 0)
		pick := engine.NewRNG(uint64(i) + 99)
		for step := 0; s.Public.Board.Setup.Stage != SetupDone; step++ {
			if step > 500 {
				t.Fatalf("game %d: the set-up does not end", i)
			}
			seat := engine.Next(s, &pick)
			for other := range n {
				if err := enginetest.Consistent(Game, s, other, &pick); err != nil {
					t.Fatalf("game %d step %d: %v", i, step, err)
				}
			}
			legal := s.Legal(seat)
			a := legal[pick.IntN(len(legal))]
			if _, err := enginetest.Stepwise(s, seat, a, &pick, seatList(n)...); err != nil {
				t.Fatalf("game %d step %d (%s by %d, stage %d): %v", i, step, a, seat, s.Public.Board.Setup.Stage, err)
			}
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Determinize in the set-up: the kept seat's trump and answer stay; the others hold distinct
// trumps, and those that answered hold a legal answer for their sheet and trump.
func TestSetup_DeterminizeDealsOtherTrumpsAndAnswers(t *testing.T) {
	s := setupGame(t, 8, 13, false)
	do(t, s, 0, s.Legal(0)[0].String())
	do(t, s, 5, s.Legal(5)[0].String())
	rng := engine.NewRNG(1)
	d := Game.Determinize(&rng, s.View(0)).(*State)
	if d.Private[0].Choice != s.Private[0].Choice {
		t.Fatalf("kept seat's choice %+v, want %+v", d.Private[0].Choice, s.Private[0].Choice)
	}
	seen := map[int]bool{}
	for seat := range 8 {
		tr := d.Private[seat].Choice.Trump
		if tr < 1 || tr > 20 || seen[tr] {
			t.Fatalf("seat %d dealt trump %d", seat, tr)
		}
		seen[tr] = true
	}
	a := d.Private[5].Choice.Answer
	if a.Verb == VerbNone || !slices.Contains(d.setupOptions(5), a) {
		t.Fatalf("seat 5 answered, determinized answer %+v not legal for it", a)
	}
	if d.Private[3].Choice.Answer.Verb != VerbNone {
		t.Fatal("a seat yet to answer has an answer")
	}
	do(t, d, 3, d.Legal(3)[0].String())
}
