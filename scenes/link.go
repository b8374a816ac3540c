package scenes

import "strings"

// linkCode reads a table's link, ROOT/t/CODE (an optional slash after it): the invite code,
// upper-cased as the online screen takes it, and the root the page's files hang from.
func linkCode(path string) (code, root string, ok bool) {
	path = strings.TrimSuffix(path, "/")
	i := strings.LastIndex(path, "/t/")
	if i < 0 {
		return "", "", false
	}
	code = path[i+len("/t/"):]
	if code == "" || len(code) > 16 || strings.Trim(strings.ToUpper(code), "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		return "", "", false
	}
	return strings.ToUpper(code), path[:i+1], true
}
