package locke

import (
	"fmt"
	"slices"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	_ "zashiki/scenes/locke/terms" // the words of the book's things the labels name
)

// The 超人ロック table's words for what the rules ask: a button label for each legal action, the
// prompt over the buttons, a longer tip, and a hint's sentence (hints.go). They read the asking
// seat's View alone, name cards, abilities, places, seats and fighters in words (the same words
// as the log), take their text from scenes/i18n/locke_table.go, and go by the question asked
// (questions.go).

// seatNames names the seats (the table's seat names) for labels and prompts.
type seatNames func(seat int) string

// actionLabel is the button label for action a offered to v's seat now: short, unambiguous
// among the other actions offered at the same moment, naming cards, abilities, places, seats,
// fighters and numbers in words. A declaration names its stat and value and marks the true
// value.
func actionLabel(l i18n.Lang, v *rl.View, a rl.Action, name seatNames) string {
	return words{l, v, name}.action(a)
}

// promptLine is the line over the buttons: what is asked of v's seat now when asked (it has
// legal actions), else what the table waits for. A window's prompt names nobody it asks: who is
// asked is each seat's own knowledge.
func promptLine(l i18n.Lang, v *rl.View, asked bool, name seatNames) string {
	w := words{l, v, name}
	switch {
	case v.Ask.Kind == rl.AskNone:
		return w.idle()
	case asked:
		return w.asking()
	}
	return w.waiting()
}

// actionDetail is a longer explanation of an action for a hover tip; "" when the label says it
// all.
func actionDetail(l i18n.Lang, v *rl.View, a rl.Action, name seatNames) string {
	return words{l, v, name}.detail(a)
}

// fighterName names a participant of v's combat as labels and prompts do: a character by its
// seat's name, an NPC by its name, numbered among NPCs of one name.
func fighterName(l i18n.Lang, v *rl.View, f int, name seatNames) string {
	return words{l, v, name}.fighter(f)
}

// sideWord is an alignment's word; trumpWord names a set-up trump.
func sideWord(l i18n.Lang, s book.Side) string { return words{l: l}.side(s) }
func trumpWord(l i18n.Lang, t int) string      { return words{l: l}.trump(t) }

// placeName names a place of the boards, a spaceport marked.
func placeName(l i18n.Lang, place int) string { return words{l: l}.place(place) }

// words renders for one seat's View in one language.
type words struct {
	l    i18n.Lang
	v    *rl.View
	name seatNames
}

func (w words) t(key string, args ...any) string { return i18n.T(w.l, "locke.ui."+key, args...) }

// verbArg is what a verb's first number names.
func verbArg(v rl.Verb) rl.Arg {
	a, _ := v.Args()
	return a
}

// lockeDeclNames name what a declaration is for (rules/locke/state.go DeclFor) in the keys; a
// 幻覚 room is resisted as the card is.
var lockeDeclNames = map[rl.DeclFor]string{
	rl.ForActivate: "activate", rl.ForMind: "mind", rl.ForDamage: "damage",
	rl.ForMelee: "melee", rl.ForMeleeTarget: "meleetarget", rl.ForResist: "resist",
	rl.ForResistMind: "resistmind", rl.ForBlock: "block", rl.ForBlockMind: "blockmind",
	rl.ForReform: "reform", rl.ForTeleport: "teleport", rl.ForIntrude: "intrude",
	rl.ForPartyTeleport: "partytele", rl.ForJail: "jail", rl.ForRoom: "resist",
	rl.ForRoomMind: "resistmind",
}

// action is the label of a.
func (w words) action(a rl.Action) string {
	switch a.Verb {
	case rl.VerbLv, rl.VerbMind, rl.VerbDur:
		return w.declaration(a)
	}
	return w.t(w.actKey(a), w.actArgs(a)...)
}

// actKey is the key of a's label: keyOf's in the labels' area.
func (w words) actKey(a rl.Action) string { return w.keyOf("act", a) }

