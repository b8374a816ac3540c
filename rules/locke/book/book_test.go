package book

import (
	"testing"
)

// The reference figures (locke.md) copied by hand: the tests hold the data files to them.

// Cカード: 86 (locke.md "Combat cards").
func TestCCardsMatchTheReferenceList(t *testing.T) {
	type row struct {
		name   string
		kind   CKind
		lv     int
		fire   int
		count  int
		sync   bool
		pierce bool
	}
	want := []row{
		{"レイガン", CAttack, 1, 1, 4, true, false}, {"レイガン", CAttack, 1, 2, 4, true, false}, {"レイガン", CAttack, 1, 3, 4, true, false},
		{"ブラスター", CAttack, 2, 4, 3, true, false}, {"ブラスター", CAttack, 2, 5, 3, true, false}, {"ブラスター", CAttack, 2, 6, 3, true, false},
		{"バズーカ", CAttack, 3, 7, 2, true, false}, {"バズーカ", CAttack, 3, 8, 2, true, false},
		{"バズーカ", CAttack, 3, 9, 2, true, false}, {"バズーカ", CAttack, 3, 10, 2, true, false},
		{"ビームキャノン", CAttack, 4, 12, 1, true, false}, {"ビームキャノン", CAttack, 4, 14, 1, true, false},
		{"ビームキャノン", CAttack, 4, 16, 1, true, false}, {"ビームキャノン", CAttack, 4, 18, 1, true, false},
		{"ビームキャノン", CAttack, 4, 20, 1, true, false},
		{"G弾", CAttack, 5, 25, 1, true, false}, {"G弾", CAttack, 5, 30, 1, true, false}, {"G弾", CAttack, 5, 35, 1, true, false},
		{"D弾", CAttack, 6, 40, 1, true, false}, {"D弾", CAttack, 6, 50, 1, true, false},
		{"ジオイド弾", CAttack, 7, 100, 1, true, false},
		{"光の剣", CAttack, 5, 30, 1, false, true}, {"光の剣", CAttack, 6, 50, 1, false, true}, {"光の剣", CAttack, 7, 100, 1, false, true},
		{"ESPスクリーン", CDefence, 1, 0, 4, false, false}, {"ESPブロック", CDefence, 2, 0, 4, false, false},
		{"ESPシールド", CDefence, 3, 0, 3, false, false}, {"ESPバリア", CDefence, 4, 0, 3, false, false},
		{"ESPフィールド", CDefence, 5, 0, 2, false, false}, {"サイコポッド", CDefence, 6, 0, 2, false, false},
	}
	for lv := 1; lv <= 7; lv++ {
		want = append(want, row{"幻覚", CSpecial, lv, 0, 1, false, false})
	}
	for lv := 1; lv <= 7; lv++ {
		want = append(want, row{"テレポート", CEscape, lv, 0, 2, true, false})
	}
	want = append(want, row{"接触テレパス", CSpecial, 0, 0, 3, false, false}, row{"ワイルドカード", CSpecial, 0, 0, 1, false, false})

	total := 0
	i := 0
	for _, w := range want {
		total += w.count
		for k := 0; k < w.count; k++ {
			if i >= len(CCards()) {
				t.Fatalf("only %d cards", len(CCards()))
			}
			c := CCards()[i]
			got := row{c.Name, c.Kind, c.Level, c.Fire, w.count, c.Sync, c.Pierce}
			if got != w {
				t.Errorf("card %d = %+v, want %+v", i, got, w)
			}
			i++
		}
	}
	if total != 86 || len(CCards()) != 86 {
		t.Fatalf("%d cards in the list, %d loaded; the reference has 86", total, len(CCards()))
	}
	specials := map[string]CSpecialKind{"幻覚": Illusion, "接触テレパス": Telepath, "ワイルドカード": Wild}
	for _, c := range CCards() {
		if c.Special != specials[c.Name] {
			t.Errorf("%s: special %d, want %d", c.Name, c.Special, specials[c.Name])
		}
		if c.NameEN == "" {
			t.Errorf("%s has no English name", c.Name)
		}
	}
}

