package deck

import "testing"

func TestCardCodesRoundTrip(t *testing.T) {
	for c := range Card(NumFaces) {
		got, err := Parse(c.String())
		if err != nil || got != c {
			t.Fatalf("Parse(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
		if got, _ := Parse(c.Label()); got != c {
			t.Fatalf("Parse(%q) = %v; want %v", c.Label(), got, c)
		}
	}
}

func TestParseExamples(t *testing.T) {
	cases := map[string]Card{"QS": New(Spades, Queen), "10h": New(Hearts, 10), "♣A": New(Clubs, Ace), "8D": New(Diamonds, 8)}
	for in, want := range cases {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "Q", "1S", "QX", "11H"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
}

func TestShoeHoldsEachFaceNTimes(t *testing.T) {
	shoe := Shoe(2)
	if len(shoe) != 104 {
		t.Fatalf("two-deck shoe has %d cards", len(shoe))
	}
	count := map[Card]int{}
	for _, c := range shoe {
		count[c]++
	}
	for c := range Card(NumFaces) {
		if count[c] != 2 {
			t.Errorf("%v appears %d times", c, count[c])
		}
	}
}
