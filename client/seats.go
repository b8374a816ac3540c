package client

import (
	"encoding/json"
	"log"
	"sync"

	"zashiki/store"
)

// SeatsFile is the blob the device keeps its seats' tokens in.
const SeatsFile = "online-seats.json"

// MaxSeats is how many seats the device remembers; the oldest are forgotten first (an old
// table has long expired on its server).
const MaxSeats = 64

// Seat is a seat the device took at a table: the token that proves it.
type Seat struct {
	URL   string `json:"url"`
	Code  string `json:"code"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	Host  bool   `json:"host,omitempty"`
}

// seats are the device's seats while no store is given, and every store's write is one at
// a time: two clients of one app keep their tokens in one blob.
var (
	seatsMu sync.Mutex
	memory  []Seat
)

func loadSeats(st store.Store) []Seat {
	if st == nil {
		return append([]Seat(nil), memory...)
	}
	data, ok, err := st.Load(SeatsFile)
	if err != nil || !ok {
		return nil
	}
	var ss []Seat
	if err := json.Unmarshal(data, &ss); err != nil {
		// A bad blob is set aside, never lost; the seats start afresh.
		if where, err := st.SetAside(SeatsFile); err == nil {
			log.Printf("%s was unreadable; set aside as %s", SeatsFile, where)
		}
		return nil
	}
	return ss
}

// saveSeat keeps s as the seat at url's table code, newest last.
func saveSeat(st store.Store, url, code string, s Seat) {
	seatsMu.Lock()
	defer seatsMu.Unlock()
	s.URL, s.Code = url, code
	ss := loadSeats(st)
	kept := ss[:0]
	for _, o := range ss {
		if o.URL != url || o.Code != code {
			kept = append(kept, o)
		}
	}
	kept = append(kept, s)
	if len(kept) > MaxSeats {
		kept = kept[len(kept)-MaxSeats:]
	}
	if st == nil {
		memory = kept
		return
	}
	data, _ := json.Marshal(kept)
	if err := st.Save(SeatsFile, data); err != nil {
		log.Printf("keeping the seat's token: %v", err)
	}
}

// LoadSeat is the seat the device took at url's table code, if it kept one.
func LoadSeat(st store.Store, url, code string) (Seat, bool) {
	seatsMu.Lock()
	defer seatsMu.Unlock()
	for _, s := range loadSeats(st) {
		if s.URL == url && s.Code == code {
			return s, true
		}
	}
	return Seat{}, false
}

// Seats are the seats the device keeps at url's tables, oldest first (a screen offers to
// return to them).
func Seats(st store.Store, url string) []Seat {
	seatsMu.Lock()
	defer seatsMu.Unlock()
	var out []Seat
	for _, s := range loadSeats(st) {
		if s.URL == url {
			out = append(out, s)
		}
	}
	return out
}
