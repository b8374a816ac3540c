package i18n

import (
	"strconv"
	"strings"
	"unicode"
)

// The lone human of a table is あなた in Japanese and "You" in English (name.you). Japanese
// needs nothing more, but English verbs agree with their subject: the catalogue writes its
// messages once, in the third person ("%s uses %s on %s."), and persons rewrites a format
// for the arguments that are the second person, before it is filled:
//
//   - "You" as a subject takes the verb's plain form: "You use", "You are", "You have"
//     (conjugate), after any adverb ("You also deal");
//   - "%s's" of You is "your" ("Your turn.");
//   - You again in the same clause is "yourself" ("You use Recovery on yourself.");
//   - You is capitalised where a sentence starts and "you" elsewhere ("Sakura attacks you.").
//
// A message whose verb cannot be found this way (it sits in a brace of its own, say) may
// choose it itself: "{1:is|are}" picks by argument 1, the first form for anyone else and the
// second for You, as a plural brace picks by a count.
//
// Names take the possessive with an apostrophe alone when they end in s ("Cybers' turn");
// that is the one rule for every "%s's" of the catalogue.
//
// An argument is the second person when it is exactly the English name.you: a player who
// types "You" as a name asks to be addressed so.

// you is the English second-person name, the lone human's default name.
func you() string { return catalogue["name.you"].en }

// isYou reports whether arg is the second person.
func isYou(arg any) bool {
	s, ok := arg.(string)
	return ok && s != "" && s == you()
}

// verb is one formatting directive of a format: f[start:end], filling argument arg.
type verb struct {
	start, end int
	arg        int
	char       byte
}

// verbs parses f's directives the way fmt numbers them: in order, an explicit index [n]
// setting the argument and the ones after it.
func verbs(f string) []verb {
	var out []verb
	next := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		start := i
		i++
		for i < len(f) && strings.IndexByte("+-# 0", f[i]) >= 0 {
			i++
		}
		if i < len(f) && f[i] == '[' {
			if close := strings.IndexByte(f[i:], ']'); close > 0 {
				if n, err := strconv.Atoi(f[i+1 : i+close]); err == nil {
					next = n - 1
				}
				i += close + 1
			}
		}
		for i < len(f) && (f[i] >= '0' && f[i] <= '9' || f[i] == '.') {
			i++
		}
		if i >= len(f) {
			break
		}
		if f[i] == '%' {
			continue
		}
		out = append(out, verb{start: start, end: i + 1, arg: next, char: f[i]})
		next++
	}
	return out
}

// persons rewrites an English format for its second-person arguments and for the possessive
// of names ending in s. A rewritten format numbers every directive ([n]), so a directive
// replaced by words leaves no argument unused in fmt's eyes.
func persons(f string, args []any) string {
	vs := verbs(f)
	changed := false
	for _, v := range vs {
		if v.char == 's' && v.arg < len(args) && (isYou(args[v.arg]) || possessiveS(f[v.end:], args[v.arg])) {
			changed = true
			break
		}
	}
	if !changed {
		return f
	}
	var b strings.Builder
	last := 0
	subject := false // a You has been a subject in the current clause
	for _, v := range vs {
		if between := f[min(last, v.start):v.start]; strings.ContainsAny(between, ".!?:;()\n") {
			subject = false
		}
		b.WriteString(f[min(last, v.start):v.start])
		last = v.end
		before := b.String()
		if v.char != 's' || v.arg >= len(args) {
			b.WriteString(numbered(f[v.start:v.end], v.arg))
			continue
		}
		rest := f[v.end:]
		switch {
		case isYou(args[v.arg]) && strings.HasPrefix(rest, "'s"):
			b.WriteString(capital("your", sentenceStarts(before)))
			last += len("'s")
		case isYou(args[v.arg]) && subject && !sentenceStarts(before):
			b.WriteString("yourself")
		case isYou(args[v.arg]):
			b.WriteString(capital("you", sentenceStarts(before)))
			if subjectStarts(before) {
				subject = true
				n, plain := conjugate(rest)
				b.WriteString(plain)
				last += n
			}
		case possessiveS(rest, args[v.arg]):
			b.WriteString(numbered(f[v.start:v.end], v.arg) + "'")
			last += len("'s")
		default:
			b.WriteString(numbered(f[v.start:v.end], v.arg))
		}
	}
	b.WriteString(f[last:])
	return b.String()
}

