// Command wasmsize says where the bytes of a Go WebAssembly binary are: the size of each
// section, and the code per package (or per function with -f), raw and gzipped alone. The
// wasm has no symbol table for `go tool nm`; the function names come from the wasm's name
// section, so build without -s:
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/z.wasm . && go run ./build/wasmsize /tmp/z.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func uleb(b []byte, p *int) uint64 {
	var v uint64
	var s uint
	for {
		c := b[*p]
		*p++
		v |= uint64(c&0x7f) << s
		if c < 0x80 {
			return v
		}
		s += 7
	}
}

func gz(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, 9)
	w.Write(b)
	w.Close()
	return buf.Len()
}

func pkgOf(name string) string {
	// Go symbol: path/pkg.Func or path/pkg.(*T).M or type:..., go:...
	off := 0
	for _, pre := range []string{"github.com_", "golang.org_"} {
		if strings.HasPrefix(name, pre) {
			off = len(pre)
		}
	}
	j := strings.Index(name[off:], ".")
	if j < 0 {
		return name
	}
	return name[:off+j]
}

func main() {
	perFunc := flag.Bool("f", false, "per function instead of per package")
	top := flag.Int("n", 60, "how many rows")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-f] [-n rows] file.wasm")
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	p := 8
	nimports := 0
	var bodies [][]byte
	names := map[int]string{}
	secs := map[byte]int{}
	var data []byte
	for p < len(b) {
		id := b[p]
		p++
		n := int(uleb(b, &p))
		end := p + n
		sec := b[p:end]
		secs[id] += n
		switch id {
		case 2:
			q := 0
			cnt := int(uleb(sec, &q))
			for i := 0; i < cnt; i++ {
				l := int(uleb(sec, &q))
				q += l
				l = int(uleb(sec, &q))
				q += l
				kind := sec[q]
				q++
				switch kind {
				case 0:
					uleb(sec, &q)
					nimports++
				case 1:
					q++
					f := sec[q]
					q++
					uleb(sec, &q)
					if f&1 != 0 {
						uleb(sec, &q)
					}
				case 2:
					f := sec[q]
					q++
					uleb(sec, &q)
					if f&1 != 0 {
						uleb(sec, &q)
					}
				case 3:
					q += 2
				}
			}
		case 10:
			q := 0
			cnt := int(uleb(sec, &q))
			for i := 0; i < cnt; i++ {
				l := int(uleb(sec, &q))
				bodies = append(bodies, sec[q:q+l])
				q += l
			}
		case 11:
			data = sec
		case 0:
			q := 0
			l := int(uleb(sec, &q))
			nm := string(sec[q : q+l])
			q += l
			if nm == "name" {
				for q < len(sec) {
					sid := sec[q]
					q++
					sl := int(uleb(sec, &q))
					se := q + sl
					if sid == 1 {
						cnt := int(uleb(sec, &q))
						for i := 0; i < cnt; i++ {
							idx := int(uleb(sec, &q))
							l := int(uleb(sec, &q))
							names[idx] = string(sec[q : q+l])
							q += l
						}
					}
					q = se
				}
			}
		}
		p = end
	}
	fmt.Printf("sections: %v\n", secs)
	fmt.Printf("data section: %d raw, %d gzip\n", len(data), gz(data))
	raw := map[string]int{}
	code := map[string][]byte{}
	total := 0
	for i, body := range bodies {
		n := names[nimports+i]
		pk := pkgOf(n)
		if *perFunc {
			pk = n
		}
		raw[pk] += len(body)
		code[pk] = append(code[pk], body...)
		total += len(body)
	}
	type kv struct {
		k    string
		v, g int
	}
	var l []kv
	for k, v := range raw {
		l = append(l, kv{k, v, 0})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
	n := min(*top, len(l))
	for i := range l[:n] {
		l[i].g = gz(code[l[i].k])
	}
	fmt.Printf("code total %d raw (%d funcs)\n", total, len(bodies))
	for _, e := range l[:n] {
		fmt.Printf("%9d %8d  %s\n", e.v, e.g, e.k)
	}
}
