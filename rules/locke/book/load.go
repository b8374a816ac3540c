package book

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

//go:embed data
var dataFS embed.FS

// sources are the raw data files; load reads them all, so a test can hand it a broken copy.
type sources struct {
	Characters, Silhouettes, CCards, AbilityCards, NPCs, Damage, Charts, Planets, Bases []byte
}

func embedded() sources {
	read := func(name string) []byte {
		b, err := dataFS.ReadFile("data/" + name)
		if err != nil {
			panic("book: " + err.Error())
		}
		return b
	}
	return sources{
		Characters:   read("characters.json"),
		Silhouettes:  read("silhouettes.json"),
		CCards:       read("ccards.json"),
		AbilityCards: read("abilitycards.json"),
		NPCs:         read("npcs.json"),
		Damage:       read("damage.txt"),
		Charts:       read("charts.json"),
		Planets:      read("planets.json"),
		Bases:        read("bases.json"),
	}
}

// library is everything the data files hold, checked.
type library struct {
	characters   []*Character // normal sheets first, extras after
	charByID     map[string]*Character
	silhouettes  []Silhouette
	ccards       []CCard
	abilityCards []AbilityCard
	npcs         map[string]*NPC
	charts       map[string]*Chart
	abilityIDs   ids                    // abilities of sheets and ability cards share one key space
	damage       [11][DamageColumns]int // rows 2..12
	planetCards  []PlanetCard           // the deck, expanded
	ambush       PlanetCard
	planets      []Name
	raphnor      Name
	baseCards    []BaseCard // the deck, expanded
	keys         []BaseCard
}

// The book is loaded on first use, not at start-up: parsing and checking every file took a
// good part of the browser page's first frame (docs/PERFORMANCE.md), and a program that only
// shows the menu, or plays another game, never needs it.
var theBook = shelf{src: embedded}

// lib is the loaded book, loading it on the first call.
func lib() *library { return theBook.get() }

// Loaded reports whether the book has been read. Start-up must not read it: tests check that
// no package's initialisation does.
func Loaded() bool { return theBook.read.Load() }

// shelf reads a book once, on the first get. Bad data panic at that first get and again at
// every later one, so no rule ever reads a half-loaded book.
type shelf struct {
	once sync.Once
	src  func() sources
	lib  *library
	err  error
	read atomic.Bool
}

func (s *shelf) get() *library {
	s.once.Do(s.load)
	if s.err != nil {
		panic(s.err.Error())
	}
	return s.lib
}

func (s *shelf) load() {
	s.lib, s.err = load(s.src())
	s.read.Store(true)
}

// load parses and checks every file. The first fault found is the error; the data are either
// wholly right or refused, so the rules may trust every reference they follow.
func load(src sources) (*library, error) {
	l := &library{charByID: map[string]*Character{}, npcs: map[string]*NPC{}, charts: map[string]*Chart{},
		abilityIDs: ids{}}
	steps := []struct {
		file string
		data []byte
		run  func([]byte) error
	}{
		{"ccards.json", src.CCards, l.loadCCards},
		{"npcs.json", src.NPCs, l.loadNPCs},
		{"charts.json", src.Charts, l.loadCharts},
		{"damage.txt", src.Damage, l.loadDamage},
		{"silhouettes.json", src.Silhouettes, l.loadSilhouettes},
		{"abilitycards.json", src.AbilityCards, l.loadAbilityCards},
		{"characters.json", src.Characters, l.loadCharacters},
		{"planets.json", src.Planets, l.loadPlanets},
		{"bases.json", src.Bases, l.loadBases},
	}
	for _, s := range steps {
		if err := s.run(s.data); err != nil {
			return nil, fmt.Errorf("book: %s: %w", s.file, err)
		}
	}
	return l, nil
}

// decode reads a JSON array, refusing fields the loader does not know (a misspelt key would
// otherwise vanish silently).
func decode(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("text after the list")
	}
	return nil
}

// ids refuses an empty or repeated ID within one kind.
type ids map[string]bool

func (s ids) add(kind, id string) error {
	if id == "" {
		return fmt.Errorf("%s with no ID", kind)
	}
	if s[id] {
		return fmt.Errorf("duplicate %s ID %q", kind, id)
	}
	s[id] = true
	return nil
}

// --- Cカード ---

type ccardRow struct {
	Name    string `json:"name"`
	NameEN  string `json:"name_en"`
	Kind    string `json:"kind"`
	Special string `json:"special"`
	LV      int    `json:"lv"`
	Fire    int    `json:"fire"`
	Sync    bool   `json:"sync"`
	Pierce  bool   `json:"pierce"`
	Count   int    `json:"count"`
}

