package scenes

import (
	"encoding/json"
	"slices"
	"testing"

	"zashiki/assets"
	"zashiki/rules/engine"
	"zashiki/store"
)

// The sound table: a card from a hand is played, a card into a hand is drawn, any other move
// flicks, dice roll, life lost thuds, and life gained or a message is silent.
func TestSoundTableNamesAnEffectPerEvent(t *testing.T) {
	cases := []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Kind: engine.EvMove, From: engine.SeatZone("hand", 1), To: engine.Shared("discard")}, "play"},
		{engine.Event{Kind: engine.EvMove, From: engine.Shared("draw"), To: engine.SeatZone("hand", 0)}, "draw"},
		{engine.Event{Kind: engine.EvMove, From: engine.Shared("play"), To: engine.SeatZone("won", 2)}, "deal"},
		{engine.Event{Kind: engine.EvRoll, N: 4}, "dice"},
		{engine.Event{Kind: engine.EvLife, N: -2}, "damage"},
		{engine.Event{Kind: engine.EvLife, N: 1}, ""},
		{engine.Event{Kind: engine.EvMessage}, ""},
	}
	for _, c := range cases {
		if got := soundOf(c.e); got != c.want {
			t.Errorf("%+v plays %q, want %q", c.e, got, c.want)
		}
	}
	for _, r := range soundRules {
		if assets.Sound(r.sound) == nil {
			t.Errorf("rule %+v names an effect that is not embedded", r)
		}
	}
}

// A game at the table plays the deal, the cards played and drawn as the board animates
// them, and its ending for the viewer, once the player has given any input.
func TestTableGameIsHeard(t *testing.T) {
	a := newTestApp(t, langs[0])
	var heard []string
	a.sound.Listen(func(name string, _ float64) { heard = append(heard, name) })
	a.sound.Hear()
	a.Flags.Autoplay = true
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 3))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	for tick := 0; tick < 50000; tick++ {
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(0, legal[0])
		}
		if _, ok := a.Top().(*Results); ok {
			break
		}
	}
	if _, ok := a.Top().(*Results); !ok {
		t.Fatal("no results")
	}
	step(t, a, 2)
	for _, want := range []string{"deal", "play", "draw"} {
		if !slices.Contains(heard, want) {
			t.Errorf("no %s effect in a whole game: heard %v", want, heard)
		}
	}
	end := "loss"
	if slices.Contains(tb.sess.State.Outcome().Winners, 0) {
		end = "win"
	}
	if heard[0] != "deal" || !slices.Contains(heard, end) {
		t.Errorf("the game opened with %q and ended without the viewer's %q", heard[0], end)
	}
}

// Nothing is heard before the first input (the browser's rule), nor while muted.
func TestSilentBeforeInputAndWhenMuted(t *testing.T) {
	for _, mute := range []bool{false, true} {
		a := newTestApp(t, langs[0])
		var heard []string
		a.sound.Listen(func(name string, _ float64) { heard = append(heard, name) })
		if mute {
			a.Settings.Mute = true
			a.sound.Hear()
		}
		tb, err := NewTable(a, freeEightSetup(a, "cccc", 3))
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		step(t, a, 200)
		if len(heard) != 0 {
			t.Errorf("mute=%v: heard %v", mute, heard)
		}
	}
}

// The volume and mute are kept with the settings; settings of earlier versions, without
// them, give the default volume.
func TestSoundSettingsPersist(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	if a.Settings.Volume != defaultVolume || a.Settings.Mute {
		t.Errorf("fresh settings: volume %d mute %v", a.Settings.Volume, a.Settings.Mute)
	}
	a.Settings.Volume, a.Settings.Mute = 30, true
	a.saveSettings()
	a.Close()
	b := openApp(t, st, Flags{})
	if b.Settings.Volume != 30 || !b.Settings.Mute {
		t.Errorf("after restart: volume %d mute %v, want 30 and muted", b.Settings.Volume, b.Settings.Mute)
	}
	b.Close()
	old, _ := json.Marshal(map[string]any{"lang": "en", "lang_chosen": true, "speed": 1})
	if err := st.Save(settingsBlob, old); err != nil {
		t.Fatal(err)
	}
	c := openApp(t, st, Flags{})
	if c.Settings.Volume != defaultVolume || c.Settings.Mute {
		t.Errorf("earlier settings: volume %d mute %v, want the default", c.Settings.Volume, c.Settings.Mute)
	}
}
