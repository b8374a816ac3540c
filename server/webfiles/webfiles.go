// Package webfiles serves the browser build (build/web: the page, wasm_exec.js and
// zashiki.wasm with its zstd and gzip copies), for the loopback server of the browser tests
// (build/serve) and for `zashiki serve -web`, which hosts the page and its tables together.
package webfiles

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// Present reports whether dir holds a browser build (its page).
func Present(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "index.html"))
	return err == nil
}

// tableLink is a table's invite link, /t/CODE: the page itself, which opens the table's lobby
// (scenes, tableLink in web_js.go).
var tableLink = regexp.MustCompile(`^/t/[A-Za-z0-9]{1,16}/?$`)

// Handler serves the files in dir. A .wasm goes out as its precompressed copy (codings) to a
// browser that accepts that coding, and as it is to one that accepts none; a table's link,
// /t/CODE, is answered with the page. Nothing is cached without asking again: a new build
// replaces the files under the same names.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		p := path.Clean("/" + r.URL.Path)
		if tableLink.MatchString(r.URL.Path) {
			http.ServeFile(w, r, filepath.Join(dir, "index.html"))
			return
		}
		if strings.HasSuffix(p, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
			w.Header().Add("Vary", "Accept-Encoding")
			for _, c := range codings {
				file := filepath.Join(dir, filepath.FromSlash(p)+c.ext)
				if _, err := os.Stat(file); err == nil && accepts(r, c.name) {
					w.Header().Set("Content-Encoding", c.name)
					http.ServeFile(w, r, file)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

// codings are the compressed copies a .wasm may have beside it, the one preferred first:
// zstd is a fifth smaller and quicker to unpack; gzip is read by every browser.
var codings = []struct{ name, ext string }{{"zstd", ".zst"}, {"gzip", ".gz"}}

// accepts reads the request's Accept-Encoding for coding, named or through "*", and not
// refused by q=0; a coding named is taken at its own word whatever "*" says.
func accepts(r *http.Request, coding string) bool {
	star := false
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		q := strings.ReplaceAll(params, " ", "")
		ok := q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		if strings.EqualFold(name, coding) {
			return ok
		}
		if name == "*" {
			star = ok
		}
	}
	return star
}