func (l *library) loadCCards(data []byte) error {
	var rows []ccardRow
	if err := decode(data, &rows); err != nil {
		return err
	}
	for _, r := range rows {
		kind, ok := ckindWords[r.Kind]
		if !ok {
			return fmt.Errorf("card %s: unknown kind %q", r.Name, r.Kind)
		}
		special := NotSpecial
		if kind == CSpecial {
			if special, ok = cspecialWords[r.Special]; !ok {
				return fmt.Errorf("card %s: unknown special %q", r.Name, r.Special)
			}
		} else if r.Special != "" {
			return fmt.Errorf("card %s: special %q on a non-special card", r.Name, r.Special)
		}
		switch {
		case r.Name == "":
			return fmt.Errorf("card with no name")
		case r.Count < 1:
			return fmt.Errorf("card %s LV%d: count %d", r.Name, r.LV, r.Count)
		case r.LV < 0 || r.LV > 7:
			return fmt.Errorf("card %s: LV %d outside 0..7", r.Name, r.LV)
		case (kind == CAttack) != (r.Fire > 0):
			return fmt.Errorf("card %s LV%d: 火力 %d (only attacks have 火力)", r.Name, r.LV, r.Fire)
		case r.Pierce && kind != CAttack:
			return fmt.Errorf("card %s: pierce on a non-attack", r.Name)
		}
		c := CCard{Name: r.Name, NameEN: r.NameEN, Kind: kind, Special: special, Level: r.LV,
			Fire: r.Fire, Sync: r.Sync, Pierce: r.Pierce}
		for i := 0; i < r.Count; i++ {
			l.ccards = append(l.ccards, c)
		}
	}
	return nil
}

func (l *library) cardNamed(name string) *CCard {
	for i := range l.ccards {
		if l.ccards[i].Name == name {
			return &l.ccards[i]
		}
	}
	return nil
}

// --- NPCs ---

type npcRow struct {
	ID             string   `json:"id"`
	Name           string   `json:"name"`
	NameEN         string   `json:"name_en"`
	Kind           string   `json:"kind"`
	Members        int      `json:"members"`
	Dur            int      `json:"dur"`
	Lv             int      `json:"lv"`
	Shift          int      `json:"shift"`
	Jammer         int      `json:"jammer"`
	Weapons        []string `json:"weapons"`
	WeaponLevel    int      `json:"weapon_level"`
	Fire           int      `json:"fire"`
	Attacks        int      `json:"attacks"`
	WeaponCheck    bool     `json:"weapon_check"`
	IllusionImmune bool     `json:"illusion_immune"`
}

func (l *library) loadNPCs(data []byte) error {
	var rows []npcRow
	if err := decode(data, &rows); err != nil {
		return err
	}
	seen := ids{}
	for _, r := range rows {
		if err := seen.add("NPC", r.ID); err != nil {
			return err
		}
		kind, ok := npcKindWords[r.Kind]
		if !ok {
			return fmt.Errorf("NPC %s: unknown kind %q", r.ID, r.Kind)
		}
		if r.Members < 1 || r.Dur < 1 {
			return fmt.Errorf("NPC %s: %d members of 耐久力 %d", r.ID, r.Members, r.Dur)
		}
		if kind == Esper && r.Lv < 1 {
			return fmt.Errorf("NPC %s: an esper needs an ESP level", r.ID)
		}
		l.npcs[r.ID] = &NPC{ID: r.ID, Name: r.Name, NameEN: r.NameEN, Kind: kind, Members: r.Members,
			Dur: r.Dur, Lv: r.Lv, Weapons: r.Weapons, Fire: r.Fire, WeaponLevel: r.WeaponLevel,
			WeaponCheck: r.WeaponCheck, Attacks: r.Attacks, Jammer: r.Jammer, Shift: r.Shift,
			IllusionImmune: r.IllusionImmune}
	}
	return nil
}

// checkNPCWeapons runs once the charts are in: a weapon is a 武器火力 row or a Cカード name.
func (l *library) checkNPCWeapons() error {
	for _, id := range sortedKeys(l.npcs) {
		n := l.npcs[id]
		if n.Kind == Obstacle && len(n.Weapons) == 0 && !n.WeaponCheck {
			return fmt.Errorf("NPC %s: an obstacle with no weapon and no weapon check", id)
		}
		for _, w := range n.Weapons {
			if l.charts["fire."+w] != nil {
				continue
			}
			if l.cardNamed(w) == nil {
				return fmt.Errorf("NPC %s: unknown weapon %q", id, w)
			}
			if n.Fire <= 0 {
				return fmt.Errorf("NPC %s: weapon %s is not rolled, so it needs a fixed 火力", id, w)
			}
		}
	}
	return nil
}

// --- charts ---