func TestCCardByName(t *testing.T) {
	for _, c := range []struct {
		name  string
		lv, n int
	}{
		{"レイガン", 0, 12}, {"レイガン", 1, 12}, {"レイガン", 2, 0}, {"ブラスター", 0, 9}, {"バズーカ", 0, 8},
		{"ビームキャノン", 0, 5}, {"G弾", 0, 3}, {"D弾", 0, 2}, {"ジオイド弾", 7, 1}, {"光の剣", 0, 3}, {"光の剣", 6, 1},
		{"テレポート", 0, 14}, {"テレポート", 4, 2}, {"幻覚", 0, 7}, {"幻覚", 7, 1}, {"ESPスクリーン", 0, 4},
		{"サイコポッド", 6, 2}, {"接触テレパス", 0, 3}, {"ワイルドカード", 0, 1}, {"ない", 0, 0},
	} {
		got := CCardByName(c.name, c.lv)
		if len(got) != c.n {
			t.Errorf("CCardByName(%s, %d) = %d cards, want %d", c.name, c.lv, len(got), c.n)
		}
		for _, i := range got {
			if CCards()[i].Name != c.name || c.lv != 0 && CCards()[i].Level != c.lv {
				t.Errorf("CCardByName(%s, %d) gave %+v", c.name, c.lv, CCards()[i])
			}
		}
	}
}

// The 損害判定表 of locke.md, cell by cell ("–" is 0).
func TestDamageTableMatchesTheReference(t *testing.T) {
	want := [11][DamageColumns]int{
		{2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5}, // 2
		{1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4}, // 3
		{0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4}, // 4
		{0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4}, // 5
		{0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3}, // 6
		{0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3}, // 7
		{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3}, // 8
		{0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2}, // 9
		{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2}, // 10
		{0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2}, // 11
		{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1}, // 12
	}
	for roll := 2; roll <= 12; roll++ {
		for col := 0; col < DamageColumns; col++ {
			if got := Damage(roll, col); got != want[roll-2][col] {
				t.Errorf("Damage(%d, %d) = %d, want %d", roll, col, got, want[roll-2][col])
			}
		}
	}
	// Out of range: the column and the roll are clamped.
	if Damage(2, -3) != 2 || Damage(2, 14) != 5 || Damage(13, 10) != 1 || Damage(1, 0) != 2 {
		t.Error("Damage does not clamp the roll and the column")
	}
}

// Seed 5.4: 火力 35 against a declared 耐久力 6 is judged 5:1.
func TestColumnSeedExample35Against6(t *testing.T) {
	if got := Column(35, 6); got != 5 {
		t.Fatalf("Column(35, 6) = %d, want 5 (5:1)", got)
	}
}

// Seed 5.6: in 格闘, 火力 5 against 4 judges on 1:1 and 4 against 5 on 1:2以下.
func TestColumnSeedMeleeExample5Against4(t *testing.T) {
	if got := Column(5, 4); got != 1 {
		t.Errorf("Column(5, 4) = %d, want 1 (1:1)", got)
	}
	if got := Column(4, 5); got != 0 {
		t.Errorf("Column(4, 5) = %d, want 0 (1:2以下)", got)
	}
}

func TestColumnEdges(t *testing.T) {
	for _, c := range []struct{ fire, dur, want int }{
		{1, 3, 0}, {2, 2, 1}, {3, 1, 3}, {19, 2, 9}, {20, 2, 10}, {100, 1, 10}, {0, 5, 0}, {5, 0, 10},
	} {
		if got := Column(c.fire, c.dur); got != c.want {
			t.Errorf("Column(%d, %d) = %d, want %d", c.fire, c.dur, got, c.want)
		}
	}
}