// keyOf is the verb's key in an area of the catalogue (act, hint), the most particular there
// is: its variant, then the question it answers, then the verb alone.
func (w words) keyOf(area string, a rl.Action) string {
	base := area + "." + a.Verb.String()
	for _, suffix := range []string{w.variant(a), w.context()} {
		if suffix != "" && i18n.Has("locke.ui."+base+"."+suffix) {
			return base + "." + suffix
		}
	}
	return base
}

// variant is what makes one verb read differently by what it acts with.
func (w words) variant(a rl.Action) string {
	switch a.Verb {
	case rl.VerbDefend:
		if cc, _ := ccard(a.A); cc.Kind == book.CEscape {
			return "escape" // a dodge rather than a block
		}
	case rl.VerbWeapon:
		if ab, _ := w.ability(a.A); ab != nil && ab.Effect == book.Proxy {
			return "proxy"
		}
	case rl.VerbPre:
		if ab, _ := w.ability(a.A); ab != nil && ab.Effect == book.Minions {
			return "minions"
		}
	case rl.VerbPlace:
		if rl.InBase(a.A) {
			return "key"
		}
	case rl.VerbEnd:
		if w.v.Ask.Kind == rl.AskSupport && w.v.Ask.Count == 1 {
			return "support1"
		}
	}
	return ""
}

// context names the question under way, the set-up's refusals apart from its silhouettes.
func (w words) context() string {
	if w.v.Ask.Kind == rl.AskSetup && w.v.Board.Setup.Stage == rl.SetupRefuse {
		return "refuse"
	}
	return questions[w.v.Ask.Kind].name
}

// actArgs are the words a's label is made of.
func (w words) actArgs(a rl.Action) []any {
	switch a.Verb {
	case rl.VerbThere, rl.VerbAlive: // no number: the verb rolls the chart of its name
		return []any{w.chart(a.Verb.String())}
	}
	switch verbArg(a.Verb) {
	case rl.ArgHand:
		return []any{w.handCard(a.A)}
	case rl.ArgFace:
		return []any{w.card(a.A)}
	case rl.ArgAbility:
		if w.variant(a) == "minions" {
			return []any{w.abilityName(a.A), a.B}
		}
		return []any{w.abilityName(a.A)}
	case rl.ArgFighter:
		return []any{w.fighter(a.A)}
	case rl.ArgSeat:
		return []any{w.name(a.A)}
	case rl.ArgPlace:
		return []any{w.place(a.A)}
	case rl.ArgPlanet:
		return []any{w.planet(a.A)}
	case rl.ArgStat:
		return []any{i18n.T(w.l, string(rl.StatTerm(book.Stat(a.A))))}
	case rl.ArgSilhouette:
		return []any{w.silhouette(a.A)}
	}
	switch a.Verb {
	case rl.VerbClaim:
		return []any{w.side(w.v.Side())}
	case rl.VerbPropose:
		return []any{len(w.v.Board.Invited)}
	case rl.VerbBoost, rl.VerbHinder:
		return []any{w.residualFire()}
	}
	return nil
}

// declaration labels a declared value with its stat, the [格闘:X] declared with it, and a mark
// on the true value (the highest the rules offer: 3.1 lets a seat declare up to it).
func (w words) declaration(a rl.Action) string {
	key := "act." + a.Verb.String()
	if a.Suit {
		key = "act.dur.suit"
		if w.melee() {
			key = "act.dur.meleesuit"
		}
	}
	s := w.t(key, a.A)
	if a.X > 0 {
		s = w.t("act.shift", s, a.X)
	}
	if a.A == w.trueValue(a) {
		s = w.t("act.true", s)
	}
	return s
}

// melee reports whether the declaration under way is a melee's.
func (w words) melee() bool {
	f := w.v.Ask.For
	return f == rl.ForMelee || f == rl.ForMeleeTarget
}