type chartRow struct {
	Roll   string `json:"roll"`
	Do     string `json:"do"`
	N      int    `json:"n"`
	Min    int    `json:"min"`
	Ref    string `json:"ref"`
	Text   string `json:"text"`
	TextEN string `json:"text_en"`
}

type chartFile struct {
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	NameEN string     `json:"name_en"`
	Dice   int        `json:"dice"`
	Rows   []chartRow `json:"rows"`
}

func (l *library) loadCharts(data []byte) error {
	var files []chartFile
	if err := decode(data, &files); err != nil {
		return err
	}
	seen := ids{}
	for _, f := range files {
		if err := seen.add("chart", f.ID); err != nil {
			return err
		}
		c := &Chart{ID: f.ID, Name: f.Name, NameEN: f.NameEN, Dice: f.Dice}
		for _, r := range f.Rows {
			lo, hi, err := parseRoll(r.Roll)
			if err != nil {
				return fmt.Errorf("chart %s: %v", f.ID, err)
			}
			c.Rows = append(c.Rows, ChartRow{Lo: lo, Hi: hi, Result: Result{Do: r.Do, N: r.N, Min: r.Min,
				Ref: r.Ref, Text: r.Text, TextEN: r.TextEN}})
		}
		if err := checkCoverage(c); err != nil {
			return fmt.Errorf("chart %s: %v", f.ID, err)
		}
		l.charts[f.ID] = c
	}
	// Rows may name NPCs, weapons and cards only once every chart is known.
	for _, id := range sortedKeys(l.charts) {
		for _, r := range l.charts[id].Rows {
			if err := l.checkResult(r); err != nil {
				return fmt.Errorf("chart %s roll %d: %v", id, r.Lo, err)
			}
		}
	}
	for _, id := range sortedKeys(l.charts) {
		if w, ok := strings.CutPrefix(id, "fire."); ok {
			if lv := l.weaponLevel(w); lv < 1 {
				return fmt.Errorf("chart %s: its rows must name the Cカード whose LV the weapon has", id)
			}
		}
	}
	return l.checkNPCWeapons()
}

// parseRoll reads "7", "2-4" or "12+" (12 and every higher modified roll).
func parseRoll(s string) (lo, hi int, err error) {
	if a, ok := strings.CutSuffix(s, "+"); ok {
		lo, err = strconv.Atoi(a)
		return lo, 99, err
	}
	a, b, ranged := strings.Cut(s, "-")
	if lo, err = strconv.Atoi(a); err != nil {
		return 0, 0, fmt.Errorf("bad roll %q", s)
	}
	hi = lo
	if ranged {
		if hi, err = strconv.Atoi(b); err != nil || hi < lo {
			return 0, 0, fmt.Errorf("bad roll %q", s)
		}
	}
	return lo, hi, nil
}

// checkCoverage: the rows run from the lowest roll of the dice to the highest with no gap and
// no overlap (a row may reach past the top, for modified rolls).
func checkCoverage(c *Chart) error {
	var first, last int
	switch c.Dice {
	case 1:
		first, last = 1, 6
	case 2:
		first, last = 2, 12
	default:
		return fmt.Errorf("dice %d (1 or 2)", c.Dice)
	}
	next := first
	for _, r := range c.Rows {
		if r.Lo != next {
			return fmt.Errorf("rolls %d..%d: expected a row starting at %d", r.Lo, r.Hi, next)
		}
		next = r.Hi + 1
	}
	if next <= last {
		return fmt.Errorf("no row for roll %d", next)
	}
	return nil
}

func (l *library) checkResult(r ChartRow) error {
	need, ok := verbNeeds[r.Result.Do]
	if !ok {
		return fmt.Errorf("unknown verb %q", r.Result.Do)
	}
	res := r.Result
	switch {
	case need.n && res.N < 1:
		return fmt.Errorf("%s needs N >= 1", res.Do)
	case !need.n && !need.optN && res.N != 0:
		return fmt.Errorf("%s takes no N", res.Do)
	case res.N < 0:
		return fmt.Errorf("%s: negative N", res.Do)
	case !need.min && res.Min != 0:
		return fmt.Errorf("%s takes no Min", res.Do)
	case need.needR && res.Ref == "":
		return fmt.Errorf("%s needs a Ref", res.Do)
	case need.ref == "" && res.Ref != "":
		return fmt.Errorf("%s takes no Ref", res.Do)
	case res.Text == "" || res.TextEN == "":
		return fmt.Errorf("%s: a row needs its Japanese and English lines", res.Do)
	}
	if res.Ref == "" {
		return nil
	}
	switch need.ref {
	case "npc":
		if l.npcs[res.Ref] == nil {
			return fmt.Errorf("%s names missing NPC %q", res.Do, res.Ref)
		}
	case "weapon":
		if l.charts["fire."+res.Ref] == nil {
			return fmt.Errorf("%s names weapon %q with no 武器火力 chart", res.Do, res.Ref)
		}
	case "card":
		if l.cardNamed(res.Ref) == nil {
			return fmt.Errorf("%s names unknown Cカード %q", res.Do, res.Ref)
		}
	}
	return nil
}