// possessiveS reports whether rest follows a name with "'s" that the name, ending in s,
// takes as an apostrophe alone.
func possessiveS(rest string, arg any) bool {
	s, ok := arg.(string)
	return ok && strings.HasPrefix(rest, "'s") && !isYou(arg) &&
		(strings.HasSuffix(s, "s") || strings.HasSuffix(s, "S"))
}

// numbered is directive d with its argument's index written in.
func numbered(d string, arg int) string {
	if strings.IndexByte(d, '[') >= 0 {
		return d
	}
	flags := 1
	for flags < len(d) && strings.IndexByte("+-# 0", d[flags]) >= 0 {
		flags++
	}
	return d[:flags] + "[" + strconv.Itoa(arg+1) + "]" + d[flags:]
}

func capital(s string, yes bool) string {
	if !yes {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// sentenceStarts reports whether text written after before begins a sentence, a line, a
// label (after a colon, a parenthesis, a dash or a dot between items, or a wide space).
func sentenceStarts(before string) bool {
	t := strings.TrimRight(before, " ")
	return t == "" || strings.ContainsRune(".!?:(\n\"", rune(t[len(t)-1])) ||
		strings.HasSuffix(t, "—") || strings.HasSuffix(t, "·") || strings.HasSuffix(before, "  ")
}

// subjectStarts reports whether a name written after before is a subject: it starts a
// sentence or a clause, or follows a conjunction.
func subjectStarts(before string) bool {
	t := strings.TrimRight(before, " ")
	if t == "" || strings.ContainsRune(".!?:;,(\n\"", rune(t[len(t)-1])) || strings.HasSuffix(t, "—") {
		return true
	}
	words := strings.Fields(t)
	return conjunctions[words[len(words)-1]]
}

var conjunctions = map[string]bool{"and": true, "then": true, "while": true, "when": true,
	"if": true, "until": true, "that": true, "whether": true, "because": true, "so": true,
	"unless": true, "after": true, "before": true, "as": true}

// adverbs may stand between a subject and its verb.
var adverbs = map[string]bool{"also": true, "then": true, "now": true, "still": true,
	"only": true, "always": true, "never": true, "first": true, "again": true, "alone": true}

// irregular verbs' third-person forms and their plain forms.
var irregular = map[string]string{"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}

// notVerbs end in s but are no third-person verb.
var notVerbs = map[string]bool{"as": true, "us": true, "its": true, "his": true, "this": true,
	"thus": true, "plus": true, "always": true, "across": true, "perhaps": true, "yes": true,
	"besides": true, "less": true, "unless": true}

// conjugate reads rest, the text after a second-person subject, up to its verb and returns
// how much of rest it read and that text with the verb in its plain form: " uses" is " use",
// " also deals" is " also deal". A rest with no third-person verb is returned unread.
func conjugate(rest string) (int, string) {
	i := 0
	var b strings.Builder
	for {
		j := i
		for j < len(rest) && rest[j] == ' ' {
			j++
		}
		if j == i || j >= len(rest) {
			return 0, ""
		}
		k := j
		for k < len(rest) && unicode.IsLetter(rune(rest[k])) && rest[k] < 0x80 {
			k++
		}
		word := rest[j:k]
		if word == "" || unicode.IsUpper(rune(word[0])) {
			return 0, ""
		}
		b.WriteString(rest[i:j])
		if adverbs[word] && k < len(rest) && rest[k] == ' ' {
			b.WriteString(word)
			i = k
			continue
		}
		plain, ok := plainForm(word)
		if !ok {
			return 0, ""
		}
		b.WriteString(plain)
		return k, b.String()
	}
}

// plainForm is the form a verb takes after "you", from its third-person singular.
func plainForm(w string) (string, bool) {
	if p, ok := irregular[w]; ok {
		return p, true
	}
	if notVerbs[w] || len(w) < 3 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return "", false
	}
	for _, end := range []string{"sses", "shes", "ches", "xes", "zzes"} {
		if strings.HasSuffix(w, end) {
			return w[:len(w)-2], true
		}
	}
	if strings.HasSuffix(w, "ies") && len(w) > 4 {
		return w[:len(w)-3] + "y", true
	}
	return w[:len(w)-1], true
}
