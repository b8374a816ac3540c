package i18n

import "strings"

// List names several people (or things) in one phrase: 「はると・さくら」 in Japanese, "Haruto
// and Sakura" or "Haruto, Sakura and Kenji" in English, where the lone human is "you" unless
// the list starts with it ("You and Sakura win!", "Sakura and you win!").
func List(lang Lang, items []string) string {
	if lang == Ja {
		return strings.Join(items, "・")
	}
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = s
		if i > 0 && isYou(s) {
			out[i] = "you"
		}
	}
	switch len(out) {
	case 0:
		return ""
	case 1:
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}