// Seed 3.1 [格闘:X]: attacker 火力 3 with [格闘:2] against a target of 火力 6 with none. Before
// the shift the attacker judges on 1:2以下 and the target on 2:1; after it the attacker judges
// on 2:1 and the target on 1:2以下.
func TestMeleeColumnShiftSeedExample(t *testing.T) {
	att, tgt := Column(3, 6), Column(6, 3)
	if att != 0 || tgt != 2 {
		t.Fatalf("before the shift: attacker %d, target %d; want 0 (1:2以下) and 2 (2:1)", att, tgt)
	}
	diff := 2 - 0
	if got := ShiftColumn(att, +diff); got != 2 {
		t.Errorf("attacker after [格闘:2]: column %d, want 2 (2:1)", got)
	}
	if got := ShiftColumn(tgt, -diff); got != 0 {
		t.Errorf("target after [格闘:2]: column %d, want 0 (1:2以下)", got)
	}
}

// AMB-15 (a): a shift past either edge stops on the edge column.
func TestShiftColumnClampsAtTheEdges(t *testing.T) {
	if ShiftColumn(0, -2) != 0 || ShiftColumn(9, 3) != 10 || ShiftColumn(5, -1) != 4 {
		t.Error("ShiftColumn does not clamp to 0..10")
	}
}

// Every chart row: roll → verb and figures, per the reference and the verbs the rules read.
func TestChartsMatchTheReference(t *testing.T) {
	type r struct {
		do       string
		n, min   int
		ref      string
		from, to int
	}
	want := map[string][]r{
		"there": {{"join", 0, 0, "", 2, 4}, {"join_at", 2, 0, "", 5, 5}, {"join_at", 3, 0, "", 6, 6},
			{"join_at", 4, 0, "", 7, 7}, {"absent", 0, 0, "", 8, 12}},
		"alive": {{"revive", 0, 0, "", 2, 2}, {"residual", 0, 0, "", 3, 5}, {"dead", 0, 0, "", 6, 12}},
		"residual": {{"fire", 100, 0, "", 2, 2}, {"fire", 50, 0, "", 3, 3}, {"fire", 30, 0, "", 4, 4},
			{"fire", 20, 0, "", 5, 5}, {"fire", 10, 0, "", 6, 6}, {"fire", 0, 0, "", 7, 12}},
		"prison": {{"escape", 0, 0, "", 2, 5}, {"escape", 0, 4, "", 6, 6}, {"escape", 0, 5, "", 7, 7},
			{"escape", 0, 6, "", 8, 8}, {"battle", 0, 0, "", 9, 10}, {"trap", 0, 0, "", 11, 11},
			{"probed", 0, 0, "", 12, 20}},
		"battle": {{"sheet", 0, 0, "", 2, 2}, {"npc", 0, 0, "esper-3-3", 3, 3}, {"npc", 0, 0, "esper-3-2", 4, 4},
			{"npc", 0, 0, "esper-2-2", 5, 5}, {"npc", 0, 0, "police", 6, 8}, {"npc", 0, 0, "police-j1", 9, 9},
			{"npc", 0, 0, "police-j2", 10, 10}, {"npc", 0, 0, "police-j3", 11, 11}, {"npc", 0, 0, "police-j4", 12, 12}},
		"weapon": {{"from_above", 30, 0, "G弾", 2, 2}, {"trap", 0, 0, "", 3, 3}, {"weapon", 0, 0, "raygun", 4, 5},
			{"weapon", 0, 0, "blaster", 6, 8}, {"weapon", 0, 0, "bazooka", 9, 10},
			{"npc", 0, 0, "armoured-car", 11, 11}, {"from_above", 50, 0, "D弾", 12, 12}},
		"trap": {{"infect", 0, 0, "", 2, 2}, {"attack_all", 10, 0, "", 3, 3}, {"rest_female", 2, 0, "", 4, 4},
			{"illusion", 0, 0, "", 5, 5}, {"npc", 0, 0, "helldivers", 6, 6}, {"rest", 1, 0, "", 7, 7},
			{"npc", 0, 0, "cybers", 8, 8}, {"rest", 1, 0, "", 9, 9}, {"harvest", 0, 0, "", 10, 10},
			{"rest_maybe", 2, 0, "", 11, 11}, {"npc", 0, 0, "dark-knights", 12, 12}},
		"transform": {{"lvpw", 10, 0, "", 2, 3}, {"cards", 2, 0, "", 4, 5}, {"nothing", 0, 0, "", 6, 8},
			{"mind", 1, 0, "", 9, 10}, {"become", 0, 0, "", 11, 12}},
		"cruiser": {{"fire", 50, 0, "D弾", 2, 2}, {"fire", 30, 0, "G弾", 3, 3}, {"fire_roll", 0, 0, "beam", 4, 6},
			{"nothing", 0, 0, "", 7, 11}, {"misfire", 0, 0, "", 12, 12}},
	}
	fire := map[string][6]int{
		"raygun":  {0, 1, 2, 2, 3, 4},
		"blaster": {3, 4, 5, 5, 6, 7},
		"bazooka": {6, 7, 8, 9, 10, 11},
		"beam":    {10, 12, 14, 16, 18, 20},
	}
	for id, rows := range want {
		c := ChartByID(id)
		if c == nil {
			t.Errorf("no chart %s", id)
			continue
		}
		if c.Dice != 2 {
			t.Errorf("chart %s: %dD6, want 2D6", id, c.Dice)
		}
		for _, w := range rows {
			for roll := w.from; roll <= w.to; roll++ {
				got := c.Lookup(roll)
				if got.Do != w.do || got.N != w.n || got.Min != w.min || got.Ref != w.ref {
					t.Errorf("chart %s roll %d = {%s N%d Min%d %q}, want {%s N%d Min%d %q}",
						id, roll, got.Do, got.N, got.Min, got.Ref, w.do, w.n, w.min, w.ref)
				}
				if got.Text == "" || got.TextEN == "" {
					t.Errorf("chart %s roll %d has no printed line", id, roll)
				}
			}
		}
	}
	for w, f := range fire {
		c := ChartByID("fire." + w)
		if c == nil || c.Dice != 1 {
			t.Fatalf("no 1D6 chart fire.%s", w)
		}
		for d6 := 1; d6 <= 6; d6++ {
			if got := WeaponFire(w, d6); got != f[d6-1] {
				t.Errorf("WeaponFire(%s, %d) = %d, want %d", w, d6, got, f[d6-1])
			}
		}
	}
	if len(want)+len(fire) != len(lib().charts) {
		t.Errorf("%d charts loaded, %d expected", len(lib().charts), len(want)+len(fire))
	}
}