// weaponLevel is the LV of a weapon: a 武器火力 row ("beam") takes the LV of the Cカード its
// rows name, a Cカード name its own LV; 0 when neither.
func (l *library) weaponLevel(w string) int {
	if c := l.charts["fire."+w]; c != nil && len(c.Rows) > 0 {
		w = c.Rows[0].Result.Ref
	}
	if card := l.cardNamed(w); card != nil && card.Kind == CAttack {
		return card.Level
	}
	return 0
}

// --- damage table ---

func (l *library) loadDamage(data []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	next := 2
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		roll, err := strconv.Atoi(f[0])
		if err != nil || roll != next || roll > 12 {
			return fmt.Errorf("row %q: expected the row for roll %d", f[0], next)
		}
		if len(f) != 1+DamageColumns {
			return fmt.Errorf("row %d: %d columns, want %d", roll, len(f)-1, DamageColumns)
		}
		for col, cell := range f[1:] {
			v := 0
			if cell != "–" && cell != "-" {
				if v, err = strconv.Atoi(cell); err != nil || v < 0 {
					return fmt.Errorf("row %d column %d: bad cell %q", roll, col, cell)
				}
			}
			l.damage[roll-2][col] = v
		}
		next++
	}
	if next != 13 {
		return fmt.Errorf("rows stop before 12 (next %d)", next)
	}
	return nil
}

// --- silhouettes ---

type silhouetteRow struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameEN string `json:"name_en"`
	Align  string `json:"align"`
	Sex    string `json:"sex"`
	Copies int    `json:"copies"`
}

func (l *library) loadSilhouettes(data []byte) error {
	var rows []silhouetteRow
	if err := decode(data, &rows); err != nil {
		return err
	}
	seen := ids{}
	for _, r := range rows {
		if err := seen.add("silhouette", r.ID); err != nil {
			return err
		}
		side, ok := sideWords[r.Align]
		if !ok {
			return fmt.Errorf("silhouette %s: alignment %q (one of G, E, S)", r.ID, r.Align)
		}
		sex, ok := sexWords[r.Sex]
		if !ok {
			return fmt.Errorf("silhouette %s: unknown sex %q", r.ID, r.Sex)
		}
		if r.Copies < 1 {
			return fmt.Errorf("silhouette %s: %d copies", r.ID, r.Copies)
		}
		l.silhouettes = append(l.silhouettes, Silhouette{ID: r.ID, Name: r.Name, NameEN: r.NameEN,
			Side: side, Sex: sex, Copies: r.Copies})
	}
	return nil
}

func (l *library) silhouette(id string) *Silhouette {
	for i := range l.silhouettes {
		if l.silhouettes[i].ID == id {
			return &l.silhouettes[i]
		}
	}
	return nil
}

// --- abilities ---

type abilityRow struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameEN string `json:"name_en"`
	Traits string `json:"traits"`
	Others bool   `json:"others"`
	Effect string `json:"effect"`
	Level  int    `json:"level"`
	N      int    `json:"n"`
	Fire   int    `json:"fire"`
	Stat   string `json:"stat"`
	Chart  string `json:"chart"`
	Uses   int    `json:"uses"`
	Text   string `json:"text"`
	TextEN string `json:"text_en"`
}

