//go:build !js

package scenes

import (
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/store"
)

func TestLocaleLangFollowsPOSIXPrecedence(t *testing.T) {
	cases := []struct {
		name string
		env  map[string]string
		want i18n.Lang
		ok   bool
	}{
		{"nothing set", nil, i18n.Ja, false},
		{"LANG Japanese", map[string]string{"LANG": "ja_JP.UTF-8"}, i18n.Ja, true},
		{"LANG English", map[string]string{"LANG": "en_US.UTF-8"}, i18n.En, true},
		{"LANG other language", map[string]string{"LANG": "fr_FR.UTF-8"}, i18n.En, true},
		{"LANG C", map[string]string{"LANG": "C.UTF-8"}, i18n.En, true},
		{"LANG bare ja", map[string]string{"LANG": "ja"}, i18n.Ja, true},
		{"LC_MESSAGES over LANG", map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"}, i18n.Ja, true},
		{"LC_ALL over LC_MESSAGES", map[string]string{"LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "en_GB.UTF-8"}, i18n.En, true},
		{"LC_ALL over LANG", map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "ja_JP.eucJP"}, i18n.Ja, true},
		{"empty LC_ALL is unset", map[string]string{"LC_ALL": "", "LANG": "ja_JP.UTF-8"}, i18n.Ja, true},
		{"empty LC_MESSAGES is unset", map[string]string{"LC_MESSAGES": "", "LANG": "de_DE.UTF-8"}, i18n.En, true},
		{"only LC_MESSAGES", map[string]string{"LC_MESSAGES": "en_US.UTF-8"}, i18n.En, true},
		{"other variables ignored", map[string]string{"LC_TIME": "en_US.UTF-8", "LC_CTYPE": "en_US.UTF-8"}, i18n.Ja, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := localeLang(func(k string) string { return c.env[k] })
			if got != c.want || ok != c.ok {
				t.Errorf("localeLang(%v) = %v, %v; want %v, %v", c.env, got, ok, c.want, c.ok)
			}
		})
	}
}

// The desktop app starts in the locale's language until the player has chosen one; then the
// choice wins, and -lang over both.
func TestDesktopStartsInTheLocaleLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	for _, c := range []struct {
		lang string
		want i18n.Lang
	}{{"en_US.UTF-8", i18n.En}, {"ja_JP.UTF-8", i18n.Ja}, {"", i18n.Ja}} {
		t.Setenv("LANG", c.lang)
		if a := openApp(t, store.Dir{Path: t.TempDir()}, Flags{}); a.Lang() != c.want {
			t.Errorf("LANG=%q: the app starts in %s", c.lang, a.Lang().Code())
		}
	}

	t.Setenv("LANG", "en_US.UTF-8")
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	a.Settings.Lang, a.langChosen = i18n.Ja, true // chosen in settings
	a.saveSettings()
	a.Close()
	if b := openApp(t, st, Flags{}); b.Lang() != i18n.Ja {
		t.Errorf("with Japanese chosen in settings and LANG English the app starts in %s", b.Lang().Code())
	}
	if b := openApp(t, st, Flags{Lang: i18n.En, LangSet: true}); b.Lang() != i18n.En {
		t.Errorf("-lang en starts the app in %s", b.Lang().Code())
	}
}
