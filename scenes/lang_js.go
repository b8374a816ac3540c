//go:build js

package scenes

import (
	"syscall/js"

	"zashiki/scenes/i18n"
)

// systemLang is the browser's language, followed until the player chooses one.
func systemLang() (i18n.Lang, bool) {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return i18n.Ja, false
	}
	return i18n.ParseLang(nav.Get("language").String())
}
