//go:build !js

package scenes

import (
	"os"
	"strings"

	"zashiki/scenes/i18n"
)

// systemLang is the language of the desktop session's locale, followed until the player
// chooses one in settings.
func systemLang() (i18n.Lang, bool) { return localeLang(os.Getenv) }

// localeVars are the variables that name the language of messages, in POSIX precedence:
// the first one set decides, so LC_ALL overrides LC_MESSAGES, which overrides LANG.
var localeVars = []string{"LC_ALL", "LC_MESSAGES", "LANG"}

// localeLang reads the locale from getenv. A Japanese locale ("ja", "ja_JP.UTF-8") means
// Japanese; any other locale, "C" included, means English, the only other language the app
// has. With none set nothing is known (ok is false) and the app stays in Japanese.
func localeLang(getenv func(string) string) (l i18n.Lang, ok bool) {
	for _, v := range localeVars {
		loc := getenv(v)
		if loc == "" {
			continue
		}
		if strings.HasPrefix(strings.ToLower(loc), "ja") {
			return i18n.Ja, true
		}
		return i18n.En, true
	}
	return i18n.Ja, false
}