func (l *library) ability(r abilityRow) (Ability, error) {
	a := Ability{ID: r.ID, Name: r.Name, NameEN: r.NameEN, Others: r.Others, Level: r.Level, N: r.N,
		Fire: r.Fire, Chart: r.Chart, Uses: r.Uses, Text: r.Text, TextEN: r.TextEN}
	var ok bool
	if a.Effect, ok = effectWords[r.Effect]; !ok {
		return a, fmt.Errorf("ability %s: unknown effect kind %q", r.ID, r.Effect)
	}
	xKind, err := parseTraits(r.Traits, &a)
	if err != nil {
		return a, fmt.Errorf("ability %s: %v", r.ID, err)
	}
	if xKind != NoEffect && xKind != a.Effect {
		return a, fmt.Errorf("ability %s: its X trait belongs to another effect than %s", r.ID, r.Effect)
	}
	if r.Stat != "" {
		if a.Stat, ok = statWords[r.Stat]; !ok {
			return a, fmt.Errorf("ability %s: unknown stat %q", r.ID, r.Stat)
		}
	}
	need := effectNeeds[a.Effect]
	switch {
	case need.x && a.X < 1:
		return a, fmt.Errorf("ability %s: a %s ability with no X (its [%s:X] trait)", r.ID, r.Effect, xWord(a.Effect))
	case need.level && a.Level < 1:
		return a, fmt.Errorf("ability %s: a %s ability with no level", r.ID, r.Effect)
	case need.n && a.N == 0, !need.n && a.N != 0:
		return a, fmt.Errorf("ability %s: N %d for a %s ability", r.ID, a.N, r.Effect)
	case need.stat != (a.Stat != 0):
		return a, fmt.Errorf("ability %s: stat %q for a %s ability", r.ID, r.Stat, r.Effect)
	case !need.weapon && need.chart != (a.Chart != ""):
		return a, fmt.Errorf("ability %s: chart %q for a %s ability", r.ID, a.Chart, r.Effect)
	case a.Chart != "" && l.charts[a.Chart] == nil:
		return a, fmt.Errorf("ability %s: unknown chart %q", r.ID, a.Chart)
	case need.weapon && (a.Fire > 0) == (a.Chart != ""):
		return a, fmt.Errorf("ability %s: a weapon needs either a 火力 or a 武器火力 chart", r.ID)
	case need.weapon && a.Chart != "" && !strings.HasPrefix(a.Chart, "fire."):
		return a, fmt.Errorf("ability %s: a weapon's chart must be a 武器火力 row, not %q", r.ID, a.Chart)
	case a.Fire > 0 && a.Level < 1:
		return a, fmt.Errorf("ability %s: an attack of 火力 %d needs its LV", r.ID, a.Fire)
	case a.Uses < 0:
		return a, fmt.Errorf("ability %s: uses %d", r.ID, a.Uses)
	case a.Name == "" || a.Text == "" || a.TextEN == "":
		return a, fmt.Errorf("ability %s: a name and rule texts in both languages are needed", r.ID)
	}
	return a, nil
}

func xWord(k EffectKind) string {
	for w, e := range xWords {
		if e == k {
			return w
		}
	}
	return "?"
}

// parseTraits fills a's timing, act, nature, [常動] and X from "[戦闘][手下:2]…" and returns the
// effect an X trait belongs to (NoEffect when there is none).
func parseTraits(s string, a *Ability) (EffectKind, error) {
	xKind := NoEffect
	rest := s
	for rest != "" {
		if rest[0] != '[' {
			return xKind, fmt.Errorf("traits %q: expected '[' at %q", s, rest)
		}
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			return xKind, fmt.Errorf("traits %q: unclosed '['", s)
		}
		w := rest[1:end]
		rest = rest[end+1:]
		if t, ok := timingWords[w]; ok {
			a.Timings = append(a.Timings, t)
			continue
		}
		if against, ok := counterWords[w]; ok {
			a.Timings = append(a.Timings, Counter)
			a.Against = against
			continue
		}
		if act, ok := actWords[w]; ok {
			a.Act = act
			continue
		}
		if n, ok := natureWords[w]; ok {
			a.Nature |= n
			continue
		}
		if w == "常動" {
			a.Steady = true
			continue
		}
		name, num, found := strings.Cut(w, ":")
		if k, ok := xWords[name]; found && ok {
			x, err := strconv.Atoi(num)
			if err != nil || x < 1 {
				return xKind, fmt.Errorf("trait [%s]: bad X", w)
			}
			if xKind != NoEffect {
				return xKind, fmt.Errorf("traits %q: more than one X trait", s)
			}
			a.X, xKind = x, k
			continue
		}
		return xKind, fmt.Errorf("unknown trait [%s]", w)
	}
	return xKind, nil
}

func (l *library) loadAbilityCards(data []byte) error {
	var rows []struct {
		abilityRow
		Count      int  `json:"count"`
		Disposable bool `json:"disposable"`
	}
	if err := decode(data, &rows); err != nil {
		return err
	}
	for _, r := range rows {
		if err := l.abilityIDs.add("ability", r.ID); err != nil {
			return err
		}
		a, err := l.ability(r.abilityRow)
		if err != nil {
			return err
		}
		if r.Count < 1 {
			return fmt.Errorf("ability card %s: count %d", r.ID, r.Count)
		}
		l.abilityCards = append(l.abilityCards, AbilityCard{Ability: a, Count: r.Count, Disposable: r.Disposable})
	}
	return nil
}

// --- characters ---

type characterRow struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	NameEN     string   `json:"name_en"`
	L          bool     `json:"l"`
	Extra      bool     `json:"extra"`
	Align      string   `json:"align"`
	Rank       string   `json:"rank"`
	Silhouette string   `json:"silhouette"`
	Attributes []string `json:"attributes"`
	Stats      struct {
		Lv   int `json:"lv"`
		Pw   int `json:"pw"`
		Dur  int `json:"dur"`
		Mind int `json:"mind"`
	} `json:"stats"`
	Defeats []struct {
		If  string `json:"if"`
		Who string `json:"who"`
	} `json:"defeats"`
	Abilities []abilityRow `json:"abilities"`
}