// Seed 4.4: a 刑務所 roll with its +1 per earlier failure can pass 12; rolls 2–5 always free.
func TestPrisonChartModifiedRolls(t *testing.T) {
	c := ChartByID("prison")
	if got := c.Lookup(15).Do; got != "probed" {
		t.Errorf("roll 15: %s, want probed", got)
	}
	if got := c.Lookup(5).Do; got != "escape" || c.Lookup(5).Min != 0 {
		t.Errorf("roll 5: %s, want an unconditional escape", got)
	}
}

func TestWeaponLevels(t *testing.T) {
	for w, lv := range map[string]int{"raygun": 1, "blaster": 2, "bazooka": 3, "beam": 4, "D弾": 6, "G弾": 5, "phaser": 0} {
		if got := WeaponLevel(w); got != lv {
			t.Errorf("WeaponLevel(%s) = %d, want %d", w, got, lv)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("WeaponFire on an unknown weapon did not panic")
		}
	}()
	WeaponFire("phaser", 3)
}

// The 27 sheets of locke.md: alignment, (L), Lv, Pw, 耐, 精.
func TestCharactersMatchTheReference(t *testing.T) {
	type row struct {
		id, name string
		align    []Side
		l        bool
		lv, pw   int
		dur, mnd int
	}
	G, E, S := Good, Evil, Special
	want := []row{
		{"locke1", "ロック1", []Side{G}, true, 6, 50, 6, 8},
		{"locke2", "ロック2", []Side{G}, true, 6, 40, 5, 7},
		{"locke3", "ロック3", []Side{G}, true, 6, 30, 5, 6},
		{"raiza", "ライザ", []Side{G}, false, 6, 35, 6, 6},
		{"lag", "ラグ", []Side{G}, false, 5, 30, 5, 4},
		{"ran", "ラン", []Side{G}, false, 5, 30, 4, 6},
		{"francis", "フランシス", []Side{G}, false, 4, 25, 4, 5},
		{"nia", "ニア", []Side{G}, false, 4, 20, 4, 5},
		{"rema", "レマ", []Side{G}, false, 4, 20, 3, 4},
		{"marian", "マリアン", []Side{G}, false, 4, 20, 3, 3},
		{"yamaki2", "ヤマキ2", []Side{G}, false, 2, 15, 5, 9},
		{"yamaki1", "ヤマキ1", []Side{G}, false, 0, 0, 6, 5},
		{"riot", "ライオット", []Side{E}, false, 6, 50, 6, 5},
		{"nagato", "ナガト", []Side{E}, false, 5, 40, 6, 6},
		{"grunberg", "グルンベルグ", []Side{E}, false, 5, 30, 4, 5},
		{"octavius", "オクタヴィアス", []Side{E}, false, 4, 10, 2, 3},
		{"stroheim", "ストロハイム大佐", []Side{E}, false, 0, 0, 5, 5},
		{"amazona", "アマゾナ", []Side{E, G}, false, 5, 25, 5, 5},
		{"ran-e", "ラン(改心可)", []Side{E, G}, false, 4, 20, 4, 4},
		{"cornelia", "コーネリア", []Side{E, G}, false, 4, 20, 4, 4},
		{"leon", "ロードレオン", []Side{S}, false, 6, 50, 5, 7},
		{"elmi", "エルミ", []Side{S}, false, 6, 40, 3, 4},
		{"grunberg-s", "グルンベルグ(S)", []Side{S}, false, 5, 35, 5, 6},
		{"jessica", "ジェシカ", []Side{S}, false, 1, 10, 2, 2},
		{"hijiri", "聖悠紀", []Side{S}, false, 0, 0, 7, 7},
		{"mad-stroheim", "狂人ストロハイム", []Side{S}, false, 0, 0, 2, 7},
		{"wong", "Dr.ウォン", []Side{S}, false, 0, 0, 2, 6},
	}
	if len(Characters()) != len(want) {
		t.Fatalf("%d sheets, want %d", len(Characters()), len(want))
	}
	for i, w := range want {
		c := Characters()[i]
		if CharacterByID(w.id) != c {
			t.Errorf("sheet %d is %s, want %s", i, c.ID, w.id)
			continue
		}
		if c.Name != w.name || c.L != w.l || !sameSides(c.Sides, w.align) ||
			c.Stats != (Stats{Lv: w.lv, Pw: w.pw, Dur: w.dur, Mind: w.mnd}) {
			t.Errorf("%s = %s L%v %v %+v, want %+v", w.id, c.Name, c.L, c.Sides, c.Stats, w)
		}
		if c.Reformable() != (len(w.align) > 1) {
			t.Errorf("%s: Reformable %v", w.id, c.Reformable())
		}
		if c.NameEN == "" || c.Rank == "" || c.Extra {
			t.Errorf("%s: English name %q, rank %q, extra %v", w.id, c.NameEN, c.Rank, c.Extra)
		}
		if !c.Human {
			t.Errorf("%s: every sheet of the reference is 人間", w.id)
		}
	}
	if CharacterByID("nobody") != nil {
		t.Error("CharacterByID of an unknown ID is not nil")
	}
}