// trueValue is the value of a's stat the seat truly has now, as the rules bound its
// declarations (rules/locke/legal.go declarations): a melee adds the minions, a suit's
// declaration is the suit's 耐久力 left (added to the body's in a melee).
func (w words) trueValue(a rl.Action) int {
	b := w.v.Body()
	switch a.Verb {
	case rl.VerbLv:
		return b.Lv
	case rl.VerbMind:
		return max(b.Mind, 1)
	}
	body := max(b.Dur, 1)
	if w.melee() {
		if f := w.v.Ask.Fighter; f >= 0 && f < len(w.v.Fight.Fighters) {
			body += w.v.Fight.Fighters[f].Minions
		}
	}
	switch {
	case !a.Suit:
		return body
	case w.melee():
		return body + w.suitLeft()
	}
	return w.suitLeft()
}

// suitLeft is the 耐久力 left in the seat's suit: its sheet's first suit not broken.
func (w words) suitLeft() int {
	sh := book.CharacterByID(w.v.Sheet)
	if sh == nil {
		return 0
	}
	for i, ab := range sh.Abilities {
		if ab.Effect == book.Suit && i < len(w.v.Suits) && w.v.Suits[i] < ab.X {
			return ab.X - w.v.Suits[i]
		}
	}
	return 0
}

// ccard is Cカード c of the book.
func ccard(c int) (book.CCard, bool) {
	if c < 0 || c >= len(book.CCards()) {
		return book.CCard{}, false
	}
	return book.CCards()[c], true
}

// card names a Cカード by its face: its name, LV and 火力 as printed.
func (w words) card(c int) string {
	cc, ok := ccard(c)
	switch {
	case !ok:
		return i18n.T(w.l, "common.acard")
	case cc.Level == 0:
		return bookName(w.l, cc.Name, cc.NameEN)
	case cc.Fire == 0:
		return w.t("card.lv", bookName(w.l, cc.Name, cc.NameEN), cc.Level)
	}
	return w.t("card.fire", bookName(w.l, cc.Name, cc.NameEN), cc.Level, cc.Fire)
}

// handCard names a card of the hand; when the hand holds other cards of the same face, which
// copy it is, so that each card the rules offer has its own button.
func (w words) handCard(c int) string {
	label := w.card(c)
	cc, ok := ccard(c)
	if !ok {
		return label
	}
	var same []int
	for _, h := range w.v.Hand {
		if hc, _ := ccard(h); hc.Name == cc.Name && hc.Level == cc.Level && hc.Fire == cc.Fire && !slices.Contains(same, h) {
			same = append(same, h)
		}
	}
	if len(same) < 2 {
		return label
	}
	slices.Sort(same)
	return w.t("nth", label, slices.Index(same, c)+1)
}

// ability is the seat's ability number ref (its sheet's or an ability card's, numbered as the
// rules number them: rl.AbilityRef), and whether it is an ability card's.
func (w words) ability(ref int) (*book.Ability, bool) {
	if sh := book.CharacterByID(w.v.Sheet); sh != nil {
		for i := range sh.Abilities {
			if int(rl.AbilityRef(&sh.Abilities[i])) == ref {
				return &sh.Abilities[i], false
			}
		}
	}
	cards := book.AbilityCards()
	for _, k := range w.v.Items {
		if k >= 0 && k < len(cards) && int(rl.AbilityRef(&cards[k].Ability)) == ref {
			return &cards[k].Ability, true
		}
	}
	return nil, false
}

// abilityName names an ability; an ability card that shares its name with another of the
// seat's abilities says it is the card.
func (w words) abilityName(ref int) string {
	ab, item := w.ability(ref)
	if ab == nil {
		return w.t("ability")
	}
	name := bookName(w.l, ab.Name, ab.NameEN)
	if !item {
		return name
	}
	if sh := book.CharacterByID(w.v.Sheet); sh != nil {
		for i := range sh.Abilities {
			if bookName(w.l, sh.Abilities[i].Name, sh.Abilities[i].NameEN) == name {
				return w.t("itemmark", name)
			}
		}
	}
	return name
}

