package book

import (
	"fmt"
	"slices"
	"strings"
)

// CCards are the 86 combat cards in a fixed order; a card's index is its identity in a game.
// Read-only.
func CCards() []CCard { return lib().ccards }

// Characters is every sheet, the normal ones (dealt at the start) first and the 特殊キャラクター
// after, each group in the data file's order. The sheets are shared: read-only.
func Characters() []*Character { return lib().characters }

// CharacterByID is the sheet with that ID, nil if unknown. (A function named Character would
// clash with the type.)
func CharacterByID(id string) *Character { return lib().charByID[id] }

// Silhouettes are the silhouette names, each with its number of copies. Read-only.
func Silhouettes() []Silhouette { return lib().silhouettes }

// AbilityCards are the kinds of 能力カード, each with its number of copies. Read-only.
func AbilityCards() []AbilityCard { return lib().abilityCards }

// NPCs are every NPC and obstacle, by ID. Read-only.
func NPCs() []*NPC {
	out := make([]*NPC, 0, len(lib().npcs))
	for _, n := range lib().npcs {
		out = append(out, n)
	}
	slices.SortFunc(out, func(a, b *NPC) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Charts are every chart, by ID. Read-only.
func Charts() []*Chart {
	out := make([]*Chart, 0, len(lib().charts))
	for _, c := range lib().charts {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *Chart) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// NPCByID is the NPC or obstacle with that ID, nil if unknown.
func NPCByID(id string) *NPC { return lib().npcs[id] }

// ChartByID is the chart with that ID ("trap", "fire.beam"), nil if unknown.
func ChartByID(id string) *Chart { return lib().charts[id] }

// Column is the damage-table column of 火力 fire against a declared 耐久力 dur: the ratio as
// n:1 rounded down (seed 5.4: 35 against 6 is 5:1), every ratio below 1:1 on column 0, 1:2以下
// (seed 5.6: 4 against 5), and 10:1 or more on the last column.
func Column(fire, dur int) int {
	if fire <= 0 {
		return 0
	}
	if dur <= 0 {
		return DamageColumns - 1
	}
	return min(fire/dur, DamageColumns-1)
}

// Damage is the damage-table cell for a 2D6 roll in a column; the roll is clamped to 2..12 and
// the column to 0..10.
func Damage(roll, column int) int {
	return lib().damage[clamp(roll, 2, 12)-2][clamp(column, 0, DamageColumns-1)]
}

// ShiftColumn moves a column by a [格闘:X] difference, stopping at either edge (AMB-15 a).
func ShiftColumn(col, by int) int { return clamp(col+by, 0, DamageColumns-1) }

// WeaponFire is the 火力 of a weapon ("raygun", "blaster", "bazooka", "beam") for a 1D6 roll
// on the 武器火力 chart. It panics on a weapon with no chart: the data name only known ones.
func WeaponFire(weapon string, d6 int) int {
	c := lib().charts["fire."+weapon]
	if c == nil {
		panic(fmt.Sprintf("book: no 武器火力 chart for weapon %q", weapon))
	}
	return c.Lookup(d6).N
}

// WeaponLevel is the LV of an attack made with a weapon: a 武器火力 weapon ("beam") has the LV
// of its Cカード (ビームキャノン, 4), a Cカード name its own LV; 0 when neither is known.
func WeaponLevel(weapon string) int { return lib().weaponLevel(weapon) }

// CCardByName lists the indexes in CCards of the cards of that name and, unless level is 0,
// of that LV.
func CCardByName(name string, level int) []int {
	var out []int
	for i, c := range CCards() {
		if c.Name == name && (level == 0 || c.Level == level) {
			out = append(out, i)
		}
	}
	return out
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }
