package webfiles

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// site is a browser build of three files and the wasm's compressed copies (their bytes need
// not be compressed: the handler only picks the file).
func site(t *testing.T) string {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html": "<page>", "wasm_exec.js": "js", "zashiki.wasm": "raw wasm", "zashiki.wasm.gz": "gz wasm",
		"zashiki.wasm.zst": "zstd wasm",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, path, encoding string) *http.Response {
	t.Helper()
	r := httptest.NewRequest("GET", path, nil)
	if encoding != "" {
		r.Header.Set("Accept-Encoding", encoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWasmCompressedToThoseWhoAcceptIt: the .wasm goes out as its zstd copy to a browser that
// accepts zstd, else as its gzip copy to one that accepts gzip, else as it is, marked so;
// either way it is application/wasm and varies by encoding. A build without the zstd copy
// sends the gzip one.
func TestWasmCompressedToThoseWhoAcceptIt(t *testing.T) {
	h := Handler(site(t))
	for _, c := range []struct{ accept, want, encoding string }{
		{"gzip, deflate, br, zstd", "zstd wasm", "zstd"},
		{"zstd;q=0.5", "zstd wasm", "zstd"},
		{"gzip, deflate, br", "gz wasm", "gzip"},
		{"br;q=1.0, gzip;q=0.8", "gz wasm", "gzip"},
		{"gzip, zstd;q=0", "gz wasm", "gzip"},
		{"*, zstd;q=0", "gz wasm", "gzip"},
		{"*", "zstd wasm", "zstd"},
		{"", "raw wasm", ""},
		{"br", "raw wasm", ""},
		{"gzip;q=0", "raw wasm", ""},
		{"*;q=0, identity", "raw wasm", ""},
	} {
		r := get(t, h, "/zashiki.wasm", c.accept)
		if got := body(t, r); got != c.want || r.Header.Get("Content-Encoding") != c.encoding {
			t.Errorf("Accept-Encoding %q: %q encoded %q, want %q encoded %q", c.accept, got,
				r.Header.Get("Content-Encoding"), c.want, c.encoding)
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, ct)
		}
		if r.Header.Get("Vary") != "Accept-Encoding" || r.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("Accept-Encoding %q: headers %v", c.accept, r.Header)
		}
	}
	dir := site(t)
	if err := os.Remove(filepath.Join(dir, "zashiki.wasm.zst")); err != nil {
		t.Fatal(err)
	}
	r := get(t, Handler(dir), "/zashiki.wasm", "gzip, zstd")
	if got := body(t, r); got != "gz wasm" || r.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("a build without the zstd copy: %q encoded %q, want the gzip copy", got, r.Header.Get("Content-Encoding"))
	}
}

// TestTableLinkIsThePage: /t/CODE answers with the page, which opens that table's lobby;
// other paths under /t/ and unknown files are not found.
func TestTableLinkIsThePage(t *testing.T) {
	h := Handler(site(t))
	for _, p := range []string{"/", "/t/ABC123", "/t/abc123/"} {
		r := get(t, h, p, "")
		if got := body(t, r); r.StatusCode != 200 || got != "<page>" {
			t.Errorf("%s: %d %q, want the page", p, r.StatusCode, got)
		}
	}
	for _, p := range []string{"/t/", "/t/ABC/x", "/t/../../etc/passwd", "/nothing.js"} {
		if r := get(t, h, p, ""); r.StatusCode == 200 && bytes.Contains([]byte(body(t, r)), []byte("<page>")) {
			t.Errorf("%s: the page, want none", p)
		}
	}
	if r := get(t, h, "/wasm_exec.js", ""); body(t, r) != "js" {
		t.Error("wasm_exec.js not served")
	}
}

func TestPresent(t *testing.T) {
	if !Present(site(t)) || Present(t.TempDir()) {
		t.Error("Present does not tell a build from an empty folder")
	}
}
