package i18n

import (
	"fmt"

	"zashiki/rules/engine"
)

// Msg renders a rules message: seat references become names, card references become labels
// through card (each game numbers its own cards), terms become their catalogue words.
func Msg(lang Lang, m engine.Msg, names []string, card func(int) string) string {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		switch v := a.(type) {
		case engine.SeatRef:
			if int(v) >= 0 && int(v) < len(names) {
				args[i] = names[v]
			} else {
				args[i] = fmt.Sprintf("#%d", int(v)+1)
			}
		case engine.CardRef:
			if v == engine.CardRef(engine.Unseen) {
				args[i] = T(lang, "common.acard")
			} else {
				args[i] = card(int(v))
			}
		case engine.Term:
			args[i] = T(lang, string(v))
		default:
			args[i] = v
		}
	}
	return T(lang, m.Key, args...)
}