// fighter names a participant of the combat: a character or 残留思念 by its seat's name, an NPC
// by its name, numbered when several NPCs of one name take part.
func (w words) fighter(f int) string {
	fs := w.v.Fight.Fighters
	if f < 0 || f >= len(fs) {
		return w.t("none")
	}
	base := w.fighterBase(f)
	if fs[f].Kind == rl.PC || fs[f].Kind == rl.Residual {
		return base
	}
	n, nth := 0, 0
	for i := range fs {
		if fs[i].Kind != rl.PC && fs[i].Kind != rl.Residual && w.fighterBase(i) == base {
			n++
			if i <= f {
				nth++
			}
		}
	}
	if n > 1 {
		return w.t("nth", base, nth)
	}
	return base
}

func (w words) fighterBase(f int) string {
	fi := &w.v.Fight.Fighters[f]
	switch fi.Kind {
	case rl.PC:
		return w.name(fi.Seat)
	case rl.Residual:
		return w.t("residual", w.name(fi.Seat))
	}
	return i18n.T(w.l, string(rl.NPCTerm(fi.NPC)))
}

// place names a place of the boards as the log does, a spaceport marked.
func (w words) place(p int) string {
	s := i18n.T(w.l, string(rl.PlaceTerm(p)))
	if rl.Spaceport(p) {
		return w.t("spaceport", s)
	}
	return s
}

// planet names the planet of a place.
func (w words) planet(p int) string {
	names := book.PlanetNames()
	if i := p / rl.PlanetCells; p >= 0 && i < len(names) {
		return bookName(w.l, names[i].Name, names[i].NameEN)
	}
	return w.place(p)
}

// silhouette names silhouette i of the book with its alignment: two names are worn on two
// sides (ラン, グルンベルグ).
func (w words) silhouette(i int) string {
	sils := book.Silhouettes()
	if i < 0 || i >= len(sils) {
		return w.t("none")
	}
	return w.t("silhouette", i18n.T(w.l, string(rl.SilhouetteTerm(sils[i].ID))), i18n.SideMarks([]book.Side{sils[i].Side}))
}

// side is an alignment's word.
func (w words) side(s book.Side) string {
	return w.t(fmt.Sprintf("side.%d", min(max(int(s), 1), 3)))
}

// residualFire is the 火力 of the seat's own 残留思念 in the combat.
func (w words) residualFire() int {
	for _, fi := range w.v.Fight.Fighters {
		if fi.Kind == rl.Residual && fi.Seat == w.v.Seat && fi.In() {
			return fi.Fire
		}
	}
	return 0
}

// trump names a set-up trump: 1..10 black ace to 10, 11..20 red ace to 10.
func (w words) trump(t int) string {
	if t <= 0 {
		return w.t("trump.none")
	}
	rank := fmt.Sprint((t-1)%10 + 1)
	if rank == "1" {
		rank = w.t("trump.ace")
	}
	if t > 10 {
		return w.t("trump.red", rank)
	}
	return w.t("trump.black", rank)
}

// ownFighter is the seat's fighter, nil when it is in no combat.
func (w words) ownFighter() *rl.Fighter {
	if f := w.v.Chars[w.v.Seat].Fighter; f >= 0 && f < len(w.v.Fight.Fighters) {
		return &w.v.Fight.Fighters[f]
	}
	return nil
}

// face is the card the Cカード in use is played as.
func face(u rl.Use) int {
	if u.As >= 0 {
		return u.As
	}
	return u.Card
}

// asking is the prompt of the question put to the seat, with why it is asked.
func (w words) asking() string {
	q := questions[w.v.Ask.Kind]
	p := w.t("ask." + q.name)
	if q.prompt != nil {
		p = q.prompt(w)
	}
	return w.t("because", p, w.t(q.whyKey(w)))
}

