// Command serve serves the browser build on the loopback address for local play and the
// browser tests (server/webfiles: the precompressed .wasm to browsers that accept gzip).
// `zashiki serve` serves the same files beside its tables.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"

	"zashiki/server/webfiles"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "where to listen (keep it on loopback)")
	flag.Parse()
	if !webfiles.Present(*dir) {
		log.Fatalf("%s has no index.html: run `make web` first", *dir)
	}
	fmt.Printf("Zashiki: http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, webfiles.Handler(*dir)))
}
