package main

import (
	"testing"

	"zashiki/rules/locke/book"
)

// bookReadAtStartUp is whether any package's initialisation read 超人ロック's book. Package
// variables of the program's own package are set after every imported package is initialised.
var bookReadAtStartUp = book.Loaded()

// The book is read when 超人ロック is first played, not at start-up: parsing and checking it
// took a good part of the browser page's first frame (issue 29), and the menu never needs it.
// A package variable or init that reads it (book.CCards(), book.Characters(), ...) fails this.
func TestStartUpLeavesTheBookUnread(t *testing.T) {
	if bookReadAtStartUp {
		t.Error("a package's initialisation read the book; derive what it needs on first use")
	}
}
