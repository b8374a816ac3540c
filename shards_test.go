package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestScenesShardsTakeEveryTestOnce: `make test` runs the scenes package in shards
// (build/scenes-shards.txt, build/scenes-shard.sh), and every test function of the package
// belongs to exactly one of them: none matches two shards' patterns, and one that matches none
// runs in the rest shard, which must be there.
func TestScenesShardsTakeEveryTestOnce(t *testing.T) {
	shards := readShards(t, "build/scenes-shards.txt")
	tests := testFuncs(t, "scenes")
	if len(tests) < 100 {
		t.Fatalf("found only %d tests in scenes: %v", len(tests), tests)
	}
	rest := false
	for _, s := range shards {
		rest = rest || s.pattern == nil
	}
	count := map[string]int{}
	for _, name := range tests {
		var in []string
		for _, s := range shards {
			if s.pattern != nil && s.pattern.MatchString(name) {
				in = append(in, s.name)
			}
		}
		if len(in) == 1 {
			count[in[0]]++
		} else if len(in) == 0 {
			count["rest"]++
		}
		switch {
		case len(in) > 1:
			t.Errorf("%s runs in %d shards: %v", name, len(in), in)
		case len(in) == 0 && !rest:
			t.Errorf("%s runs in no shard (and there is no rest shard)", name)
		}
	}
	t.Logf("%d tests: %v", len(tests), count)
}

// TestShardPatternsAreOneLevel: go test splits -run and -skip patterns at slashes into
// subtest levels, so a pattern with a slash would select differently from what
// TestScenesShardsTakeEveryTestOnce checks; a pattern with a space would not reach go test whole.
func TestShardPatternsAreOneLevel(t *testing.T) {
	for _, s := range readShards(t, "build/scenes-shards.txt") {
		if s.pattern != nil && strings.Contains(s.pattern.String(), "/") {
			t.Errorf("shard %s: pattern %q has a slash", s.name, s.pattern)
		}
	}
}

type shard struct {
	name    string
	pattern *regexp.Regexp // nil for the rest shard
}

// readShards parses the shard list: "name timeout [pattern]" a line, # comments.
func readShards(t *testing.T, path string) []shard {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []shard
	names := map[string]bool{}
	for i, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) < 2 || len(f) > 3 {
			t.Fatalf("%s:%d: want name, timeout and pattern (none for the rest): %q", path, i+1, line)
		}
		if names[f[0]] {
			t.Fatalf("%s:%d: shard %s named twice", path, i+1, f[0])
		}
		names[f[0]] = true
		s := shard{name: f[0]}
		if len(f) == 3 {
			if s.pattern, err = regexp.Compile(f[2]); err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
		}
		out = append(out, s)
	}
	if len(out) < 2 {
		t.Fatalf("%s names %d shards", path, len(out))
	}
	return out
}

// testFuncs lists what `go test -list .` would for the package in dir, read from its test
// files: the top-level Test, Fuzz and Example functions (TestMain is not a test).
func testFuncs(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || fn.Name.Name == "TestMain" {
				continue
			}
			for _, prefix := range []string{"Test", "Fuzz", "Example"} {
				if isTestName(fn.Name.Name, prefix) {
					out = append(out, fn.Name.Name)
				}
			}
		}
	}
	return out
}

// isTestName is go test's rule: the prefix, then nothing or a character that is not a
// lower-case letter (TestX and Test_x are tests, Testing is not).
func isTestName(name, prefix string) bool {
	rest, ok := strings.CutPrefix(name, prefix)
	return ok && (rest == "" || !('a' <= rest[0] && rest[0] <= 'z'))
}
