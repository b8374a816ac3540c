package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestReadmeLayoutNamesEveryPackage: the README's "Where things are" table names every Go
// package under rules/, scenes/ and bots/, and every path it names in those trees exists.
func TestReadmeLayoutNamesEveryPackage(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	named := layoutPaths(t, string(readme))
	var packages []string
	for _, root := range []string{"rules", "scenes", "bots"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			if gos, _ := filepath.Glob(filepath.Join(path, "*.go")); len(gos) > 0 {
				packages = append(packages, filepath.ToSlash(path))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range packages {
		if !slices.Contains(named, p) {
			t.Errorf("the README's layout table does not name the package %s", p)
		}
	}
	for _, p := range named {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the README's layout table names %s, which does not exist", p)
		}
	}
	if len(packages) < 20 {
		t.Fatalf("found only %d packages: %v", len(packages), packages)
	}
}

// layoutPaths is every backquoted path under rules/, scenes/ or bots/ in the first column of
// the README's "Where things are" table, trailing slashes dropped.
func layoutPaths(t *testing.T, readme string) []string {
	t.Helper()
	_, table, ok := strings.Cut(readme, "## Where things are")
	if !ok {
		t.Fatal(`the README has no "## Where things are" section`)
	}
	table, _, _ = strings.Cut(table, "\n## ")
	path := regexp.MustCompile("`((?:rules|scenes|bots)(?:/[a-z0-9]+)*)/?`")
	var out []string
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		for _, m := range path.FindAllStringSubmatch(cells[1], -1) {
			out = append(out, m[1])
		}
	}
	if len(out) == 0 {
		t.Fatal("the layout table names no package")
	}
	return out
}
