package book

// The planet cards (惑星編, seed 4.5) and the base cards (秘密基地編, 4.6) are what the cells of the
// two boards hold. The seed prints neither deck (its PART.3 is missing, AMB-30), so both are
// designed; docs/rules/locke.md gives the compositions and the reasons. A card says what it
// does as a verb with its figures, like a chart's row; the rules interpret the verb.

// PlanetCard is one kind of planet card. PlanetCards lists the physical cards, so a card's index
// there is its identity in a game.
type PlanetCard struct {
	ID     string // stable key ("blank", "info", "secret-info", "battle", ...)
	Name   string
	NameEN string
	// Do is the verb: blank, nothing, info, battle, arrest, trap, item, reveal_self,
	// reveal_other, heal, or ambush (the 待ち伏せ card only).
	Do  string
	N   int    // info: how many 情報入手 it counts as; item: ability cards gained
	Ref string // no planet verb names anything yet; kept so a card row reads like a chart row
	// Take: the finder takes the card off the board (情報入手 and items, which a character holds
	// until the planet phase ends); any other card stays face up and acts again on every later
	// visit (AMB-33 a).
	Take   bool
	Text   string // what the card does (Japanese), for the log and help
	TextEN string
}

// BaseCard is one kind of base card. BaseCards lists the physical cards, so a card's index there
// is its identity in a game.
type BaseCard struct {
	ID     string
	Name   string
	NameEN string
	// Do is the verb: nothing, key (the 重要拠点 only), teleport_random, trap, battle, npc,
	// damage, heal, illusion, blackhole, whitehole, item.
	Do  string
	N   int    // damage: the damage; heal: the amount, 0 for full; illusion: the LV; item: cards
	Ref string // npc: the NPC (an ID of NPCByID)
	// Stat is what heal and damage act on: Dur, Mind, or 0 for both.
	Stat Stat
	// All: printed 対象:全てのキャラクター, so base players feel it too (4.6); every other card
	// acts on searchers only.
	All bool
	// Take: the searcher who uses it takes it off the board (the item room, whose ability card
	// is had once); any other card stays face up and acts again on every later visit.
	Take   bool
	Text   string
	TextEN string
}

// Name is a place's name in both languages.
type Name struct{ Name, NameEN string }

// PlanetCards is the planet deck, the physical cards in the data file's order (the 待ち伏せ cards
// are not in it). Read-only.
func PlanetCards() []PlanetCard { return lib().planetCards }

// AmbushCard is the 待ち伏せ card. Four exist (A, B, C, D: who is in charge of each, 4.5); the
// rules place four, or two and three at five and six players (6.2).
func AmbushCard() PlanetCard { return lib().ambush }

// BaseCards is the base deck, the physical cards in the data file's order (the 重要拠点 are not
// in it). Read-only.
func BaseCards() []BaseCard { return lib().baseCards }

// KeyCards are the four 重要拠点 (指令室, 研究室, コンピュータ・ルーム, エネルギー・ルーム), Do "key".
// Read-only.
func KeyCards() []BaseCard { return lib().keys }

// PlanetNames are the six planets in board order. Read-only.
func PlanetNames() []Name { return lib().planets }

// Raphnor is 惑星ラフノール, where the planet cards the 待ち伏せ displace are laid (4.5).
func Raphnor() Name { return lib().raphnor }

// The smallest decks the boards can be played with; the loader refuses smaller ones.
const (
	planetCount = 6  // planets on the board (4.5)
	boardCells  = 36 // six planets of six cells (4.5); the base is 6 × 6 (4.6)
	keyCount    = 4  // 重要拠点 (4.6)
	ambushes    = 4  // 待ち伏せ A–D (4.5, 6.2)
	// planetDeckMin: the planet deck covers the dealt cells and then the cards the base
	// players turn over when the planet phase ends, ceil(T ÷ searchers) each, where T is 18, or
	// the cards dealt at five and six players (4.5, 6.2). The seats are split by silhouette, and
	// either side may outnumber the (E) sheets dealt (4.1), so the worst tables are six players
	// (24 dealt, four base players, two searchers: 24 + 4 × 12) and nine (36 dealt, six and
	// three: 36 + 6 × 6). Both need 72. This counts the searchers as seated at set-up (AMB-03 a);
	// the 待ち伏せ cards displace dealt cards to 惑星ラフノール and take none from the pile.
	planetDeckMin = 72
	// baseDeckMin: the base deals one card a cell (4.6); the loader asks four more, a margin
	// the size of the 重要拠点 set, so a trimmed deck is refused well before a deal runs dry.
	baseDeckMin = boardCells + keyCount
)