func sameSides(a, b []Side) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// locke.md's notes column, as the abilities the brief maps each note to.
func TestNotedAbilities(t *testing.T) {
	type want struct {
		kind                    EffectKind
		x, level, n, fire, uses int
		chart                   string
		timing                  Timing
		against                 Against
	}
	cases := map[string][]want{
		"francis":  {{kind: Reflect, level: 5, uses: 1, timing: Counter, against: AgainstAttack}},
		"marian":   {{kind: Minions, x: 2, n: 2, timing: PreCombat}},
		"yamaki2":  {{kind: Minions, x: 2, n: 3, timing: PreCombat}, {kind: ChartAttack, chart: "cruiser", timing: Main}},
		"cornelia": {{kind: Minions, x: 1, n: 3, timing: PreCombat}},
		"yamaki1": {{kind: Suit, x: 3, timing: Combat}, {kind: Guard, level: 3, timing: Counter, against: AgainstAttack},
			{kind: Jammer, level: 3, timing: Counter, against: AgainstCCard}, {kind: ChartAttack, chart: "cruiser", timing: Main}},
		"nagato":   {{kind: Guard, level: 6, uses: 1, timing: Counter, against: AgainstAttack}},
		"octavius": {{kind: Suit, x: 6, timing: Combat}},
		"stroheim": {{kind: Suit, x: 8, timing: Combat}, {kind: Jammer, level: 4, timing: Counter, against: AgainstCCard},
			{kind: Weapon, level: 4, chart: "fire.beam", timing: Main}},
		"amazona":      {{kind: ChartAttack, chart: "cruiser", timing: Main}},
		"mad-stroheim": {{kind: Proxy, x: 10, level: 4, fire: 20}},
		"wong": {{kind: Weapon, level: 7, fire: 100, uses: 1, timing: Main},
			{kind: Guard, level: 7, uses: 1, timing: Counter, against: AgainstAttack}},
	}
	for id, ws := range cases {
		c := CharacterByID(id)
		if len(c.Abilities) != len(ws) {
			t.Errorf("%s: %d abilities, want %d", id, len(c.Abilities), len(ws))
			continue
		}
		for i, w := range ws {
			a := &c.Abilities[i]
			got := want{a.Effect, a.X, a.Level, a.N, a.Fire, a.Uses, a.Chart, w.timing, a.Against}
			if got != w || w.timing != 0 && !a.Has(w.timing) {
				t.Errorf("%s ability %s = %+v (timings %v), want %+v", id, a.ID, got, a.Timings, w)
			}
		}
	}
	// The jammers are ESPジャマーLV:X[戦闘][対抗(Cカード使用)][EM] as seed 6.1 prints them.
	j := CharacterByID("stroheim").Abilities[1]
	if j.Nature != ESP|Mech || !j.Has(Combat) {
		t.Errorf("stroheim's jammer: nature %b, timings %v", j.Nature, j.Timings)
	}
}

