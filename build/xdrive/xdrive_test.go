package xdrive

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"
)

// The probe's fields are read under the names scenes/probe.go writes them, the guided game's
// step and the board's values included.
func TestProbeReadsTheAppsNames(t *testing.T) {
	const data = `{"scene":"*scenes.Table","game":"locke","steps":12,"last":"end","lastSeat":3,"own":["sil 2"],
		"yourTurn":true,"resumedSteps":-1,"presses":7,"down":true,"pointer":[10.5,20],
		"targets":[{"x":1,"y":2,"w":3,"h":4,"action":"end","label":"終了"}],
		"board":{"ask":4,"fight":true,"code":"ABCD"},
		"step":{"id":"grades","box":[1,2,3,4],"anchor":[5,6,7,8],"drawn":2},"stepsLeft":["results"]}`
	var p Probe
	if err := json.Unmarshal([]byte(data), &p); err != nil {
		t.Fatal(err)
	}
	if p.Scene != "*scenes.Table" || p.Game != "locke" || p.Steps != 12 || len(p.Own) != 1 || !p.YourTurn ||
		p.ResumedSteps != -1 || p.Presses != 7 || !p.Down || p.Pointer != [2]float64{10.5, 20} {
		t.Errorf("probe read as %+v", p)
	}
	if tg, ok := p.Find("end"); !ok || tg != (Target{X: 1, Y: 2, W: 3, H: 4, Action: "end", Label: "終了"}) {
		t.Errorf("target end: %+v, %v", tg, ok)
	}
	if p.Num("ask") != 4 || p.Num("code") != -1 || !p.Flag("fight") || p.Flag("ask") || p.Str("code") != "ABCD" || p.Str("ask") != "" {
		t.Errorf("board read as ask %d, fight %v, code %q", p.Num("ask"), p.Flag("fight"), p.Str("code"))
	}
	if p.Step == nil || p.Step.ID != "grades" || p.Step.Box != [4]float64{1, 2, 3, 4} || p.Step.Drawn != 2 || len(p.StepsLeft) != 1 {
		t.Errorf("guide read as %+v, %v", p.Step, p.StepsLeft)
	}
	if _, ok := p.Find("start"); ok {
		t.Error("a target no probe lists was found")
	}
}

// A click is aimed when the pointer the app saw is inside a target of the action (the same
// action may be listed twice: a button and a map cell), not when the target has moved away or
// a step of the guide has come up over the screen; a target the probe does not list is the
// driver's own (a bubble's words).
func TestAimed(t *testing.T) {
	p := Probe{Pointer: [2]float64{100, 50}, Targets: []Target{
		{X: 0, Y: 0, W: 50, H: 40, Action: "move 1"},
		{X: 80, Y: 40, W: 40, H: 20, Action: "move 1"},
		{X: 80, Y: 62, W: 40, H: 20, Action: "end"},
	}}
	if !p.Aimed("move 1") {
		t.Error("the pointer on the second target of move 1 is not aimed at it")
	}
	if p.Aimed("end") {
		t.Error("the pointer above end's target is aimed at it")
	}
	if !p.Aimed("close step grades") {
		t.Error("a target the probe does not list is not aimed at")
	}
	p.Step = &GuideStep{ID: "card"}
	if p.Aimed("move 1") {
		t.Error("a press under an open step is aimed at the target")
	}
	p.Step = nil
	p.Pointer = [2]float64{120, 50} // the right edge is outside
	if p.Aimed("move 1") {
		t.Error("the pointer on the right edge is aimed at the target")
	}
}

// The settings are written where the app reads them under XDG_CONFIG_HOME
// (zashiki/settings.json), the speed under its name.
func TestWriteSettings(t *testing.T) {
	cfg := t.TempDir()
	if err := WriteSettings(cfg, SpeedInstant); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(cfg, "zashiki", "settings.json"))
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `{"speed":3}` {
		t.Errorf("settings %s", data)
	}
}

// A 2×1 dump in each byte order decodes to its colours.
func TestDecodeXWD(t *testing.T) {
	for _, order := range []uint32{0, 1} {
		var b bytes.Buffer
		h := make([]uint32, 25)
		h[0], h[1], h[2], h[3], h[4], h[5] = 100+4, 7, 2, 24, 2, 1 // header + "ab\0\0"
		h[7], h[11], h[12] = order, 32, 8
		h[14], h[15], h[16] = 0xff0000, 0xff00, 0xff
		for _, v := range h {
			binary.Write(&b, binary.BigEndian, v)
		}
		b.WriteString("ab\x00\x00")
		px := []uint32{0x102030, 0xa0b0c0}
		for _, v := range px {
			if order == 0 {
				binary.Write(&b, binary.LittleEndian, v)
			} else {
				binary.Write(&b, binary.BigEndian, v)
			}
		}
		img, err := decodeXWD(b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		want := []color.RGBA{{0x10, 0x20, 0x30, 0xff}, {0xa0, 0xb0, 0xc0, 0xff}}
		for x, c := range want {
			if got := img.RGBAAt(x, 0); got != c {
				t.Errorf("byte order %d, pixel %d: %v, want %v", order, x, got, c)
			}
		}
	}
}

// A picture of one colour counts one; the count stops at most.
func TestColours(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 30, 30))
	if n := colours(img, 64); n != 1 {
		t.Errorf("a blank picture has %d colours", n)
	}
	for x := range 30 {
		for y := range 30 {
			img.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), 0, 0xff})
		}
	}
	if n := colours(img, 64); n != 64 {
		t.Errorf("a picture of 100 colours read every 3 pixels counts %d, want the most, 64", n)
	}
}