// anyL is the defeat target meaning whichever (L) sheet is in the game.
const anyL = "locke"

func (l *library) loadCharacters(data []byte) error {
	var rows []characterRow
	if err := decode(data, &rows); err != nil {
		return err
	}
	seen := ids{}
	for _, r := range rows {
		if err := seen.add("character", r.ID); err != nil {
			return err
		}
		c, err := l.character(r)
		if err != nil {
			return fmt.Errorf("character %s: %v", r.ID, err)
		}
		l.characters = append(l.characters, c)
		l.charByID[c.ID] = c
	}
	// Defeats may name sheets further down the file, so they are checked once all are in.
	for _, c := range l.characters {
		for _, d := range c.Defeats {
			switch {
			case d.Kind == DefeatIfSelfDead:
				if d.Who != "" {
					return fmt.Errorf("character %s: a self_dead condition names %q", c.ID, d.Who)
				}
			case d.Who == anyL:
				if c.L {
					return fmt.Errorf("character %s: an (L) sheet's condition names the (L) sheets", c.ID)
				}
			case d.Who == c.ID:
				return fmt.Errorf("character %s: a defeat condition names its own holder", c.ID)
			case l.charByID[d.Who] == nil:
				return fmt.Errorf("character %s: defeat names unknown character %q", c.ID, d.Who)
			}
		}
	}
	for _, s := range l.silhouettes {
		used := false
		for _, c := range l.characters {
			used = used || c.Silhouette == s.ID
		}
		if !used {
			return fmt.Errorf("silhouette %s matches no sheet", s.ID)
		}
	}
	sort.SliceStable(l.characters, func(i, j int) bool { return !l.characters[i].Extra && l.characters[j].Extra })
	return nil
}

func (l *library) character(r characterRow) (*Character, error) {
	c := &Character{ID: r.ID, Name: r.Name, NameEN: r.NameEN, Attributes: r.Attributes, Rank: r.Rank,
		Extra: r.Extra, L: r.L, Silhouette: r.Silhouette,
		Stats: Stats{Lv: r.Stats.Lv, Pw: r.Stats.Pw, Dur: r.Stats.Dur, Mind: r.Stats.Mind}}
	if len(r.Attributes) < 2 {
		return nil, fmt.Errorf("attributes %v: the sex first and the race last", r.Attributes)
	}
	var ok bool
	if c.Sex, ok = sexWords[r.Attributes[0]]; !ok {
		return nil, fmt.Errorf("first attribute %q is not a sex", r.Attributes[0])
	}
	c.Human = r.Attributes[len(r.Attributes)-1] == "人間"
	for _, s := range strings.Split(r.Align, "/") {
		side, ok := sideWords[s]
		if !ok {
			return nil, fmt.Errorf("alignment %q", r.Align)
		}
		c.Sides = append(c.Sides, side)
	}
	if c.L && (len(c.Sides) != 1 || c.Sides[0] != Good) {
		return nil, fmt.Errorf("an (L) sheet is (G)")
	}
	switch {
	case r.Rank == "S" && !r.Extra:
		return nil, fmt.Errorf("rank S is for 特殊キャラクター only")
	case len(r.Rank) != 1 || !strings.Contains("ABCDES", r.Rank):
		return nil, fmt.Errorf("rank %q (A–E, or S)", r.Rank)
	}
	st := c.Stats
	if st.Lv < 0 || st.Pw < 0 || st.Dur < 1 || st.Mind < 1 || (st.Lv == 0) != (st.Pw == 0) {
		return nil, fmt.Errorf("stats %+v", st)
	}
	sil := l.silhouette(r.Silhouette)
	switch {
	case sil == nil:
		return nil, fmt.Errorf("unknown silhouette %q", r.Silhouette)
	case sil.Side != c.Sides[0] || sil.Sex != c.Sex:
		return nil, fmt.Errorf("silhouette %s shows another alignment or sex than the sheet", sil.ID)
	}
	for _, d := range r.Defeats {
		kind, ok := defeatWords[d.If]
		if !ok {
			return nil, fmt.Errorf("defeat kind %q", d.If)
		}
		c.Defeats = append(c.Defeats, Defeat{Kind: kind, Who: d.Who})
	}
	if len(r.Abilities) == 0 {
		return nil, fmt.Errorf("no special ability")
	}
	for _, ar := range r.Abilities {
		if err := l.abilityIDs.add("ability", ar.ID); err != nil {
			return nil, err
		}
		a, err := l.ability(ar)
		if err != nil {
			return nil, err
		}
		c.Abilities = append(c.Abilities, a)
	}
	return c, nil
}