// Brief: 1–3 abilities a sheet (ヤマキ1 carries the four its notes list), minions of LV ≤ 2, a
// rule text in both languages, and every (S) sheet with a defeat condition of its own.
func TestAbilityDesignBounds(t *testing.T) {
	withDefeat := 0
	for _, c := range Characters() {
		n := len(c.Abilities)
		if (n < 1 || n > 3) && c.ID != "yamaki1" {
			t.Errorf("%s: %d abilities", c.ID, n)
		}
		for _, a := range c.Abilities {
			if a.Effect == Minions && a.X > 2 {
				t.Errorf("%s: minions of LV %d (locke.md: 2 or lower)", a.ID, a.X)
			}
			if a.Text == "" || a.TextEN == "" || a.NameEN == "" {
				t.Errorf("%s: missing text", a.ID)
			}
		}
		if c.Sides[0] == Special && len(c.Defeats) == 0 {
			t.Errorf("(S) %s has no defeat condition of its own", c.ID)
		}
		if c.Sides[0] != Special && len(c.Defeats) > 0 {
			withDefeat++
		}
	}
	if withDefeat == 0 || withDefeat > 6 {
		t.Errorf("%d (G)/(E) sheets with a defeat condition: want a few, not all", withDefeat)
	}
}

// Seed 4.1: the player-count table can be dealt from the normal sheets: exactly three (L)
// sheets, and at every table size enough (G), (E) and (S) sheets besides.
func TestPlayerCountTableCanBeDealt(t *testing.T) {
	var l, g, e, s int
	for _, c := range Characters() {
		if c.Extra {
			continue
		}
		switch {
		case c.L:
			l++
		case c.Sides[0] == Good:
			g++
		case c.Sides[0] == Evil:
			e++
		case c.Sides[0] == Special:
			s++
		}
	}
	if l != 3 {
		t.Errorf("%d (L) sheets, want 3", l)
	}
	table := [][5]int{ // players, (L), (G), (E), (S)
		{5, 1, 1, 2, 1}, {6, 1, 1, 2, 2}, {7, 1, 2, 3, 1}, {8, 1, 2, 3, 2},
		{9, 1, 2, 3, 3}, {10, 1, 3, 4, 2}, {11, 1, 3, 4, 3},
	}
	for _, r := range table {
		if r[1]+r[2]+r[3]+r[4] != r[0] {
			t.Fatalf("table row %v does not add up", r)
		}
		if r[1] > l || r[2] > g || r[3] > e || r[4] > s {
			t.Errorf("%d players need %d/%d/%d/%d (L/G/E/S); the sheets hold %d/%d/%d/%d",
				r[0], r[1], r[2], r[3], r[4], l, g, e, s)
		}
	}
}

