package scenes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// spacedParticle finds a space between a name (%s) and the particle (or さん) after it in
// Japanese, or between a particle and the name after it (次は %s).
var spacedParticle = regexp.MustCompile(`%s [がのはをにともでへやさ]|[はがのをに] %s`)

// appKeys are the catalogue areas of the screens around the tables (scenes/i18n/app.go).
var appKeys = []string{"game.", "menu.", "notice.", "common.", "table.", "settings.", "name.",
	"setup.", "bot.", "log.", "curtain.", "help.scroll", "results."}

// TestJapaneseNamesTouchTheirParticles: 「けんじの番です」, not 「けんじ の番です」, in every
// message of the screens around the tables; the games' own messages found with the space are
// listed in the test's log for their tables.
func TestJapaneseNamesTouchTheirParticles(t *testing.T) {
	keys := i18n.Keys()
	slices.Sort(keys)
	for _, k := range keys {
		ja := i18n.T(i18n.Ja, k)
		if !spacedParticle.MatchString(strings.ReplaceAll(ja, "%d", "%s")) {
			continue
		}
		if slices.ContainsFunc(appKeys, func(p string) bool { return strings.HasPrefix(k, p) }) {
			t.Errorf("%s: %q has a space between a name and its particle", k, ja)
		} else {
			t.Logf("game message with a space before its particle: %s %q", k, ja)
		}
	}
}

// TestTableTextStaysLegibleInSmallWindows: at 960×540 and in a smaller window the table's
// own text (the log above all) is drawn at the floor or larger, and the log keeps a width
// that holds a readable line.
func TestTableTextStaysLegibleInSmallWindows(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		humanTurnTable(t, a, 2)
		for _, sz := range []struct{ w, h int }{{960, 540}, {800, 450}, {640, 360}} {
			a.Layout(sz.w, sz.h)
			step(t, a, 2)
			img := uitest.Snapshot(sz.w, sz.h, a.Draw)
			uitest.Save(t, "table-small-"+strconv.Itoa(sz.w)+"-"+lang.Code(), img)
			floor := ui.MinSize(a.U)
			if got := ui.Legible(ui.SizeSmall * a.U); got < floor || floor < 11 {
				t.Errorf("%d×%d: the log is drawn at %.1f px (floor %.1f)", sz.w, sz.h, got, floor)
			}
			if w := logWidth(a); w < 200 {
				t.Errorf("%d×%d: the log is %.0f px wide", sz.w, sz.h, w)
			}
		}
		a.Layout(shotW, shotH)
		// The screens around the table, for the eye: the floor raises their small print too.
		a.Home()
		a.Push(NewSetup(a, Catalog[2]))
		for _, sz := range []struct{ w, h int }{{960, 540}, {640, 360}} {
			a.Layout(sz.w, sz.h)
			step(t, a, 2)
			uitest.Save(t, "setup-small-"+strconv.Itoa(sz.w)+"-"+lang.Code(), uitest.Snapshot(sz.w, sz.h, a.Draw))
		}
		a.Layout(shotW, shotH)
	}
}