// chart names a chart of the book.
func (w words) chart(id string) string { return i18n.T(w.l, string(rl.ChartTerm(id))) }

// pending names the main action waiting for its target: its card, its ability, a melee, or
// the seat's 残留思念's attack.
func (w words) pending() string {
	pd := w.v.Pending
	switch {
	case pd.Verb == rl.VerbWild:
		return w.card(pd.B)
	case pd.Verb == rl.VerbWeapon:
		return w.abilityName(pd.A)
	case pd.Verb == rl.VerbMelee:
		return w.t("act.melee")
	case verbArg(pd.Verb) == rl.ArgHand:
		return w.card(pd.A)
	}
	return w.t("act.residual")
}

// declPrompt is the prompt of a declaration: what it is for, and the figures it is made against.
func (w words) declPrompt() string {
	v := w.v
	a := &v.Ask
	key := "decl." + lockeDeclNames[a.For]
	switch a.For {
	case rl.ForActivate:
		return w.t(key, w.card(face(v.Fight.Use)))
	case rl.ForMind, rl.ForBlockMind:
		return w.t(key, a.Count)
	case rl.ForDamage:
		return w.t(key, v.Fight.Hit.Fire)
	case rl.ForMeleeTarget:
		return w.t(key, w.fighter(v.Fight.Hit.By), v.Fight.Hit.Fire)
	case rl.ForResist, rl.ForResistMind:
		return w.t(key, v.Fight.Illusion)
	case rl.ForRoom, rl.ForRoomMind:
		return w.t(key, a.Count) // the room's LV
	case rl.ForBlock:
		return w.t(key, w.card(v.Fight.Block))
	case rl.ForReform:
		return w.t(key, w.name(v.Fight.Reform))
	case rl.ForJail:
		return w.t(key, a.Lv)
	}
	return w.t(key) // melee, teleport, intrude, partytele
}

// setupPrompt is the prompt of the set-up's question under way.
func (w words) setupPrompt() string {
	v := w.v
	switch v.Board.Setup.Stage {
	case rl.SetupRefuse:
		name := ""
		if sh := book.CharacterByID(v.Sheet); sh != nil {
			name = bookName(w.l, sh.Name, sh.NameEN)
		}
		return w.t("ask.refuse", name)
	case rl.SetupChange:
		return w.t("ask.change")
	case rl.SetupRechoose:
		return w.t("ask.rechoose", w.trump(v.Choice.Trump))
	case rl.SetupForce:
		return w.t("ask.force")
	}
	return w.t("ask.choose", w.trump(v.Choice.Trump))
}

// destKey says what the places of an AskDest are for: an escape's move (5.7), the spaceport
// to start on, the cell to enter the base on, or a teleport's landing.
func (w words) destKey() string {
	b := &w.v.Board
	at := rl.OffBoard
	if w.v.Seat < len(b.Pos) {
		at = b.Pos[w.v.Seat]
	}
	switch {
	case b.Escaping == w.v.Seat:
		return "ask.dest.escape"
	case at == rl.OffBoard:
		return "ask.dest.start"
	case b.Part == rl.PartBase && !rl.InBase(at):
		return "ask.dest.enter"
	}
	return "ask.dest"
}

// twinHere reports whether a living character wearing the seat's silhouette shares its cell:
// the combat is then not the seat's to refuse (3.2).
func (w words) twinHere() bool {
	b := &w.v.Board
	me := w.v.Seat
	if len(b.Pos) != len(w.v.Chars) {
		return false
	}
	for t, c := range w.v.Chars {
		if t != me && c.Alive && b.Pos[t] == b.Pos[me] && c.Silhouette == w.v.Chars[me].Silhouette {
			return true
		}
	}
	return false
}

