package scenes

import (
	"strings"

	"zashiki/rules/boss"
	"zashiki/rules/chaos"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/rules/napoleon"
	"zashiki/scenes/i18n"
)

// A replay's "all revealed" viewpoint draws the board through one seat's eyes, the seat the
// replay opened with (the first human's), so the hand at the bottom of the board shows its
// faces, and lists beside it what each seat alone knows, read from that seat's own View. The
// board is never handed a view that mixes seats, so it cannot show more than the rules let
// one viewer see; the list is where everything else is revealed. Nobody's eyes (View(-1))
// drew the bottom hand face down, which read as hidden in a view that reveals all; the seat
// to act would turn the whole table round at every change of turn.

// revealed is what one seat's own View holds beyond the public part: card identifiers the
// board draws (CardImage), and words for what is not a card it can draw.
type revealed struct {
	cards []int
	words []string
}

// revealers read each game's View for the list; a game without one shows nothing there.
var revealers = map[string]func(v engine.View, lang i18n.Lang, label func(int) string) revealed{
	"boss": func(v engine.View, _ i18n.Lang, _ func(int) string) revealed {
		return revealed{cards: v.(*boss.View).Hand}
	},
	"chaos": func(v engine.View, _ i18n.Lang, _ func(int) string) revealed {
		return revealed{cards: v.(*chaos.View).Hand}
	},
	"freeeight": func(v engine.View, _ i18n.Lang, _ func(int) string) revealed {
		return revealed{cards: ints(v.(*freeeight.View).Hand)}
	},
	"napoleon": func(v engine.View, lang i18n.Lang, label func(int) string) revealed {
		nv := v.(*napoleon.View)
		r := revealed{cards: ints(nv.Hand)}
		if len(nv.Discards) > 0 {
			r.words = append(r.words, i18n.T(lang, "replay.discards", labels(ints(nv.Discards), label)))
		}
		return r
	},
	// 超人ロック: the sheet, the Cカード in hand and the ability cards, in words (the board
	// draws no card pictures).
	"locke": func(v engine.View, lang i18n.Lang, label func(int) string) revealed {
		lv := v.(*locke.View)
		var r revealed
		if sh := book.CharacterByID(lv.Sheet); sh != nil {
			name := sh.Name
			if lang == i18n.En {
				name = sh.NameEN
			}
			r.words = append(r.words, name)
		}
		r.words = append(r.words, labels(lv.Hand, label))
		if len(lv.Items) > 0 {
			refs := make([]int, len(lv.Items))
			for i, it := range lv.Items {
				refs[i] = locke.ItemBase + it
			}
			r.words = append(r.words, i18n.T(lang, "replay.items", labels(refs, label)))
		}
		return r
	},
}

func ints(cs []deck.Card) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	return out
}

func labels(ids []int, label func(int) string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = label(id)
	}
	return strings.Join(out, " ")
}
