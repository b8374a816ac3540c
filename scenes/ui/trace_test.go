package ui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
)

// A trace of a frame drawn through a Frame and a board's Layer holds each text once, at its
// size and where it stands, each button and panel, and each card with its print scaled as it
// is drawn; the words of a composed face follow the face onto the screen.
func TestTraceFollowsTextsThroughFramesAndFaces(t *testing.T) {
	face := ebiten.NewImage(assets.CardW*2, assets.CardH*2)
	defer face.Deallocate()
	TextCentered(face, "着任", 40, Rect{W: float64(assets.CardW * 2), H: 80}, Ink) // composed off screen
	if got := PrintSize(face); got != 40 {
		t.Fatalf("composed face's print %v, want 40", got)
	}
	if got := PrintSize(assets.CardFace(5)); got != stockPrint {
		t.Fatalf("deck face's print %v, want %d", got, stockPrint)
	}
	screen := ebiten.NewImage(640, 360)
	defer screen.Deallocate()
	var f Frame
	var l Layer
	draw := func() *Trace {
		StartTrace(screen)
		dst := f.Begin(screen, true)
		Panel(dst, Rect{X: 10, Y: 10, W: 300, H: 200}, 1)
		Text(dst, "見出し", 24, 20, 20, Left, Ink)
		board := l.Begin(dst)
		DrawCard(board, face, nil, Pose{X: 400, Y: 200, W: float64(assets.CardW), Face: 1}, CardLook{})
		DrawCard(board, assets.CardFace(5), assets.CardBack(0), Pose{X: 500, Y: 200, W: 50, Face: 0.2}, CardLook{})
		l.End()
		b := Button{Rect: Rect{X: 20, Y: 100, W: 120, H: 40}, Label: "閉じる"}
		b.Draw(dst, 18, 1)
		f.End()
		return StopTrace()
	}
	for frame := range 2 { // the second frame is redrawn from the record: still traced once
		tr := draw()
		if len(tr.Texts) != 3 || len(tr.Buttons) != 1 || len(tr.Covers) != 1 || len(tr.Cards) != 2 {
			t.Fatalf("frame %d: %d texts, %d buttons, %d covers, %d cards; want 3, 1, 1, 2", frame, len(tr.Texts), len(tr.Buttons), len(tr.Covers), len(tr.Cards))
		}
		head := tr.Texts[0]
		if head.S != "見出し" || head.Size != 24 || head.Card != -1 || math.Abs(head.Box.X-20) > 0.01 || math.Abs(head.Box.Y-20) > 0.01 || head.Box.W < 60 {
			t.Errorf("frame %d: heading traced as %+v", frame, head)
		}
		onCard := tr.Texts[1]
		if onCard.S != "着任" || onCard.Card != 0 || math.Abs(onCard.Size-20) > 0.01 {
			t.Errorf("frame %d: the face's words traced as %+v, want 20 px on card 0", frame, onCard)
		}
		if c := tr.Cards[0]; !c.Face || math.Abs(c.Print-20) > 0.01 || math.Abs(c.Box.W-float64(assets.CardW)) > 0.5 {
			t.Errorf("frame %d: composed card traced as %+v", frame, c)
		}
		if c := tr.Cards[1]; c.Face || c.Print != 0 {
			t.Errorf("frame %d: a card showing its back traced as %+v", frame, c)
		}
		if tr.Texts[2].S != "閉じる" || tr.Buttons[0].Label != "閉じる" {
			t.Errorf("frame %d: the button traced as %+v and %+v", frame, tr.Texts[2], tr.Buttons[0])
		}
	}
	if tracing != nil {
		t.Fatal("the trace is still on")
	}
	if len(prints[screen]) != 0 {
		t.Errorf("the screen's own texts were taken for a composed picture's: %v", prints[screen])
	}
}

// A card too small for its corner index to be read is not Readable; a tag names it in text at
// the floor or above.
func TestSmallCardsBecomeTags(t *testing.T) {
	defer SetUnit(1)
	for _, u := range []float64{1, 0.75} {
		SetUnit(u)
		face := assets.CardFace(0)
		lw := LegibleWidth(face)
		if want := MinSize(u) * float64(assets.CardW) / stockPrint; math.Abs(lw-want) > 0.01 {
			t.Fatalf("unit %v: legible width %v, want %v", u, lw, want)
		}
		if Readable(face, 42*u) || !Readable(face, lw) {
			t.Errorf("unit %v: a 42-unit card reads as readable, or one %v wide not", u, lw)
		}
		screen := ebiten.NewImage(400, 100)
		tr := StartTrace(screen)
		DrawTags(screen, []string{"♠A", "♥10", "♣K", "♦Q", "♠2", "♠3", "♠4", "♠5"}, Rect{X: 10, Y: 10, W: 200, H: 40}, u, Ink)
		StopTrace()
		screen.Deallocate()
		if len(tr.Texts) < 3 || tr.Texts[len(tr.Texts)-1].S[0] != '+' {
			t.Fatalf("unit %v: tags drawn %+v, want some and a count of the rest", u, tr.Texts)
		}
		for _, tx := range tr.Texts {
			if tx.Size < MinSize(u) || tx.Box.Right() > 210+0.01 {
				t.Errorf("unit %v: tag %q at %v px, box %+v", u, tx.S, tx.Size, tx.Box)
			}
		}
	}
}