// --- planet and base cards ---

// boardVerb says what a planet or base card's verb needs. The loader refuses a row that lacks a
// figure its verb reads or carries one it ignores, so the rules never meet a heal of no stat or
// a room naming no NPC.
type boardVerb struct {
	n     bool   // N ≥ 1
	optN  bool   // N ≥ 0 may be given (a heal of 0 is a full one)
	npc   bool   // Ref names an NPC, and must
	stat  bool   // Stat is dur, mind or both, and must be given
	take  bool   // the finder takes the card; no other verb's card is taken
	chart string // the chart the verb rolls, which must exist
	alone bool   // the card of its own section (待ち伏せ, 重要拠点), never dealt from a deck
}

var planetVerbs = map[string]boardVerb{
	"blank":        {},
	"nothing":      {},
	"info":         {n: true, take: true},
	"battle":       {chart: "battle"},
	"arrest":       {},
	"trap":         {chart: "trap"},
	"item":         {n: true, take: true},
	"reveal_self":  {},
	"reveal_other": {},
	"heal":         {},
	"ambush":       {alone: true},
}

var baseVerbs = map[string]boardVerb{
	"nothing":         {},
	"key":             {alone: true},
	"teleport_random": {},
	"trap":            {chart: "trap"},
	"battle":          {chart: "battle"},
	"npc":             {npc: true},
	"damage":          {n: true, stat: true},
	"heal":            {optN: true, stat: true},
	"illusion":        {n: true},
	"blackhole":       {},
	"whitehole":       {},
	"item":            {n: true, take: true},
}

// boardStatWords: a heal or a damage acts on one stat or on both (Stat 0).
var boardStatWords = map[string]Stat{"dur": Dur, "mind": Mind, "both": 0}

type nameRow struct {
	Name   string `json:"name"`
	NameEN string `json:"name_en"`
}

func (r nameRow) name() (Name, error) {
	if r.Name == "" || r.NameEN == "" {
		return Name{}, fmt.Errorf("name %q / %q: both languages are needed", r.Name, r.NameEN)
	}
	return Name{Name: r.Name, NameEN: r.NameEN}, nil
}

// cardRow is what planet and base cards share: one row per kind, with its count.
type cardRow struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameEN string `json:"name_en"`
	Do     string `json:"do"`
	N      int    `json:"n"`
	Ref    string `json:"ref"`
	Count  int    `json:"count"`
	Text   string `json:"text"`
	TextEN string `json:"text_en"`
}

type planetRow struct {
	cardRow
	Take bool `json:"take"`
}

type baseRow struct {
	cardRow
	Stat string `json:"stat"`
	All  bool   `json:"all"`
	Take bool   `json:"take"`
}

// checkCard checks what every card row shares against its verb; dealt says whether the row is
// in a deck or in its own section.
func (l *library) checkCard(r cardRow, verbs map[string]boardVerb, dealt bool, seen ids) (boardVerb, error) {
	if err := seen.add("card", r.ID); err != nil {
		return boardVerb{}, err
	}
	need, ok := verbs[r.Do]
	switch {
	case !ok:
		return need, fmt.Errorf("card %s: unknown verb %q", r.ID, r.Do)
	case r.Name == "" || r.NameEN == "" || r.Text == "" || r.TextEN == "":
		return need, fmt.Errorf("card %s: a name and a line in both languages are needed", r.ID)
	case r.Count < 1:
		return need, fmt.Errorf("card %s: count %d", r.ID, r.Count)
	case dealt && need.alone:
		return need, fmt.Errorf("card %s: %s cards are set apart, never dealt from the deck", r.ID, r.Do)
	case !dealt && !need.alone:
		return need, fmt.Errorf("card %s: %s cards belong in the deck (only the 待ち伏せ and the 重要拠点 are set apart)", r.ID, r.Do)
	case need.n && r.N < 1:
		return need, fmt.Errorf("card %s: %s needs N >= 1", r.ID, r.Do)
	case !need.n && !need.optN && r.N != 0:
		return need, fmt.Errorf("card %s: %s takes no N", r.ID, r.Do)
	case r.N < 0:
		return need, fmt.Errorf("card %s: negative N", r.ID)
	case need.npc && r.Ref == "":
		return need, fmt.Errorf("card %s: %s needs a Ref", r.ID, r.Do)
	case !need.npc && r.Ref != "":
		return need, fmt.Errorf("card %s: %s takes no Ref", r.ID, r.Do)
	case need.npc && l.npcs[r.Ref] == nil:
		return need, fmt.Errorf("card %s: %s names missing NPC %q", r.ID, r.Do, r.Ref)
	case need.chart != "" && l.charts[need.chart] == nil:
		return need, fmt.Errorf("card %s: %s rolls chart %q, which is missing", r.ID, r.Do, need.chart)
	}
	return need, nil
}