// Seed 3.2 / locke.md: two silhouettes per character name, four ロック; each sheet's
// silhouette shows its own (starting) alignment and sex.
func TestSilhouettes(t *testing.T) {
	total := 0
	for _, s := range Silhouettes() {
		want := 2
		if s.ID == "locke" {
			want = 4
		}
		if s.Copies != want {
			t.Errorf("silhouette %s: %d copies, want %d", s.ID, s.Copies, want)
		}
		total += s.Copies
	}
	names := map[string]bool{}
	for _, c := range Characters() {
		var sil *Silhouette
		for i := range Silhouettes() {
			if Silhouettes()[i].ID == c.Silhouette {
				sil = &Silhouettes()[i]
			}
		}
		if sil == nil {
			t.Fatalf("%s: no silhouette %q", c.ID, c.Silhouette)
		}
		if sil.Side != c.Sides[0] || sil.Sex != c.Sex {
			t.Errorf("%s: silhouette %s shows %v/%v, sheet %v/%v", c.ID, sil.ID, sil.Side, sil.Sex, c.Sides[0], c.Sex)
		}
		if c.L != (sil.ID == "locke") {
			t.Errorf("%s: silhouette %s", c.ID, sil.ID)
		}
		names[c.Silhouette] = true
	}
	if len(names) != len(Silhouettes()) {
		t.Errorf("%d silhouettes, %d used by sheets", len(Silhouettes()), len(names))
	}
	// Three ロック sheets share one name, the two ヤマキ another: 27 sheets, 24 names, 50 cards.
	if len(Silhouettes()) != 24 || total != 50 {
		t.Errorf("%d silhouette names, %d cards; want 24 and 50", len(Silhouettes()), total)
	}
}

// The reference composition of 能力カード (locke.md "Planet cards").
func TestAbilityCardsMatchTheReference(t *testing.T) {
	type row struct {
		kind     EffectKind
		x, level int
		count    int
	}
	want := map[string]row{
		"card.mirror5": {Reflect, 0, 5, 1}, "card.mirror6": {Reflect, 0, 6, 1}, "card.mirror7": {Reflect, 0, 7, 1},
		"card.ball3": {Absorb, 0, 3, 1}, "card.ball4": {Absorb, 0, 4, 1}, "card.ball5": {Absorb, 0, 5, 1},
		"card.psuit4": {Suit, 4, 0, 1}, "card.psuit5": {Suit, 5, 0, 1},
		"card.jammer3": {Jammer, 0, 3, 1}, "card.jammer4": {Jammer, 0, 4, 1}, "card.jammer5": {Jammer, 0, 5, 1},
		"card.field3": {Guard, 0, 3, 1}, "card.field4": {Guard, 0, 4, 1}, "card.field5": {Guard, 0, 5, 1},
		"card.subspace": {Guard, 0, 7, 1}, "card.esuit": {Suit, 6, 0, 1}, "card.geoid": {Weapon, 0, 7, 1},
		"card.nike": {Proxy, 10, 4, 1}, "card.cruiser": {ChartAttack, 0, 0, 1}, "card.transform": {Transform, 0, 0, 1},
		"card.controller": {Control, 0, 4, 1}, "card.minions": {Minions, 2, 0, 2},
	}
	total := 0
	for _, c := range AbilityCards() {
		w, ok := want[c.ID]
		if !ok {
			t.Errorf("unexpected ability card %s", c.ID)
			continue
		}
		delete(want, c.ID)
		if got := (row{c.Effect, c.X, c.Level, c.Count}); got != w {
			t.Errorf("%s = %+v, want %+v", c.ID, got, w)
		}
		total += c.Count
	}
	for id := range want {
		t.Errorf("missing ability card %s", id)
	}
	if total != 23 {
		t.Errorf("%d ability cards, want 23", total)
	}
}