// waiting is what the table waits for while the seat is not asked: a window names nobody.
func (w words) waiting() string {
	a := &w.v.Ask
	q, ok := questions[a.Kind]
	switch {
	case !ok:
		return w.t("wait.none")
	case a.Seats != nil && a.Kind == rl.AskSetup:
		if w.v.Board.Setup.Stage == rl.SetupRefuse {
			return w.t("wait.refuse")
		}
		return w.t("wait.choose")
	case a.Seats != nil:
		return w.baseWait(w.t("wait." + q.wait))
	case a.Kind == rl.AskDeclare:
		return w.baseWait(w.t("wait.declare", w.name(a.Seat), i18n.T(w.l, string(rl.StatTerm(a.Stat)))))
	}
	return w.baseWait(w.t("wait."+q.wait, w.name(a.Seat)))
}

// idle is the line when nothing is asked: the game is over, or the rules are between steps.
func (w words) idle() string {
	if w.v.Board.Part == rl.PartOver {
		return w.t("wait.over")
	}
	return w.baseWait(w.t("wait.none"))
}

// baseWait adds to a waiting line, for a base player in the planet phase out of any combat,
// why it never moves: base players have no turns until the base phase (4.5).
func (w words) baseWait(s string) string {
	if !w.basePlanet() || w.v.Fight.On && w.v.Chars[w.v.Seat].Fighter >= 0 {
		return s
	}
	return w.t("wait.baseplanet", s)
}

// basePlanet reports whether the seat is a base player in the planet phase.
func (w words) basePlanet() bool {
	b := &w.v.Board
	return b.Part == rl.PartPlanet && w.v.Seat >= 0 && w.v.Seat < len(b.Role) && b.Role[w.v.Seat] == rl.BasePlayer
}

// detail is the tip of an action: a card's or an ability's full text, a declaration's true
// value and what declaring means, a fighter's silhouette, or the verb's own tip.
func (w words) detail(a rl.Action) string {
	switch verbArg(a.Verb) {
	case rl.ArgHand, rl.ArgFace:
		return w.cardTip(a.A)
	case rl.ArgAbility:
		if ab, _ := w.ability(a.A); ab != nil {
			return w.t("tipability", w.abilityName(a.A), bookName(w.l, ab.Text, ab.TextEN))
		}
		return ""
	case rl.ArgFighter:
		if fs := w.v.Fight.Fighters; a.A >= 0 && a.A < len(fs) && fs[a.A].Kind == rl.PC {
			if sil := w.v.Chars[fs[a.A].Seat].Silhouette; sil != "" {
				return w.t("tipsilhouette", i18n.T(w.l, string(rl.SilhouetteTerm(sil))))
			}
		}
		return ""
	}
	switch a.Verb {
	case rl.VerbLv, rl.VerbMind:
		return w.t("tiptrue", w.trueValue(a))
	case rl.VerbDur:
		return w.t("tiptruedur", w.trueValue(a))
	}
	if key := "locke.ui.tip." + a.Verb.String(); i18n.Has(key) {
		return i18n.T(w.l, key)
	}
	return ""
}

// cardTip is a Cカード's full face: its kind, linkable or piercing, and what a special card does.
func (w words) cardTip(c int) string {
	cc, ok := ccard(c)
	if !ok {
		return ""
	}
	parts := []string{w.t(fmt.Sprintf("tipcard.kind.%d", cc.Kind))}
	if cc.Sync {
		parts = append(parts, w.t("tipcard.sync"))
	}
	if cc.Pierce {
		parts = append(parts, w.t("tipcard.pierce"))
	}
	if cc.Special != book.NotSpecial {
		parts = append(parts, w.t(fmt.Sprintf("tipcard.special.%d", cc.Special)))
	}
	text := parts[0]
	for _, p := range parts[1:] {
		text += w.t("tipcard.sep") + p
	}
	return w.t("tipcard", w.card(c), text)
}
