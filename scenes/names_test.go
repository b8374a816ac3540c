package scenes

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/store"
)

func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	fe, _ := Lookup("freeeight")
	if got, want := DefaultSetup(a, fe).Names(), []string{"あなた", "さくら", "けんじ", "ゆき"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Japanese default names %q, want %q", got, want)
	}
	a.Settings.Lang = i18n.En
	if got, want := DefaultSetup(a, fe).Names(), []string{"You", "Sakura", "Kenji", "Yuki"}; !reflect.DeepEqual(got, want) {
		t.Errorf("English default names %q, want %q", got, want)
	}

	// Switching language renames the default seats of the setup and the table on screen; a
	// name the player typed stays as typed.
	a.Settings.Lang = i18n.Ja
	step(t, a, 1)
	sc := NewSetup(a, fe)
	sc.s.Seats[2].Name, sc.names[2].Text = "たろう", "たろう"
	a.Push(sc)
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 3))
	if err != nil {
		t.Fatal(err)
	}
	tb.setup.Seats[3].Name = "はなこ"
	a.Push(tb)
	step(t, a, 1)
	a.Settings.Lang = i18n.En // as the settings dialog does
	step(t, a, 1)
	if got, want := tb.setup.Names(), []string{"You", "Sakura", "Kenji", "はなこ"}; !reflect.DeepEqual(got, want) {
		t.Errorf("after switching to English the table's names are %q, want %q", got, want)
	}
	want := []string{"You", "Sakura", "たろう", "Yuki"}
	if got := sc.s.Names(); !reflect.DeepEqual(got, want) {
		t.Errorf("after switching to English the setup's names are %q, want %q", got, want)
	}
	for i, f := range sc.names {
		if f.Text != want[i] {
			t.Errorf("seat %d's name field shows %q, want %q", i+1, f.Text, want[i])
		}
	}
}

// Default names are kept as "" in the settings and the save, never as text, so the next run
// names them in its own language; a typed name is kept as typed.
func TestDefaultNamesAreNotPersistedAsText(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	fe, _ := Lookup("freeeight")
	s := DefaultSetup(a, fe)
	s.Seats[1].Name = "たろう"
	tb, err := NewTable(a, s)
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	step(t, a, 1)
	a.Close()

	for _, blob := range []string{settingsBlob, matchBlob("freeeight")} {
		data, ok, err := st.Load(blob)
		if !ok || err != nil {
			t.Fatalf("%s was not written: %v", blob, err)
		}
		for _, text := range []string{"あなた", "さくら", "けんじ", "ゆき", "Player"} {
			if strings.Contains(string(data), text) {
				t.Errorf("%s keeps the default name %q as text:\n%s", blob, text, data)
			}
		}
		if !strings.Contains(string(data), "たろう") {
			t.Errorf("%s lost the typed name:\n%s", blob, data)
		}
	}
	var set savedSettings
	data, _, _ := st.Load(settingsBlob)
	if err := json.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	if want := []string{"", "たろう", "", ""}; !reflect.DeepEqual(set.Names, want) {
		t.Errorf("settings names %q, want %q", set.Names, want)
	}
	data, _, _ = st.Load(matchBlob("freeeight"))
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range l.File.Seats {
		if want := []string{"", "たろう", "", ""}[i]; seat.Name != want {
			t.Errorf("saved seat %d is named %q, want %q", i+1, seat.Name, want)
		}
	}

	b := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	if got, want := DefaultSetup(b, fe).Names(), []string{"You", "たろう", "Kenji", "Yuki"}; !reflect.DeepEqual(got, want) {
		t.Errorf("the next setup in English names %q, want %q", got, want)
	}
	step(t, b, 1)
	rt := resumeFromMenu(t, b, "freeeight")
	if got, want := rt.setup.Names(), []string{"You", "たろう", "Kenji", "Yuki"}; !reflect.DeepEqual(got, want) {
		t.Errorf("the resumed table in English names %q, want %q", got, want)
	}
}

// Names remembered as Japanese text by earlier versions are taken for the defaults they are.
func TestOldRememberedNamesFollowTheLanguage(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	old, _ := json.Marshal(savedSettings{Lang: "ja", Speed: 1, Names: []string{"あなた", "さくら", "じろう"}})
	if err := st.Save(settingsBlob, old); err != nil {
		t.Fatal(err)
	}
	a := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	fe, _ := Lookup("freeeight")
	if got, want := DefaultSetup(a, fe).Names(), []string{"You", "Sakura", "じろう", "Yuki"}; !reflect.DeepEqual(got, want) {
		t.Errorf("names %q, want %q", got, want)
	}
}

// In hot-seat nobody is あなた: every human is プレイヤーN, so the curtain never says
// 「次は あなた さんの番です」. With one human that seat is あなた.
func TestHotSeatNamesEveryHumanByNumber(t *testing.T) {
	cases := []struct {
		lang  i18n.Lang
		seats string
		want  []string
	}{
		{i18n.Ja, "hccc", []string{"あなた", "さくら", "けんじ", "ゆき"}},
		{i18n.Ja, "hhcc", []string{"プレイヤー1", "プレイヤー2", "けんじ", "ゆき"}},
		{i18n.Ja, "chch", []string{"はると", "プレイヤー2", "けんじ", "プレイヤー4"}},
		{i18n.Ja, "chcc", []string{"はると", "あなた", "けんじ", "ゆき"}},
		{i18n.Ja, "hhhh", []string{"プレイヤー1", "プレイヤー2", "プレイヤー3", "プレイヤー4"}},
		{i18n.En, "hccc", []string{"You", "Sakura", "Kenji", "Yuki"}},
		{i18n.En, "hhcc", []string{"Player 1", "Player 2", "Kenji", "Yuki"}},
	}
	for _, c := range cases {
		a := newTestApp(t, c.lang)
		if got := freeEightSetup(a, c.seats, 1).Names(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %s: names %q, want %q", c.lang.Code(), c.seats, got, c.want)
		}
	}

	// In setup, making a second seat human renames the default seats; a typed name stays.
	a := newTestApp(t, i18n.Ja)
	fe, _ := Lookup("freeeight")
	sc := NewSetup(a, fe)
	a.Push(sc)
	sc.place(a)
	sc.s.Seats[3].Name, sc.names[3].Text = "じろう", "じろう"
	sc.press(a, &sc.kind[1])
	if got, want := sc.s.Names(), []string{"プレイヤー1", "プレイヤー2", "けんじ", "じろう"}; !reflect.DeepEqual(got, want) {
		t.Errorf("with two humans in setup the names are %q, want %q", got, want)
	}
	if sc.names[0].Text != "プレイヤー1" {
		t.Errorf("seat 1's field shows %q", sc.names[0].Text)
	}
	sc.press(a, &sc.kind[1])
	if got, want := sc.s.Names(), []string{"あなた", "さくら", "けんじ", "じろう"}; !reflect.DeepEqual(got, want) {
		t.Errorf("back to one human the names are %q, want %q", got, want)
	}

	// The hot-seat curtain calls each player by number.
	tb, err := NewTable(a, freeEightSetup(a, "hhcc", 11))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	step(t, a, 1)
	if name := confirmCurtain(t, a); name != "プレイヤー1" {
		t.Errorf("the first curtain calls %q, want プレイヤー1", name)
	}
}
