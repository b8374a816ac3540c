// Command serve serves the browser build on the loopback address for local play and the
// browser test. It sends the precompressed .wasm to browsers that accept gzip.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "where to listen (keep it on loopback)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		log.Fatalf("%s has no index.html: run `make web` first", *dir)
	}
	fmt.Printf("Zashiki: http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, handler(*dir)))
}

func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
			gz := filepath.Join(dir, filepath.Clean(r.URL.Path)+".gz")
			if _, err := os.Stat(gz); err == nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Vary", "Accept-Encoding")
				http.ServeFile(w, r, gz)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
