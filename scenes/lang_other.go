//go:build !js

package scenes

import "zashiki/scenes/i18n"

// systemLang: on the desktop Zashiki starts in Japanese until the player chooses.
func systemLang() (i18n.Lang, bool) { return i18n.Ja, false }