func (l *library) planetCard(r planetRow, dealt bool, seen ids) (PlanetCard, error) {
	need, err := l.checkCard(r.cardRow, planetVerbs, dealt, seen)
	if err != nil {
		return PlanetCard{}, err
	}
	if r.Take != need.take {
		return PlanetCard{}, fmt.Errorf("card %s: take %v with verb %s (only info and item cards are taken)", r.ID, r.Take, r.Do)
	}
	return PlanetCard{ID: r.ID, Name: r.Name, NameEN: r.NameEN, Do: r.Do, N: r.N, Ref: r.Ref, Take: r.Take,
		Text: r.Text, TextEN: r.TextEN}, nil
}

func (l *library) loadPlanets(data []byte) error {
	var f struct {
		Planets []nameRow   `json:"planets"`
		Raphnor nameRow     `json:"raphnor"`
		Ambush  planetRow   `json:"ambush"`
		Deck    []planetRow `json:"deck"`
	}
	if err := decode(data, &f); err != nil {
		return err
	}
	if len(f.Planets) != planetCount {
		return fmt.Errorf("%d planets, the board has six (4.5)", len(f.Planets))
	}
	for _, r := range f.Planets {
		n, err := r.name()
		if err != nil {
			return fmt.Errorf("planet: %v", err)
		}
		l.planets = append(l.planets, n)
	}
	var err error
	if l.raphnor, err = f.Raphnor.name(); err != nil {
		return fmt.Errorf("raphnor: %v", err)
	}
	seen := ids{}
	if l.ambush, err = l.planetCard(f.Ambush, false, seen); err != nil {
		return fmt.Errorf("ambush: %v", err)
	}
	if f.Ambush.Count != ambushes {
		return fmt.Errorf("ambush: count %d, there are four (A–D, 6.2)", f.Ambush.Count)
	}
	for _, r := range f.Deck {
		c, err := l.planetCard(r, true, seen)
		if err != nil {
			return err
		}
		for i := 0; i < r.Count; i++ {
			l.planetCards = append(l.planetCards, c)
		}
	}
	if len(l.planetCards) < planetDeckMin {
		return fmt.Errorf("the deck holds %d cards, the planet phase needs at least %d", len(l.planetCards), planetDeckMin)
	}
	return nil
}

func (l *library) baseCard(r baseRow, dealt bool, seen ids) (BaseCard, error) {
	need, err := l.checkCard(r.cardRow, baseVerbs, dealt, seen)
	if err != nil {
		return BaseCard{}, err
	}
	stat, ok := boardStatWords[r.Stat]
	switch {
	case need.stat && !ok:
		return BaseCard{}, fmt.Errorf("card %s: stat %q (dur, mind or both)", r.ID, r.Stat)
	case !need.stat && r.Stat != "":
		return BaseCard{}, fmt.Errorf("card %s: %s takes no stat (%q)", r.ID, r.Do, r.Stat)
	case r.Take != need.take:
		return BaseCard{}, fmt.Errorf("card %s: take %v with verb %s (only item cards are taken)", r.ID, r.Take, r.Do)
	}
	return BaseCard{ID: r.ID, Name: r.Name, NameEN: r.NameEN, Do: r.Do, N: r.N, Ref: r.Ref, Stat: stat, All: r.All,
		Take: r.Take, Text: r.Text, TextEN: r.TextEN}, nil
}

func (l *library) loadBases(data []byte) error {
	var f struct {
		Keys []baseRow `json:"keys"`
		Deck []baseRow `json:"deck"`
	}
	if err := decode(data, &f); err != nil {
		return err
	}
	seen := ids{}
	for _, r := range f.Keys {
		c, err := l.baseCard(r, false, seen)
		if err != nil {
			return fmt.Errorf("keys: %v", err)
		}
		for i := 0; i < r.Count; i++ {
			l.keys = append(l.keys, c)
		}
	}
	if len(l.keys) != keyCount {
		return fmt.Errorf("%d 重要拠点, the base has four (4.6)", len(l.keys))
	}
	for _, r := range f.Deck {
		c, err := l.baseCard(r, true, seen)
		if err != nil {
			return err
		}
		for i := 0; i < r.Count; i++ {
			l.baseCards = append(l.baseCards, c)
		}
	}
	if len(l.baseCards) < baseDeckMin {
		return fmt.Errorf("the deck holds %d cards, the base needs at least %d", len(l.baseCards), baseDeckMin)
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