// locke.md charts and seed 6.2: the NPCs the charts bring in.
func TestNPCFigures(t *testing.T) {
	type row struct {
		kind             NPCKind
		members, dur, lv int
		jammer, shift    int
		check            bool
		attacks, fire    int
	}
	want := map[string]row{
		"esper-3-3":    {Esper, 1, 3, 3, 0, 0, false, 0, 0},
		"esper-3-2":    {Esper, 1, 2, 3, 0, 0, false, 0, 0},
		"esper-2-2":    {Esper, 1, 2, 2, 0, 0, false, 0, 0},
		"police":       {Obstacle, 3, 1, 0, 0, 0, false, 0, 0},
		"police-j1":    {Obstacle, 3, 1, 0, 1, 0, true, 0, 0},
		"police-j2":    {Obstacle, 3, 1, 0, 2, 0, true, 0, 0},
		"police-j3":    {Obstacle, 4, 1, 0, 3, 0, true, 0, 0},
		"police-j4":    {Obstacle, 5, 1, 0, 4, 0, true, 0, 0},
		"helldivers":   {Obstacle, 3, 8, 0, 0, 0, false, 0, 0},
		"cybers":       {Obstacle, 5, 10, 0, 0, 1, false, 2, 0},
		"dark-knights": {Obstacle, 1, 20, 0, 0, 0, false, 0, 50},
		"armoured-car": {Obstacle, 1, 20, 0, 0, 0, false, 0, 0},
	}
	for id, w := range want {
		n := NPCByID(id)
		if n == nil {
			t.Errorf("no NPC %s", id)
			continue
		}
		got := row{n.Kind, n.Members, n.Dur, n.Lv, n.Jammer, n.Shift, n.WeaponCheck, n.Attacks, n.Fire}
		if got != w {
			t.Errorf("%s = %+v, want %+v", id, got, w)
		}
	}
	if w := NPCByID("police").Weapons; len(w) != 3 || w[0] != "raygun" || w[1] != "blaster" || w[2] != "bazooka" {
		t.Errorf("police weapons %v", w)
	}
	if w := NPCByID("helldivers").Weapons; len(w) != 1 || w[0] != "blaster" {
		t.Errorf("helldiver weapons %v", w)
	}
	if w := NPCByID("armoured-car").Weapons; len(w) != 1 || WeaponLevel(w[0]) != 4 {
		t.Errorf("armoured car weapons %v", w)
	}
	if n := NPCByID("dark-knights"); WeaponLevel(n.Weapons[0]) != 6 {
		t.Errorf("dark knights weapon %v", n.Weapons)
	}
	// 警戒装置 (newer edition: 耐久力 2, [格闘:1]) in the older list's jammer-attack variants.
	for _, v := range [][2]int{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 4}} {
		n := NPCByID("alarm-" + itoa(v[0]) + "-" + itoa(v[1]))
		if n == nil {
			t.Errorf("no alarm device %d-%d", v[0], v[1])
			continue
		}
		if n.Dur != 2 || n.Shift != 1 || n.Jammer != v[0] || n.WeaponLevel != v[1] || WeaponLevel(n.Weapons[0]) != v[1] {
			t.Errorf("alarm %d-%d = %+v", v[0], v[1], n)
		}
	}
	if NPCByID("nobody") != nil {
		t.Error("NPCByID of an unknown ID is not nil")
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
